import React from 'react';
import DocsRoot from '@theme/DocsRoot';
import DocVersionRoot from '@theme/DocVersionRoot';
import DocRoot from '@theme/DocRoot';
import DocItem from '@theme/DocItem';

// Route component of a doc route module (kind "doc"): the same nesting as
// Docusaurus's docs routes (DocsRoot > DocVersionRoot > DocRoot > DocItem).
export default function DocPage({content}) {
  return (
    <DocsRoot>
      <DocVersionRoot content={content}>
        <DocRoot content={content}>
          <DocItem content={content} />
        </DocRoot>
      </DocVersionRoot>
    </DocsRoot>
  );
}
