import React, {createContext, useContext} from 'react';

// Metadata of the docs version being browsed:
// {pluginId, version, label, banner, badge, noIndex, className, isLast, ...}.
const Context = createContext(null);

export function DocsVersionProvider({children, version}) {
  return <Context.Provider value={version}>{children}</Context.Provider>;
}

export function useDocsVersion() {
  const version = useContext(Context);
  if (version === null) {
    throw new Error('Hook useDocsVersion is called outside the <DocsVersionProvider>.');
  }
  return version;
}
