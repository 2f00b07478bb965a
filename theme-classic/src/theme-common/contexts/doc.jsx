import React, {createContext, useContext, useMemo} from 'react';

// The doc being rendered: the route module's metadata, frontMatter, toc...
const Context = createContext(null);

function useContextValue(content) {
  return useMemo(
    () => ({
      metadata: content.metadata || {},
      frontMatter: content.frontMatter || (content.metadata && content.metadata.frontMatter) || {},
      assets: content.assets || {},
      contentTitle: content.contentTitle,
      toc: content.toc || [],
    }),
    [content],
  );
}

export function DocProvider({children, content}) {
  const contextValue = useContextValue(content);
  return <Context.Provider value={contextValue}>{children}</Context.Provider>;
}

// The doc being rendered, or null outside a doc page (a generated index shows the version
// banner too).
export function useOptionalDoc() {
  return useContext(Context);
}

export function useDoc() {
  const doc = useOptionalDoc();
  if (doc === null) {
    throw new Error('Hook useDoc is called outside the <DocProvider>.');
  }
  return doc;
}
