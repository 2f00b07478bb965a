// Swizzled CodeBlock/Title: the title, then the number of lines and where the numbering
// starts, read from the code block context (useCodeBlockContext's metadata).
import React from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

export default function CodeBlockTitle({children}) {
  const {metadata} = useCodeBlockContext();
  const lines = metadata.code.split('\n').length;
  const numbering =
    metadata.lineNumbersStart === undefined ? '' : `, numbered from ${metadata.lineNumbersStart}`;
  return (
    <>
      {children}
      <span className="code-title-facts">
        {' '}
        ({lines} lines{numbering})
      </span>
    </>
  );
}
