import React from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';

// One tool: its data module as the `tool` prop, the route's extra attribute `shelf`.
export default function CatalogTool({ tool, route }) {
  return (
    <article>
      <Head>
        <title>{tool.name}</title>
      </Head>
      <h1>{tool.name}</h1>
      <p>{tool.use}</p>
      <p>
        Shelf: {route.shelf}. <Link to="/catalog">Back to the catalog</Link>
      </p>
    </article>
  );
}
