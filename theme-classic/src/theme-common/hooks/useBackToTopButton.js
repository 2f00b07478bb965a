import {useRef, useState} from 'react';
import {useScrollPosition, useSmoothScrollTo} from '../utils/scrollUtils.jsx';
import {useLocationChange} from './useLocationChange.js';

// Shown when scrolling up past `threshold`, hidden when scrolling down.
export function useBackToTopButton({threshold}) {
  const [shown, setShown] = useState(false);
  const isFocusedAnchor = useRef(false);
  const {startScroll, cancelScroll} = useSmoothScrollTo();

  useScrollPosition(({scrollY: scrollTop}, lastPosition) => {
    const lastScrollTop = lastPosition ? lastPosition.scrollY : undefined;
    if (!lastScrollTop) {
      return;
    }
    if (isFocusedAnchor.current) {
      isFocusedAnchor.current = false;
    } else if (scrollTop >= lastScrollTop) {
      cancelScroll();
      setShown(false);
    } else if (scrollTop < threshold) {
      setShown(false);
    } else if (scrollTop + window.innerHeight < document.documentElement.scrollHeight) {
      setShown(true);
    }
  });

  useLocationChange((locationChangeEvent) => {
    if (locationChangeEvent.location.hash) {
      isFocusedAnchor.current = true;
      setShown(false);
    }
  });

  return {shown, scrollToTop: () => startScroll(0)};
}
