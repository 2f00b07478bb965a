import React from 'react';
import Layout from '@theme/Layout';

export default function Team() {
  return (
    <Layout title="Team">
      <main className="container margin-vert--lg">
        <h1>The team</h1>
        <p>A folder index page becomes /team/.</p>
      </main>
    </Layout>
  );
}
