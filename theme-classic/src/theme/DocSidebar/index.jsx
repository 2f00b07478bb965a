import React from 'react';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import {useWindowSize} from '@docusaurus/theme-common';

// Desktop sidebar on the server and wide screens; on small screens the
// sidebar goes into the navbar's mobile menu.
export default function DocSidebar(props) {
  const windowSize = useWindowSize();
  const shouldRenderSidebarDesktop = windowSize === 'desktop' || windowSize === 'ssr';
  const shouldRenderSidebarMobile = windowSize === 'mobile';
  return (
    <>
      {shouldRenderSidebarDesktop && <DocSidebarDesktop {...props} />}
      {shouldRenderSidebarMobile && <DocSidebarMobile {...props} />}
    </>
  );
}
