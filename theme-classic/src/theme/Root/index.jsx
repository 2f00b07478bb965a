import React from 'react';

// Wraps the whole app and stays mounted across navigations: swizzle it to add
// app-wide providers.
export default function Root({children}) {
  return <>{children}</>;
}
