import React, {createContext, useContext, useMemo, useState} from 'react';

// Index of the expanded category among its siblings, for
// docs.sidebar.autoCollapseCategories.
const EmptyContext = Symbol('EmptyContext');
const Context = createContext(EmptyContext);

export function DocSidebarItemsExpandedStateProvider({children}) {
  const [expandedItem, setExpandedItem] = useState(null);
  const contextValue = useMemo(() => ({expandedItem, setExpandedItem}), [expandedItem]);
  return <Context.Provider value={contextValue}>{children}</Context.Provider>;
}

export function useDocSidebarItemsExpandedState() {
  const value = useContext(Context);
  if (value === EmptyContext) {
    throw new Error(
      'Hook useDocSidebarItemsExpandedState is called outside the <DocSidebarItemsExpandedStateProvider>.',
    );
  }
  return value;
}
