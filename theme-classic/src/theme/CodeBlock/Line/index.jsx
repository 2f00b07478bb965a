import React from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import './styles.css';

// An empty line comes as one "\n" token, which is shown empty (the <br> ends the line).
function withoutLineBreak(line) {
  if (line.length === 1 && line[0].content === '\n') {
    return [{...line[0], content: ''}];
  }
  return line;
}

// One line of code: its tokens (prism-react-renderer's), its classes (highlighted lines) and
// its number cell when the block shows line numbers. @theme/CodeBlock/Content writes the same
// markup as one HTML string while neither this nor Line/Token is swizzled.
export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}) {
  const line = withoutLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers && 'codeLine_lJS_'),
  });
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className="codeLineNumber_Tfdd" />
          <span className="codeLineContent_feaV">{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <br />
    </span>
  );
}
