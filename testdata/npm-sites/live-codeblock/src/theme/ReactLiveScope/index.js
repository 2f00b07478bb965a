import React from 'react';
import Highlight from '@site/src/components/Highlight';

// The names live code blocks can use: React's, and the site's Highlight.
const ReactLiveScope = {
  React,
  ...React,
  Highlight,
};

export default ReactLiveScope;
