import React from 'react';
import Layout from '@theme/Layout';
import {usePluginData} from '@docusaurus/useGlobalData';

// The route docs-index adds: its docs module is the list loadContent read.
export default function DocsIndex({docs}) {
  const {count, label} = usePluginData('docs-index');
  return (
    <Layout title={label}>
      <main className="container">
        <h1>{label}</h1>
        <p>{count} docs</p>
        <ul>
          {docs.map((d) => (
            <li key={d.name}>{d.title}</li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
