import React, {createContext, useContext} from 'react';

// The title and description of the docs a page's doc cards show, by doc id: a generated index
// route module exports them.
const CardDocsContext = createContext({});

export function CardDocsProvider({docs, children}) {
  return <CardDocsContext.Provider value={docs || {}}>{children}</CardDocsContext.Provider>;
}

export function useCardDocs() {
  return useContext(CardDocsContext);
}
