import {createContext} from 'react';

// The MDX components object of the site (the default export of
// @theme/MDXComponents, swizzled or not), provided by @theme/MDXContent so
// that useMDXComponents() returns the site's components even when it is
// imported from the classic theme's own file (@theme-init/MDXComponents).
export const MDXComponentsContext = createContext(null);
