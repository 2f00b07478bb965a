import React from 'react';

// Reads the window when the module loads: it must never be evaluated on the server.
const width = window.innerWidth;

export default function WindowSize() {
  return <p>The window is {width} pixels wide.</p>;
}
