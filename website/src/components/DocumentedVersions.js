import React from 'react';
import { packageVersion } from './PackageVersion';

// The line at the top of a package page naming the releases it documents:
// <DocumentedVersions packages={['@availity/api-axios', '@availity/api-core']} />
export default function DocumentedVersions({ packages }) {
  const list = packages.map((name, i) => (
    <React.Fragment key={name}>
      {i > 0 && (i === packages.length - 1 ? ' and ' : ', ')}
      <code>{name}</code> {packageVersion(name)}
    </React.Fragment>
  ));
  return <p className="documented-versions">This page documents {list}.</p>;
}
