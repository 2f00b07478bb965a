// Ejected CodeBlock/Line/Token, edited: a token that is not plain text names its Prism types.
import React from 'react';

export default function CodeBlockLineToken({line, token, ...props}) {
  const typed = !token.types.includes('plain');
  return <span {...props} data-token={typed ? token.types.join(' ') : undefined} />;
}
