import React from 'react';
import Layout from '@theme/Layout';

type Props = {readonly items?: string[]};

function List({items = ['one', 'two']}: Props) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export default function Typed(): JSX.Element {
  return (
    <Layout title="Typed" description="A TypeScript page">
      <main className="container margin-vert--lg">
        <h1>Typed page</h1>
        <List />
      </main>
    </Layout>
  );
}
