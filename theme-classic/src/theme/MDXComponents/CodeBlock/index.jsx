import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import Mermaid from '@theme/Mermaid';
import loadMermaid from '@generated/optional/mermaid';

// A code block of the markdown, with Docusaurus's props (the code as children, className,
// metastring): a mermaid diagram when the site draws them (@docusaurus/theme-mermaid with
// markdown.mermaid), which Docusaurus gives the code without its last line break, else
// @theme/CodeBlock.
export default function MDXCodeBlock(props) {
  if (loadMermaid && props.className === 'language-mermaid' && typeof props.children === 'string') {
    return <Mermaid value={props.children.replace(/\n$/, '')} />;
  }
  return <CodeBlock {...props} />;
}
