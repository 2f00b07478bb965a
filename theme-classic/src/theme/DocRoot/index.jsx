import React from 'react';
import DocRootLayout from '@theme/DocRoot/Layout';
import {HtmlClassNameProvider} from '../../theme-common/utils/metadataUtils.jsx';
import {ThemeClassNames} from '../../theme-common/utils/ThemeClassNames.js';
import {DocsSidebarProvider} from '../../theme-common/contexts/docsSidebar.jsx';

export default function DocRoot({content, children}) {
  const sidebarName = content.metadata ? content.metadata.sidebar : undefined;
  const sidebarItems = content.sidebar;
  return (
    <HtmlClassNameProvider className={ThemeClassNames.page.docsDocPage}>
      <DocsSidebarProvider name={sidebarName || (sidebarItems ? 'sidebar' : undefined)} items={sidebarItems}>
        <DocRootLayout>{children}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
