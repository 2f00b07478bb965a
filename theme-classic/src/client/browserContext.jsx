import React, {createContext, startTransition, useEffect, useState} from 'react';

// false during the server render and the hydration render, true afterwards:
// lets components render browser-only content without hydration mismatches.
export const BrowserContext = createContext(false);

export function BrowserContextProvider({children}) {
  const [isBrowser, setIsBrowser] = useState(false);
  // After the page hydrated (this provider is inside App's Suspense boundary), with the
  // effects of all its components. A transition: the re-render of every browser-only part
  // yields to the browser, in one commit with the transitions those effects start.
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return (
    <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>
  );
}
