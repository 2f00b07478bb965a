import React from 'react';
import Container from '@theme/CodeBlock/Container';
import clsx from 'clsx';

// <pre> with JSX children (not a string): styled, not highlighted. Its classes are in
// @theme/CodeBlock/Content's stylesheet, which every code block loads.
export default function CodeBlockJSX({children, className}) {
  return (
    <Container
      as="pre"
      tabIndex={0}
      className={clsx('codeBlockStandalone_MEMb', 'thin-scrollbar', className)}>
      <code className="codeBlockLines_e6Vv">{children}</code>
    </Container>
  );
}
