import React from 'react';
import Layout from '@theme/Layout';
import renderRoutes from '@docusaurus/renderRoutes';
import useRouteContext from '@docusaurus/useRouteContext';

// The layout route: the heading from its module, then the nested route that matches.
export default function CatalogLayout({ options, route }) {
  const { plugin } = useRouteContext();
  return (
    <Layout title={options.heading}>
      <main className="container margin-vert--lg">
        <p className="catalog-plugin">
          {options.heading} ({plugin.name}, {route.routes.length} routes)
        </p>
        {renderRoutes(route.routes)}
      </main>
    </Layout>
  );
}
