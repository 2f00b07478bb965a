import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import Mermaid from '@theme/Mermaid';
import loadMermaid from '@generated/optional/mermaid';

// A code block of the markdown: a mermaid diagram when the site draws them
// (@docusaurus/theme-mermaid with markdown.mermaid), else @theme/CodeBlock.
export default function MDXCodeBlock(props) {
  if (loadMermaid && props.language === 'mermaid') {
    return <Mermaid value={props.code} />;
  }
  return <CodeBlock {...props} />;
}
