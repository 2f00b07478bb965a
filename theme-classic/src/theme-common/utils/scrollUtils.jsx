import React, {createContext, useCallback, useContext, useEffect, useMemo, useRef} from 'react';
import {ReactContextError, useEvent, useIsomorphicLayoutEffect} from './reactUtils.jsx';

const ScrollControllerContext = createContext(undefined);

// Lets a component scroll the page without its scroll events counting (the navbar that hides
// on scroll, the back-to-top button): disableScrollEvents(), scroll, enableScrollEvents().
export function ScrollControllerProvider({children}) {
  const scrollEventsEnabledRef = useRef(true);
  const value = useMemo(
    () => ({
      scrollEventsEnabledRef,
      enableScrollEvents: () => {
        scrollEventsEnabledRef.current = true;
      },
      disableScrollEvents: () => {
        scrollEventsEnabledRef.current = false;
      },
    }),
    [],
  );
  return <ScrollControllerContext.Provider value={value}>{children}</ScrollControllerContext.Provider>;
}

export function useScrollController() {
  const context = useContext(ScrollControllerContext);
  if (context == null) {
    throw new ReactContextError('ScrollControllerProvider');
  }
  return context;
}

function getScrollPosition() {
  return {scrollX: window.pageXOffset, scrollY: window.pageYOffset};
}

// Calls effect(position, lastPosition) on every scroll, but while the scroll controller has
// scroll events disabled.
export function useScrollPosition(effect, deps = []) {
  const controller = useContext(ScrollControllerContext);
  const lastPosition = useRef(null);
  const dynamicEffect = useEvent(effect);
  useEffect(() => {
    const handleScroll = () => {
      if (controller && !controller.scrollEventsEnabledRef.current) {
        return;
      }
      const currentPosition = getScrollPosition();
      dynamicEffect(currentPosition, lastPosition.current);
      lastPosition.current = currentPosition;
    };
    const opts = {passive: true};
    handleScroll();
    window.addEventListener('scroll', handleScroll, opts);
    return () => window.removeEventListener('scroll', handleScroll, opts);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dynamicEffect, controller, ...deps]);
}

// Smooth scrolls to a vertical position, cancellable.
export function useSmoothScrollTo() {
  const frame = useRef(null);
  const supportsNativeSmoothScrolling =
    typeof document !== 'undefined' &&
    'scrollBehavior' in document.documentElement.style;
  return {
    startScroll: (top) => {
      if (supportsNativeSmoothScrolling) {
        window.scrollTo({top, behavior: 'smooth'});
        return;
      }
      const step = () => {
        const current = document.documentElement.scrollTop;
        if ((top > current && current < top) || (top < current && current > top)) {
          window.scrollTo(0, Math.floor((current - top) * 0.85) + top);
          frame.current = window.requestAnimationFrame(step);
        }
      };
      step();
    },
    cancelScroll: () => {
      if (frame.current !== null) {
        window.cancelAnimationFrame(frame.current);
        frame.current = null;
      }
    },
  };
}

// useScrollPositionBlocker keeps an element where it is on screen across the next render, even
// when content above it grows or shrinks (a tab switch that syncs other tab groups, say).
export function useScrollPositionBlocker() {
  const pending = useRef(null);
  const blockElementScrollPositionUntilNextRender = useCallback((el) => {
    pending.current = {el, top: el.getBoundingClientRect().top};
  }, []);
  useIsomorphicLayoutEffect(() => {
    if (!pending.current) {
      return;
    }
    const {el, top} = pending.current;
    pending.current = null;
    const delta = el.getBoundingClientRect().top - top;
    if (delta) {
      window.scrollBy({left: 0, top: delta});
    }
  });
  return {blockElementScrollPositionUntilNextRender};
}
