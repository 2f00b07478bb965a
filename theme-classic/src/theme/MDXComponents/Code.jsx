import React, {isValidElement} from 'react';
import CodeBlock from '@theme/CodeBlock';
import CodeInline from '@theme/CodeInline';

function shouldBeInline(props) {
  return (
    // empty code blocks have no props.children
    typeof props.children !== 'undefined' &&
    React.Children.toArray(props.children).every(
      (el) => typeof el === 'string' && !el.includes('\n'),
    )
  );
}

export default function MDXCode(props) {
  if (isValidElement(props.children) || !shouldBeInline(props)) {
    return <CodeBlock {...props} />;
  }
  return <CodeInline {...props} />;
}
