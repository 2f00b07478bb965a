import React from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import {useActiveVersion, useLatestVersion} from '../../../theme-common/docs/docsUtils.js';

const getVersionMainDoc = (version) =>
  (version.docs || []).find((doc) => doc.id === version.mainDocId);

export default function DocsVersionNavbarItem({
  label: staticLabel,
  to: staticTo,
  docsPluginId,
  ...props
}) {
  const activeVersion = useActiveVersion(docsPluginId);
  const latestVersion = useLatestVersion(docsPluginId);
  const version = activeVersion ?? latestVersion;
  const label = staticLabel ?? version.label;
  const mainDoc = getVersionMainDoc(version);
  const path = staticTo ?? (mainDoc ? mainDoc.path : version.path);
  return <DefaultNavbarItem {...props} label={label} to={path} />;
}
