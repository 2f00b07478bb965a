import React from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {getVersionMainDoc} from '@docusaurus/theme-common/internal';
import {
  useActiveDocContext,
  useDocsVersionCandidates,
  useVersions,
  useDocsPreferredVersion,
} from '@docusaurus/plugin-content-docs/client';

// The versions the dropdown lists, with their labels: every version of the plugin, or the
// ones the item's `versions` option names (a list of names, or names mapped to {label}), in
// that order.
function versionEntries(versions, config) {
  if (!config) {
    return versions.map((version) => ({version, label: version.label}));
  }
  const names = Array.isArray(config) ? config : Object.keys(config);
  return names.map((name) => {
    const version = versions.find((v) => v.name === name);
    if (!version) {
      throw new Error(
        `The docsVersionDropdown navbar item lists version "${name}" in its "versions" option, ` +
          `but the docs plugin has no such version. Its versions are: ${versions.map((v) => v.name).join(', ')}.`,
      );
    }
    const label = Array.isArray(config) ? undefined : config[name]?.label;
    return {version, label: label ?? version.label};
  });
}

export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore = [],
  dropdownItemsAfter = [],
  versions: versionsConfig,
  ...props
}) {
  const {search, hash} = useLocation();
  const activeDocContext = useActiveDocContext(docsPluginId);
  const entries = versionEntries(useVersions(docsPluginId), versionsConfig);
  const candidates = useDocsVersionCandidates(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);

  // The same doc in the other version when it has it, else that version's main doc.
  function targetPath(version) {
    const target = activeDocContext.alternateDocVersions[version.name] ?? getVersionMainDoc(version);
    return target ? target.path : version.path;
  }

  const versionLinks = entries.map(({version, label}) => ({
    label,
    to: `${targetPath(version)}${search}${hash}`,
    isActive: () => version === activeDocContext.activeVersion,
    onClick: () => savePreferredVersionName(version.name),
  }));
  const items = [...dropdownItemsBefore, ...versionLinks, ...dropdownItemsAfter];
  // The button shows the first candidate (browsed, preferred, latest) the dropdown lists.
  const shown =
    candidates.map((c) => entries.find((e) => e.version === c)).find(Boolean) ?? entries[0];
  const dropdownLabel =
    mobile && items.length > 1
      ? translate({
          id: 'theme.navbar.mobileVersionsDropdown.label',
          message: 'Versions',
          description: 'The label for the navbar versions dropdown on mobile view',
        })
      : shown.label;
  const dropdownTo = mobile && items.length > 1 ? undefined : targetPath(shown.version);

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
