import {useCallback, useRef, useState} from 'react';
import {useScrollPosition} from '../utils/scrollUtils.jsx';
import {useLocationChange} from './useLocationChange.js';

// Hides the navbar when scrolling down, shows it when scrolling up.
export function useHideableNavbar(hideOnScroll) {
  const [isNavbarVisible, setIsNavbarVisible] = useState(hideOnScroll);
  const isFocusedAnchor = useRef(false);
  const navbarHeight = useRef(0);
  const navbarRef = useCallback((node) => {
    if (node !== null) {
      navbarHeight.current = node.getBoundingClientRect().height;
    }
  }, []);

  useScrollPosition(
    ({scrollY: scrollTop}, lastPosition) => {
      if (!hideOnScroll) {
        return;
      }
      if (scrollTop < navbarHeight.current) {
        setIsNavbarVisible(true);
        return;
      }
      if (isFocusedAnchor.current) {
        isFocusedAnchor.current = false;
        return;
      }
      const lastScrollTop = lastPosition ? lastPosition.scrollY : undefined;
      const documentHeight =
        document.documentElement.scrollHeight - navbarHeight.current;
      const windowHeight = window.innerHeight;
      if (lastScrollTop && scrollTop >= lastScrollTop) {
        setIsNavbarVisible(false);
      } else if (scrollTop + windowHeight < documentHeight) {
        setIsNavbarVisible(true);
      }
    },
    [hideOnScroll],
  );

  useLocationChange((locationChangeEvent) => {
    if (!hideOnScroll) {
      return;
    }
    // Scrolling to an element of the page (URL hash) must not bring the navbar back.
    const {hash} = locationChangeEvent.location;
    if (hash && document.getElementById(decodeURIComponent(hash.substring(1)))) {
      isFocusedAnchor.current = true;
      setIsNavbarVisible(false);
      return;
    }
    setIsNavbarVisible(true);
  });

  return {navbarRef, isNavbarVisible};
}
