import React from 'react';
import versions from '@site/src/data/versions.json';

// The release of an SDK package these docs describe. Every page reads it from
// src/data/versions.json, so a release is documented under one number site-wide.
export function packageVersion(name) {
  const version = versions[name];
  if (!version) {
    throw new Error(
      `PackageVersion: "${name}" is not in website/src/data/versions.json; known packages: ${Object.keys(versions).join(', ')}`,
    );
  }
  return version;
}

// <PackageVersion name="@availity/api-axios" /> renders the documented version, e.g. 13.2.0.
export default function PackageVersion({ name }) {
  return <>{packageVersion(name)}</>;
}
