import React from 'react';
import DocsRoot from '@theme/DocsRoot';
import DocVersionRoot from '@theme/DocVersionRoot';

// The nesting every page of the docs plugin shares, as Docusaurus's docs routes nest it:
// DocsRoot > DocVersionRoot (the version of content.metadata.permalink, else of the location).
export default function DocsRoutes({content, children}) {
  return (
    <DocsRoot>
      <DocVersionRoot content={content}>{children}</DocVersionRoot>
    </DocsRoot>
  );
}
