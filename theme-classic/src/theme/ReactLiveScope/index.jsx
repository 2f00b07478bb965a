import React from 'react';

// The names live code blocks can use. A site swizzles this file (src/theme/ReactLiveScope) to
// add its own components, keeping React and its hooks.
const ReactLiveScope = {
  React,
  ...React,
};

export default ReactLiveScope;
