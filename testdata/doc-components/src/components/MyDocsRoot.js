import React from 'react';
import Layout from '@theme/Layout';
import renderRoutes from '@docusaurus/renderRoutes';

export default function MyDocsRoot(props) {
  return (
    <Layout>
      <div className="my-docs-root" data-url={props.match.url}>
        {renderRoutes(props.route.routes)}
      </div>
    </Layout>
  );
}
