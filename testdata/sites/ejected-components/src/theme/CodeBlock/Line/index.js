// Wrapped CodeBlock/Line: the theme's line, with one more class on every line.
import React from 'react';
import Line from '@theme-original/CodeBlock/Line';

export default function LineWrapper(props) {
  return <Line {...props} classNames={[...(props.classNames ?? []), 'ejected-line']} />;
}
