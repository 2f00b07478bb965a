import React, {createContext, useEffect, useState} from 'react';

// false during the server render and the hydration render, true afterwards:
// lets components render browser-only content without hydration mismatches.
export const BrowserContext = createContext(false);

export function BrowserContextProvider({children}) {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    setIsBrowser(true);
  }, []);
  return (
    <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>
  );
}
