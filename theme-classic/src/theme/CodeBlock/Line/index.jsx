import React from 'react';
import CodeBlockLineToken from '@theme/CodeBlock/Line/Token';
import {getStyleForToken} from '../../../theme-common/utils/prismThemes.js';
import clsx from '../../../theme-common/utils/clsx.js';
import './styles.css';

// One line: <span class="token-line"> + token spans + <br>.
export default function CodeBlockLine({line, classNames, showLineNumbers, dict}) {
  const lineTokens = line.map((token, key) => (
    <CodeBlockLineToken
      key={key}
      line={line}
      token={token}
      className={clsx('token', ...token.types)}
      style={getStyleForToken(dict, token.types, token.empty)}>
      {token.content}
    </CodeBlockLineToken>
  ));
  return (
    <span
      className={clsx('token-line', classNames, showLineNumbers && 'codeLine_lJS_')}
      style={dict.plain}>
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
