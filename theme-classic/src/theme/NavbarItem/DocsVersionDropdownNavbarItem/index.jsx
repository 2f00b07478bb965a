import React from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {
  getVersionMainDoc,
  useActiveDocContext,
  useLatestVersion,
  useVersions,
} from '../../../theme-common/docs/docsUtils.js';
import {useDocsPreferredVersion} from '../../../theme-common/contexts/docsPreferredVersion.jsx';

export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore = [],
  dropdownItemsAfter = [],
  ...props
}) {
  const {search, hash} = useLocation();
  const activeDocContext = useActiveDocContext(docsPluginId);
  const versions = useVersions(docsPluginId);
  const latestVersion = useLatestVersion(docsPluginId);
  const {preferredVersion, savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);

  function versionLink(version) {
    // Same doc in the other version if it exists, else its main doc.
    const activeDoc = activeDocContext.activeDoc;
    const sameDoc = activeDoc && (version.docs || []).find((doc) => doc.id === activeDoc.id);
    const target = sameDoc || getVersionMainDoc(version);
    return target ? target.path : version.path;
  }

  const versionLinks = versions.map((version) => ({
    label: version.label,
    to: `${versionLink(version)}${search}${hash}`,
    isActive: () => version === activeDocContext.activeVersion,
    onClick: () => savePreferredVersionName(version.name),
  }));
  const items = [...dropdownItemsBefore, ...versionLinks, ...dropdownItemsAfter];
  const dropdownVersion = activeDocContext.activeVersion ?? preferredVersion ?? latestVersion;
  const dropdownLabel =
    mobile && items.length > 1
      ? translate({
          id: 'theme.navbar.mobileVersionsDropdown.label',
          message: 'Versions',
          description: 'The label for the navbar versions dropdown on mobile view',
        })
      : dropdownVersion.label;
  const dropdownTo =
    mobile && items.length > 1 ? undefined : versionLink(dropdownVersion);

  if (items.length <= 1) {
    return (
      <DefaultNavbarItem
        {...props}
        mobile={mobile}
        label={dropdownLabel}
        to={dropdownTo}
        isActive={dropdownActiveClassDisabled ? () => false : undefined}
      />
    );
  }
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={dropdownLabel}
      to={dropdownTo}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
