import React from 'react';
import BlogPostItem from '@theme/BlogPostItem';
import {BlogPostProvider} from '@docusaurus/plugin-content-blog/client';

// The posts of a list page, each with its excerpt.
export default function BlogPostItems({items, component: BlogPostItemComponent = BlogPostItem}) {
  return (
    <>
      {items.map(({content: BlogPostContent}) => (
        <BlogPostProvider key={BlogPostContent.metadata.permalink} content={BlogPostContent}>
          <BlogPostItemComponent>
            <BlogPostContent />
          </BlogPostItemComponent>
        </BlogPostProvider>
      ))}
    </>
  );
}
