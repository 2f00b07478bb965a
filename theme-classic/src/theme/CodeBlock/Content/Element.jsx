import React from 'react';
import Container from '@theme/CodeBlock/Container';
import clsx from '../../../theme-common/utils/clsx.js';
import './styles.css';

// <pre> with JSX children (not a string): styled, not highlighted.
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
