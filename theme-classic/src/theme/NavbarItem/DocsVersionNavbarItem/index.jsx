import React from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import {getVersionMainDoc} from '@docusaurus/theme-common/internal';
import {useDocsVersionCandidates} from '@docusaurus/plugin-content-docs/client';

export default function DocsVersionNavbarItem({
  label: staticLabel,
  to: staticTo,
  docsPluginId,
  ...props
}) {
  // The version being browsed, else the one the reader picked, else the latest.
  const version = useDocsVersionCandidates(docsPluginId)[0];
  const label = staticLabel ?? version.label;
  const mainDoc = getVersionMainDoc(version);
  const path = staticTo ?? (mainDoc ? mainDoc.path : version.path);
  return <DefaultNavbarItem {...props} label={label} to={path} />;
}
