import React, {useMemo} from 'react';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';

function useCodeBlockMetadata(props) {
  const {prism} = useThemeConfig();
  return useMemo(
    () =>
      createCodeBlockMetadata(props, {
        defaultLanguage: prism.defaultLanguage,
        magicComments: prism.magicComments,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      props.code,
      props.children,
      props.tokens,
      props.language,
      props.className,
      props.metastring,
      props.title,
      props.showLineNumbers,
      props.highlightLines,
      prism,
    ],
  );
}

export default function CodeBlockString(props) {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
