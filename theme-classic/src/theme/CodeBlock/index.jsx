import React, {isValidElement} from 'react';
import {CodeBlockTokensProvider} from '@docusaurus/theme-common/internal';
import CodeBlockString from '@theme/CodeBlock/Content/String';
import CodeBlockJSX from '@theme/CodeBlock/Content/Element';
import LiveCodeBlock from '@generated/optional/live-codeblock';

// Best attempt to make the children a plain string, so it is copyable.
function maybeStringifyChildren(children) {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

// Docusaurus's API: the code as children, with className "language-x", metastring, title,
// showLineNumbers. The markdown compiler passes instead language, metastring, title,
// showLineNumbers, code (as written: the metadata takes its magic comments out) and tokens
// (highlighted at build time), which go to @theme/CodeBlock/Content through
// CodeBlockTokensProvider. The compiler's code has no last line break, where MDX's children
// end with one that the metadata takes off: it is put back, so that a last blank line of the
// code stays a line, as in Docusaurus.
// With @docusaurus/theme-live-codeblock (and react-live installed), a block with the live prop
// is a playground, @theme/LiveCodeBlock, as that theme's CodeBlock makes it (else null).
export default function CodeBlock({children: rawChildren, ...props}) {
  if (props.live && LiveCodeBlock) {
    return <LiveCodeBlock {...props}>{rawChildren}</LiveCodeBlock>;
  }
  const {code, tokens, ...rest} = props;
  const children = typeof code === 'string' ? `${code}\n` : maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? CodeBlockString : CodeBlockJSX;
  // No remount after hydration: the colour mode read from the page then re-renders the code
  // with its Prism theme (usePrismTheme).
  const block = <CodeBlockComp {...rest}>{children}</CodeBlockComp>;
  return tokens ? (
    <CodeBlockTokensProvider code={code} tokens={tokens}>
      {block}
    </CodeBlockTokensProvider>
  ) : (
    block
  );
}
