import React from 'react';
import Layout from '@theme/Layout';

export default function CatalogNote({ note, tools, route }) {
  return (
    <Layout title="Catalog note">
      <main className="container margin-vert--lg">
        <article>
          <h1>Catalog note</h1>
          <p>{note}</p>
          <p>
            {tools.length} tools, at {route.path}.
          </p>
        </article>
      </main>
    </Layout>
  );
}
