import React from 'react';

// Pass-through component, to swizzle and customize tokens.
export default function CodeBlockLineToken({line, token, ...props}) {
  return <span {...props} />;
}
