import React from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import PlaygroundPreview from '@theme/Playground/Preview';
import PlaygroundEditor from '@theme/Playground/Editor';

// The editor above the result, or below it with themeConfig.liveCodeBlock.playgroundPosition
// 'top'.
export default function PlaygroundLayout() {
  const {liveCodeBlock} = useThemeConfig();
  if (liveCodeBlock?.playgroundPosition === 'top') {
    return (
      <>
        <PlaygroundPreview />
        <PlaygroundEditor />
      </>
    );
  }
  return (
    <>
      <PlaygroundEditor />
      <PlaygroundPreview />
    </>
  );
}
