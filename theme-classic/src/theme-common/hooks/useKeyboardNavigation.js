import {useEffect} from 'react';

// Body class set (server side too) so focus outlines show for keyboard users
// only: removed on mouse use, restored on Tab.
export const keyboardFocusedClassName = 'navigation-with-keyboard';

export function useKeyboardNavigation() {
  useEffect(() => {
    function handleOutlineStyles(e) {
      if (e.type === 'keydown' && e.key === 'Tab') {
        document.body.classList.add(keyboardFocusedClassName);
      }
      if (e.type === 'mousedown') {
        document.body.classList.remove(keyboardFocusedClassName);
      }
    }
    document.addEventListener('keydown', handleOutlineStyles);
    document.addEventListener('mousedown', handleOutlineStyles);
    return () => {
      document.body.classList.remove(keyboardFocusedClassName);
      document.removeEventListener('keydown', handleOutlineStyles);
      document.removeEventListener('mousedown', handleOutlineStyles);
    };
  }, []);
}
