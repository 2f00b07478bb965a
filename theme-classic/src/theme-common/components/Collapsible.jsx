import React, {useCallback, useRef, useState} from 'react';
import {useIsomorphicLayoutEffect} from '../utils/reactUtils.jsx';

// Collapse state, with an initial value (or initializer function).
export function useCollapsible({initialState}) {
  const [collapsed, setCollapsed] = useState(initialState ?? false);
  const toggleCollapsed = useCallback(() => {
    setCollapsed((expanded) => !expanded);
  }, []);
  return {collapsed, setCollapsed, toggleCollapsed};
}

const CollapsedStyles = {display: 'none', overflow: 'hidden', height: '0px'};
const ExpandedStyles = {display: 'block', overflow: 'visible', height: 'auto'};

function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' &&
    !!window.matchMedia &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function getAutoHeightDuration(height) {
  if (prefersReducedMotion()) {
    return 1;
  }
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

// The same inline styles are rendered on the server and in the browser (so
// hydration matches); expanding/collapsing is animated by writing el.style
// directly from a layout effect.
function useCollapseAnimation({collapsibleRef, collapsed}) {
  const mounted = useRef(false);
  useIsomorphicLayoutEffect(() => {
    const el = collapsibleRef.current;
    if (!el) {
      return undefined;
    }
    if (!mounted.current) {
      mounted.current = true;
      return undefined;
    }
    const startHeight = collapsed ? el.scrollHeight : 0;
    const duration = getAutoHeightDuration(el.scrollHeight);
    el.style.display = 'block';
    el.style.overflow = 'hidden';
    el.style.height = `${startHeight}px`;
    el.style.willChange = 'height';
    el.style.transition = `height ${duration}ms ease-in-out`;
    let frame = window.requestAnimationFrame(() => {
      frame = window.requestAnimationFrame(() => {
        el.style.height = collapsed ? '0px' : `${el.scrollHeight}px`;
      });
    });
    const finish = () => {
      el.style.willChange = '';
      el.style.transition = '';
      const final = collapsed ? CollapsedStyles : ExpandedStyles;
      Object.keys(final).forEach((key) => {
        el.style[key] = final[key];
      });
    };
    const onEnd = (e) => {
      if (e.target === el && e.propertyName === 'height') {
        finish();
        el.removeEventListener('transitionend', onEnd);
      }
    };
    el.addEventListener('transitionend', onEnd);
    const fallback = window.setTimeout(finish, duration + 100);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(fallback);
      el.removeEventListener('transitionend', onEnd);
    };
  }, [collapsed, collapsibleRef]);
}

function CollapsibleBase({
  as: As = 'div',
  collapsed,
  children,
  className,
  onCollapseTransitionEnd,
  disableSSRStyle,
}) {
  const collapsibleRef = useRef(null);
  useCollapseAnimation({collapsibleRef, collapsed});
  return (
    <As
      ref={collapsibleRef}
      style={disableSSRStyle ? undefined : collapsed ? CollapsedStyles : ExpandedStyles}
      onTransitionEnd={(e) => {
        if (e.propertyName !== 'height') {
          return;
        }
        if (onCollapseTransitionEnd) {
          onCollapseTransitionEnd(collapsed);
        }
      }}
      className={className}>
      {children}
    </As>
  );
}

// Collapsed lazy content is not rendered at all until first expanded.
function CollapsibleLazy({collapsed, ...props}) {
  const [mounted, setMounted] = useState(!collapsed);
  const [lazyCollapsed, setLazyCollapsed] = useState(collapsed);
  useIsomorphicLayoutEffect(() => {
    if (!collapsed) {
      setMounted(true);
    }
  }, [collapsed]);
  useIsomorphicLayoutEffect(() => {
    if (mounted) {
      setLazyCollapsed(collapsed);
    }
  }, [mounted, collapsed]);
  return mounted ? <CollapsibleBase {...props} collapsed={lazyCollapsed} /> : null;
}

export function Collapsible({lazy, ...props}) {
  const Comp = lazy ? CollapsibleLazy : CollapsibleBase;
  return <Comp {...props} />;
}

export {prefersReducedMotion};
