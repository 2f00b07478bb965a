import React from 'react';
import Head from '@docusaurus/Head';
import SearchMetadata from '@theme/SearchMetadata';
import renderRoutes from '@docusaurus/renderRoutes';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {docVersionSearchTag} from '@docusaurus/theme-common/internal';
import {DocsVersionProvider} from '@docusaurus/plugin-content-docs/client';

// The version's pages in its metadata (version: {pluginId, version, label, banner, badge,
// noIndex, className, isLast, docs}, and docsSidebars from a route a plugin added): the docs
// plugin's routes pass the page as children, a route a plugin added its nested routes.
export default function DocVersionRoot({children, version, route}) {
  if (route && children === undefined) {
    children = renderRoutes(route.routes);
  }
  return (
    <>
      <SearchMetadata
        version={version.version}
        tag={docVersionSearchTag(version.pluginId, version.version)}
      />
      {version.noIndex && (
        <Head>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
      )}
      <HtmlClassNameProvider className={version.className}>
        <DocsVersionProvider version={version}>{children}</DocsVersionProvider>
      </HtmlClassNameProvider>
    </>
  );
}
