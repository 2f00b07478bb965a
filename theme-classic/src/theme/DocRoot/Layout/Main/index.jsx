import React from 'react';
import clsx from 'clsx';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import './styles.css';

export default function DocRootLayoutMain({hiddenSidebarContainer, children}) {
  const sidebar = useDocsSidebar();
  return (
    <main
      className={clsx(
        'docMainContainer_TBSr',
        (hiddenSidebarContainer || !sidebar) && 'docMainContainerEnhanced_lQrH',
      )}>
      <div
        className={clsx(
          'container padding-top--md padding-bottom--lg',
          hiddenSidebarContainer && 'docItemWrapperEnhanced_JWYK',
        )}>
        {children}
      </div>
    </main>
  );
}
