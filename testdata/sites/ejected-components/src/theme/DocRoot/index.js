// Ejected DocRoot, edited: a line above the doc naming its sidebar and how many items the
// sidebar has at its top level, from useDocRootMetadata.
import React from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {DocsSidebarProvider, useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import DocRootLayout from '@theme/DocRoot/Layout';
import NotFoundContent from '@theme/NotFound/Content';

export default function DocRoot(props) {
  const metadata = useDocRootMetadata(props);
  if (!metadata) {
    return <NotFoundContent />;
  }
  const {docElement, sidebarName, sidebarItems} = metadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage, 'ejected-doc-root')}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>
          <p className="doc-root-facts">
            Sidebar {sidebarName ?? 'none'} with {sidebarItems?.length ?? 0} items
          </p>
          {docElement}
        </DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
