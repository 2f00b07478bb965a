import React, {isValidElement} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlockString from '@theme/CodeBlock/Content/String';
import CodeBlockJSX from '@theme/CodeBlock/Content/Element';

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
export default function CodeBlock({children: rawChildren, ...props}) {
  // The Prism theme on the server is the one of the default color mode:
  // re-render after hydration to apply the current one.
  const isBrowser = useIsBrowser();
  const children = maybeStringifyChildren(rawChildren);
  const isString =
    Array.isArray(props.tokens) || typeof props.code === 'string' || typeof children === 'string';
  const CodeBlockComp = isString ? CodeBlockString : CodeBlockJSX;
  return (
    <CodeBlockComp key={String(isBrowser)} {...props}>
      {children}
    </CodeBlockComp>
  );
}
