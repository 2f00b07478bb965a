import React from 'react';
import DocItemMetadata from '@theme/DocItem/Metadata';
import DocItemLayout from '@theme/DocItem/Layout';
import {HtmlClassNameProvider} from '../../theme-common/utils/metadataUtils.jsx';
import {DocProvider} from '../../theme-common/contexts/doc.jsx';
import {CardDocsProvider} from '../../theme-common/contexts/cardDocs.jsx';

// content: the doc route module (default export = MDX content component; cardDocs, on a
// category's doc, what its doc cards show of the category's docs).
export default function DocItem({content}) {
  const docHtmlClassName = `docs-doc-id-${content.metadata ? content.metadata.id : ''}`;
  const MDXComponent = content.default;
  return (
    <DocProvider content={content}>
      <CardDocsProvider docs={content.cardDocs}>
        <HtmlClassNameProvider className={docHtmlClassName}>
          <DocItemMetadata />
          <DocItemLayout>{MDXComponent ? <MDXComponent /> : null}</DocItemLayout>
        </HtmlClassNameProvider>
      </CardDocsProvider>
    </DocProvider>
  );
}
