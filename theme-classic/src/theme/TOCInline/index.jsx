import React from 'react';
import TOCItems from '@theme/TOCItems';
import './styles.css';

// TOCInline: a document's table of contents in its body (`<TOCInline toc={toc} />` in MDX), a
// plain bulleted list; the class is the name Docusaurus's CSS module gives it.
export default function TOCInline({toc, minHeadingLevel, maxHeadingLevel}) {
  return (
    <div className="tableOfContentsInline_JBRb">
      <TOCItems
        toc={toc}
        minHeadingLevel={minHeadingLevel}
        maxHeadingLevel={maxHeadingLevel}
        className="table-of-contents"
        linkClassName={null}
      />
    </div>
  );
}
