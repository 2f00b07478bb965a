import React from 'react';
import Head from '@docusaurus/Head';
import {useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';

// The post's schema.org BlogPosting, for search engines.
export default function BlogPostPageStructuredData() {
  const structuredData = useBlogPostStructuredData();
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
    </Head>
  );
}
