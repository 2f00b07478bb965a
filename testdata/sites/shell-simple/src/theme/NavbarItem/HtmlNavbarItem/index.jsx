import React, {useEffect, useState} from 'react';
import OriginalHtmlNavbarItem from '@theme-original/NavbarItem/HtmlNavbarItem';

// Fixture: html navbar items throw while rendering once a [data-crash-navbar] button is
// clicked, so the browser tests can reach the app-level crash screen.
export default function HtmlNavbarItem(props) {
  const [crashed, setCrashed] = useState(false);
  useEffect(() => {
    const onClick = (e) => {
      if (e.target instanceof Element && e.target.closest('[data-crash-navbar]')) {
        setCrashed(true);
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  if (crashed) {
    throw new Error('Simulated navbar item failure');
  }
  return <OriginalHtmlNavbarItem {...props} />;
}
