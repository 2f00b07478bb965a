import React from 'react';
import TitleFormatter from '@theme/ThemeProvider/TitleFormatter';

// The theme's providers around every page, inside Root: swizzle it, or one of the providers it
// renders, to change what they provide.
export default function ThemeProvider({children}) {
  return <TitleFormatter>{children}</TitleFormatter>;
}
