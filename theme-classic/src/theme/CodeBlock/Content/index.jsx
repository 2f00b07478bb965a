import React from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext, themeToDict, codeLinesHtml} from '@docusaurus/theme-common/internal';
import './styles.css';

// The <pre><code> with one span per line, from the build-time tokens, written as one HTML
// string (see codeLinesHtml).
export default function CodeBlockContent({className: classNameProp}) {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {language, lines, lineNumbersStart, lineClassNames} = metadata;
  const dict = themeToDict(prismTheme, language);
  const showLineNumbers = lineNumbersStart !== undefined;
  return (
    <pre
      tabIndex={0}
      ref={wordWrap.codeBlockRef}
      className={clsx(classNameProp, `prism-code language-${language}`, 'codeBlock_bY9V', 'thin-scrollbar')}
      style={dict.root}>
      <code
        className={clsx('codeBlockLines_e6Vv', showLineNumbers && 'codeBlockLinesWithNumbering_o6Pm')}
        style={
          showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined
        }
        dangerouslySetInnerHTML={{
          __html: codeLinesHtml({lines, dict, lineClassNames, showLineNumbers}),
        }}
      />
    </pre>
  );
}
