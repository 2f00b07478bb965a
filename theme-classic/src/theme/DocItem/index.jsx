import React from 'react';
import DocItemMetadata from '@theme/DocItem/Metadata';
import DocItemLayout from '@theme/DocItem/Layout';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';

// content: the doc's MDX component, with its metadata, front matter, TOC and title as
// properties, as Docusaurus passes it.
export default function DocItem({content}) {
  const docHtmlClassName = `docs-doc-id-${content.metadata ? content.metadata.id : ''}`;
  const MDXComponent = content;
  return (
    <DocProvider content={content}>
      <HtmlClassNameProvider className={docHtmlClassName}>
        <DocItemMetadata />
        <DocItemLayout>
          <MDXComponent />
        </DocItemLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
