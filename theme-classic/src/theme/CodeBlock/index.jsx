import React, {isValidElement} from 'react';
import CodeBlockString from '@theme/CodeBlock/Content/String';
import CodeBlockJSX from '@theme/CodeBlock/Content/Element';
import LiveCodeBlock from '@generated/live-codeblock';

// Best attempt to make the children a plain string, so it is copyable.
function maybeStringifyChildren(children) {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

// Props from the markdown compiler: language, title, showLineNumbers,
// highlightLines, code, tokens (highlighted at build time). The Docusaurus
// API (children string, className "language-x", metastring) works too.
// With @docusaurus/theme-live-codeblock (and react-live installed), a block with the live prop
// is a playground, @theme/LiveCodeBlock, as that theme's CodeBlock makes it (else null).
export default function CodeBlock({children: rawChildren, ...props}) {
  if (props.live && LiveCodeBlock) {
    return <LiveCodeBlock {...props}>{rawChildren}</LiveCodeBlock>;
  }
  const children = maybeStringifyChildren(rawChildren);
  const isString =
    Array.isArray(props.tokens) || typeof props.code === 'string' || typeof children === 'string';
  const CodeBlockComp = isString ? CodeBlockString : CodeBlockJSX;
  // No remount after hydration: the colour mode read from the page then re-renders the code
  // with its Prism theme (usePrismTheme).
  return (
    <CodeBlockComp {...props}>
      {children}
    </CodeBlockComp>
  );
}
