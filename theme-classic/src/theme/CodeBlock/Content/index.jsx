import React from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {
  useCodeBlockContext,
  useCodeBlockTokenLines,
  themeToDict,
  lineAndTokenProps,
  codeLinesHtml,
} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
import ThemeLine from '@theme-init/CodeBlock/Line';
import ThemeLineToken from '@theme-init/CodeBlock/Line/Token';
import './styles.css';

// The <pre><code> of a code block: one @theme/CodeBlock/Line per line of the metadata's code,
// with the tokens the build highlighted. While Line and Line/Token are the theme's own, their
// markup is written as one HTML string instead (codeLinesHtml): a page of samples has
// thousands of tokens, and an element per token dominated server rendering and hydration.
export default function CodeBlockContent({className: classNameProp}) {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = useCodeBlockTokenLines(code);
  const dict = themeToDict(prismTheme, language);
  const showLineNumbers = lineNumbersStart !== undefined;
  const codeProps = {
    className: clsx('codeBlockLines_e6Vv', showLineNumbers && 'codeBlockLinesWithNumbering_o6Pm'),
    style: showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined,
  };
  const ownLines = Line === ThemeLine && LineToken === ThemeLineToken;
  const {getLineProps, getTokenProps} = lineAndTokenProps(dict);
  return (
    <pre
      tabIndex={0}
      ref={wordWrap.codeBlockRef}
      className={clsx(classNameProp, `prism-code language-${language}`, 'codeBlock_bY9V', 'thin-scrollbar')}
      style={dict.root}>
      {ownLines ? (
        <code
          {...codeProps}
          dangerouslySetInnerHTML={{
            __html: codeLinesHtml({lines, dict, lineClassNames, showLineNumbers}),
          }}
        />
      ) : (
        <code {...codeProps}>
          {lines.map((line, i) => (
            <Line
              key={i}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={lineClassNames[i]}
              showLineNumbers={showLineNumbers}
            />
          ))}
        </code>
      )}
    </pre>
  );
}
