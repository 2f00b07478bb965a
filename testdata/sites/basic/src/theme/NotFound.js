// A swizzled not-found page. With the docs at the site root, Docusaurus's docs routes catch
// 404.html, so this component is not what that page shows.
import React from 'react';
import Layout from '@theme/Layout';

export default function NotFound() {
  return (
    <Layout title="Lost">
      <main className="container">
        <h1>Nothing lives at this address</h1>
      </main>
    </Layout>
  );
}
