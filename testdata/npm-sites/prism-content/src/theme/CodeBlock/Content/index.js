// CodeBlock/Content, swizzled: the code of the block's metadata highlighted by
// prism-react-renderer in the browser (as Docusaurus 3.8.1's is), each line rendered by
// @theme/CodeBlock/Line, under a label naming the language.
import React from 'react';
import clsx from 'clsx';
import { Highlight } from 'prism-react-renderer';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';

export default function CodeBlockContent({ className }) {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const prismTheme = usePrismTheme();
  const numbered = lineNumbersStart !== undefined;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({ className: prismClassName, style, tokens, getLineProps, getTokenProps }) => (
        <pre
          ref={wordWrap.codeBlockRef}
          tabIndex={0}
          className={clsx(className, prismClassName, 'prism-content', 'thin-scrollbar')}
          style={style}>
          <span className="prism-content-language">{language}</span>
          <code style={numbered ? { counterReset: `line-count ${lineNumbersStart - 1}` } : undefined}>
            {tokens.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={numbered}
              />
            ))}
          </code>
        </pre>
      )}
    </Highlight>
  );
}
