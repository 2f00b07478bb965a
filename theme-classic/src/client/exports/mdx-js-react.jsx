import React from 'react';
import {useMDXComponents} from '@theme-init/MDXComponents';
import {MDXComponentsContext} from '../../theme-common/contexts/mdxComponents.jsx';

// What a site imports as @mdx-js/react (a dependency of Docusaurus), backed by the context
// the compiled markdown reads, so that a site's MDXProvider reaches its MDX content.
export {useMDXComponents};

export function MDXProvider({components, disableParentContext, children}) {
  const merged = useMDXComponents(components);
  let value = merged;
  if (disableParentContext) {
    value = typeof components === 'function' ? components({}) : components || {};
  }
  return <MDXComponentsContext.Provider value={value}>{children}</MDXComponentsContext.Provider>;
}
