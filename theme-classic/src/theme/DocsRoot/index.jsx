import React from 'react';
import Layout from '@theme/Layout';
import renderRoutes from '@docusaurus/renderRoutes';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';

// The docs plugin's pages pass children (and a route of them); a plugin that adds docs-like
// routes (addRoute with component '@theme/DocsRoot') passes its nested routes, as
// Docusaurus's DocsRoot renders them.
export default function DocsRoot({children, route}) {
  return (
    <HtmlClassNameProvider className={ThemeClassNames.wrapper.docsPages}>
      <Layout>{route && children === undefined ? renderRoutes(route.routes) : children}</Layout>
    </HtmlClassNameProvider>
  );
}
