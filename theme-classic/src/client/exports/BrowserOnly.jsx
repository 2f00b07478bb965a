import React from 'react';
import useIsBrowser from './useIsBrowser.jsx';

// Renders children (a function) only in the browser, after hydration.
export default function BrowserOnly({children, fallback}) {
  const isBrowser = useIsBrowser();
  if (isBrowser) {
    if (typeof children !== 'function') {
      throw new Error(`Docusaurus error: The children of <BrowserOnly> must be a "render function", e.g. <BrowserOnly>{() => <span>{window.location.href}</span>}</BrowserOnly>.
Current type: ${React.isValidElement(children) ? 'React element' : typeof children}`);
    }
    return <>{children()}</>;
  }
  return fallback ?? null;
}
