import React from 'react';
import Link from '@docusaurus/Link';

export default function CatalogIndex({ tools }) {
  return (
    <article>
      <h1>All tools</h1>
      <ul>
        {tools.map((t) => (
          <li key={t.slug}>
            <Link to={`/catalog/${t.slug}`}>{t.name}</Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
