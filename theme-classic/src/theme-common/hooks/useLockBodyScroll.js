import {useEffect} from 'react';

// Prevents the page from scrolling, e.g. under an open mobile sidebar.
export function useLockBodyScroll(lock = true) {
  useEffect(() => {
    document.body.style.overflow = lock ? 'hidden' : 'visible';
    return () => {
      document.body.style.overflow = 'visible';
    };
  }, [lock]);
}
