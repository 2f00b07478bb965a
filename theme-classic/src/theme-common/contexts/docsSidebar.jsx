import React, {createContext, useContext, useMemo} from 'react';

// The sidebar of the current doc: {name, items} or null.
const EmptyContext = Symbol('EmptyContext');
const Context = createContext(EmptyContext);

export function DocsSidebarProvider({children, name, items}) {
  const stableValue = useMemo(() => (name && items ? {name, items} : null), [name, items]);
  return <Context.Provider value={stableValue}>{children}</Context.Provider>;
}

export function useDocsSidebar() {
  const value = useContext(Context);
  if (value === EmptyContext) {
    throw new Error('Hook useDocsSidebar is called outside the <DocsSidebarProvider>.');
  }
  return value;
}
