import {useEffect, useRef} from 'react';

function isEditable(el) {
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

// Calls onShortcut on Ctrl+K / Cmd+K anywhere, and on "/" outside text fields (where it is
// text), the keys documentation sites use to jump to search.
export function useSearchShortcut(onShortcut) {
  const callback = useRef(onShortcut);
  callback.current = onShortcut;
  useEffect(() => {
    const onKeyDown = (event) => {
      if (event.defaultPrevented || event.isComposing) {
        return;
      }
      const commandK =
        (event.key === 'k' || event.key === 'K') &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey;
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
      if (commandK || slash) {
        event.preventDefault();
        callback.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
