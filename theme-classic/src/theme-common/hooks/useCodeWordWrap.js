import {startTransition, useCallback, useEffect, useRef, useState} from 'react';
import {runWhenIdle} from '../utils/idleUtils.js';

// State of the code block "word wrap" toggle.
export function useCodeWordWrap() {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef(null);

  const toggle = useCallback(() => {
    const codeElement = codeBlockRef.current && codeBlockRef.current.querySelector('code');
    if (!codeElement) {
      return;
    }
    if (isEnabled) {
      codeElement.removeAttribute('style');
    } else {
      codeElement.style.whiteSpace = 'pre-wrap';
      codeElement.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  const updateCodeIsScrollable = useCallback(() => {
    const el = codeBlockRef.current;
    if (!el) {
      return;
    }
    const {scrollWidth, clientWidth} = el;
    const code = el.querySelector('code');
    const isScrollable =
      scrollWidth > clientWidth || (!!code && code.hasAttribute('style'));
    startTransition(() => setIsCodeScrollable(isScrollable));
  }, []);

  // Measured when idle: reading the widths right after a render forces a layout, once per
  // code block of the page.
  useEffect(() => runWhenIdle(updateCodeIsScrollable), [isEnabled, updateCodeIsScrollable]);

  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    return () => window.removeEventListener('resize', updateCodeIsScrollable);
  }, [updateCodeIsScrollable]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
