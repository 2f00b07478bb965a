import React, {useMemo} from 'react';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import {useThemeConfig} from '../../../theme-common/utils/useThemeConfig.js';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
} from '../../../theme-common/utils/codeBlockUtils.jsx';
import {useCodeWordWrap} from '../../../theme-common/hooks/useCodeWordWrap.js';

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
