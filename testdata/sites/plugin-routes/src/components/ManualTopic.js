import React from 'react';
import Head from '@docusaurus/Head';

// A page of the manual: the route's own attribute names its topic.
export default function ManualTopic({ route }) {
  const title = route.topic === 'sharpening' ? 'Sharpening' : 'Storage';
  return (
    <div className="col">
      <Head>
        <title>{title}</title>
      </Head>
      <article>
        <div className="markdown">
          <h1>{title}</h1>
          <p>How to look after the tools: {route.topic}.</p>
        </div>
      </article>
    </div>
  );
}
