import React from 'react';

// Fenced code blocks are <pre><code>: the <code> renders the whole CodeBlock.
export default function MDXPre(props) {
  return <>{props.children}</>;
}
