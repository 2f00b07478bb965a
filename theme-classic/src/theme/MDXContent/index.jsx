import React from 'react';
import MDXComponents from '@theme/MDXComponents';
import {MDXComponentsContext} from '@docusaurus/theme-common/internal';

// Provides the site's MDX components (@theme/MDXComponents, possibly
// swizzled) to the compiled markdown, which reads them with
// useMDXComponents().
export default function MDXContent({children}) {
  return (
    <MDXComponentsContext.Provider value={MDXComponents}>{children}</MDXComponentsContext.Provider>
  );
}
