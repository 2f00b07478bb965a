import React from 'react';

// One token of a line: a pass-through <span>, to swizzle and customize.
export default function CodeBlockLineToken({line, token, ...props}) {
  return <span {...props} />;
}
