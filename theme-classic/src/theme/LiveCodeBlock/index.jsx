import React from 'react';
import Playground from '@theme/Playground';
import ReactLiveScope from '@theme/ReactLiveScope';

// A code block whose meta has "live" (@docusaurus/theme-live-codeblock): a playground whose
// code runs with the names of @theme/ReactLiveScope in scope.
export default function LiveCodeBlock(props) {
  return <Playground scope={ReactLiveScope} {...props} />;
}
