import React, {useMemo} from 'react';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';

function useCodeBlockMetadata({children, className, metastring, language, title, showLineNumbers}) {
  const {prism} = useThemeConfig();
  return useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, language, title, showLineNumbers, prism],
  );
}

// A code block whose code is a string: its metadata in the code block context, for the
// layout and the components under it.
export default function CodeBlockString(props) {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
