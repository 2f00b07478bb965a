import React from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

// Title, description and the Open Graph article facts of a post.
export default function BlogPostPageMetadata() {
  const {assets, metadata} = useBlogPost();
  const {title, description, date, tags, authors, frontMatter} = metadata;
  const image = assets.image ?? frontMatter.image;
  const authorURLs = authors.map((author) => author.url).filter(Boolean);
  return (
    <PageMetadata
      title={frontMatter.title_meta ?? title}
      description={description}
      keywords={frontMatter.keywords}
      image={image}>
      <meta property="og:type" content="article" />
      <meta property="article:published_time" content={date} />
      {authorURLs.length > 0 && <meta property="article:author" content={authorURLs.join(',')} />}
      {tags.length > 0 && <meta property="article:tag" content={tags.map((tag) => tag.label).join(',')} />}
    </PageMetadata>
  );
}
