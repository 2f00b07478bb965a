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

// Docusaurus's API: the code as children, className "language-x" and metastring (title,
// line numbers and highlighted lines are read from it), as the markdown's code blocks pass
// them, or title and showLineNumbers as props (JSX use). The markdown's blocks also have
// tokens, highlighted at build time, which go to @theme/CodeBlock/Content through
// CodeBlockTokensProvider: it uses them only for the children they were highlighted for.
// With @docusaurus/theme-live-codeblock (and react-live installed), a block with the live prop
// is a playground, @theme/LiveCodeBlock, as that theme's CodeBlock makes it (else null).
export default function CodeBlock({children: rawChildren, tokens, ...props}) {
  if (props.live && LiveCodeBlock) {
    return (
      <LiveCodeBlock {...props} tokens={tokens}>
        {rawChildren}
      </LiveCodeBlock>
    );
  }
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? CodeBlockString : CodeBlockJSX;
  // No remount after hydration: the colour mode read from the page then re-renders the code
  // with its Prism theme (usePrismTheme).
  const block = <CodeBlockComp {...props}>{children}</CodeBlockComp>;
  return tokens && typeof children === 'string' ? (
    <CodeBlockTokensProvider code={children} tokens={tokens}>
      {block}
    </CodeBlockTokensProvider>
  ) : (
    block
  );
}
