import {startTransition, useEffect, useState} from 'react';
import ExecutionEnvironment from '../../client/exports/ExecutionEnvironment.jsx';

const DesktopBreakpoint = 996;

function getWindowSize(desktopBreakpoint) {
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error('getWindowSize() should only be called after React hydration');
  }
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

// "ssr" on the server and during hydration, then "desktop" or "mobile".
export function useWindowSize({desktopBreakpoint = DesktopBreakpoint} = {}) {
  const [windowSize, setWindowSize] = useState('ssr');
  useEffect(() => {
    // A transition: what changes with the size (the sidebars, on mobile) re-renders in slices
    // that yield to the browser, not in the long task right after hydration.
    function updateWindowSize() {
      startTransition(() => setWindowSize(getWindowSize(desktopBreakpoint)));
    }
    updateWindowSize();
    window.addEventListener('resize', updateWindowSize);
    return () => window.removeEventListener('resize', updateWindowSize);
  }, [desktopBreakpoint]);
  return windowSize;
}

export default useWindowSize;
