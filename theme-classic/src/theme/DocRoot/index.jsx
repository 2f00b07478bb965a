import React from 'react';
import DocRootLayout from '@theme/DocRoot/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {DocsSidebarProvider, useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';

// A docs page: the doc at the location in its sidebar's layout, or the not-found content
// (without a second layout) where the docs have no doc there.
export default function DocRoot(props) {
  const metadata = useDocRootMetadata(props);
  if (!metadata) {
    return <NotFoundContent />;
  }
  const {docElement, sidebarName, sidebarItems} = metadata;
  return (
    <HtmlClassNameProvider className={ThemeClassNames.page.docsDocPage}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
