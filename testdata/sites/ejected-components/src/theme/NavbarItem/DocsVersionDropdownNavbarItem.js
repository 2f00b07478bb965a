// Ejected NavbarItem/DocsVersionDropdownNavbarItem, edited: a single version shows as a
// plain link labelled with its version.
import React from 'react';
import {
  useVersions,
  useActiveDocContext,
  useDocsVersionCandidates,
  useDocsPreferredVersion,
} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';

function targetDoc(version, activeDocContext) {
  return (
    activeDocContext.alternateDocVersions[version.name] ??
    version.docs.find((doc) => doc.id === version.mainDocId)
  );
}

export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore = [],
  dropdownItemsAfter = [],
  ...props
}) {
  const {search, hash} = useLocation();
  const versions = useVersions(docsPluginId);
  const activeDocContext = useActiveDocContext(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const [shown = versions[0]] = useDocsVersionCandidates(docsPluginId);
  const items = [
    ...dropdownItemsBefore,
    ...versions.map((version) => ({
      label: version.label,
      to: `${targetDoc(version, activeDocContext).path}${search}${hash}`,
      isActive: () => version === activeDocContext.activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    })),
    ...dropdownItemsAfter,
  ];
  const label =
    mobile && items.length > 1
      ? translate({id: 'theme.navbar.mobileVersionsDropdown.label', message: 'Versions'})
      : `Version ${shown.label}`;
  const to = mobile && items.length > 1 ? undefined : targetDoc(shown, activeDocContext).path;
  const isActive = dropdownActiveClassDisabled ? () => false : undefined;
  if (items.length <= 1) {
    return <DefaultNavbarItem {...props} mobile={mobile} label={label} to={to} isActive={isActive} />;
  }
  return <DropdownNavbarItem {...props} mobile={mobile} label={label} to={to} items={items} isActive={isActive} />;
}
