import React from 'react';
import DocRootLayout from '@theme/DocRoot/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import renderRoutes, {matchRoute} from '@docusaurus/renderRoutes';
import {useLocation} from '@docusaurus/router';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {useDocsVersion, DocsSidebarProvider} from '@docusaurus/plugin-content-docs/client';

// The doc page of a route a plugin added: the nested route that matches the location, with the
// sidebar its `sidebar` attribute names in the version's docsSidebars, as Docusaurus's DocRoot.
function useRouteDoc(route) {
  const {pathname} = useLocation();
  const version = useDocsVersion();
  if (!route) {
    return null;
  }
  const found = matchRoute(route.routes, pathname);
  if (!found) {
    return {notFound: true};
  }
  const sidebarName = found.route.sidebar;
  const sidebars = version.docsSidebars || {};
  return {sidebarName, sidebarItems: sidebarName ? sidebars[sidebarName] : undefined, element: renderRoutes(route.routes)};
}

export default function DocRoot({content, children, route}) {
  const routeDoc = useRouteDoc(route);
  if (routeDoc && routeDoc.notFound) {
    return <NotFoundContent />;
  }
  if (routeDoc) {
    children = routeDoc.element;
  }
  const sidebarName = routeDoc ? routeDoc.sidebarName : content.metadata ? content.metadata.sidebar : undefined;
  const sidebarItems = routeDoc ? routeDoc.sidebarItems : content.sidebar;
  return (
    <HtmlClassNameProvider className={ThemeClassNames.page.docsDocPage}>
      <DocsSidebarProvider name={sidebarName || (sidebarItems ? 'sidebar' : undefined)} items={sidebarItems}>
        <DocRootLayout>{children}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
