import React from 'react';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

// One post: in full on its page, as an excerpt in lists (with a bottom margin).
export default function BlogPostItem({children, className}) {
  const {isBlogPostPage} = useBlogPost();
  return (
    <BlogPostItemContainer className={clsx(!isBlogPostPage ? 'margin-bottom--xl' : undefined, className)}>
      <BlogPostItemHeader />
      <BlogPostItemContent>{children}</BlogPostItemContent>
      <BlogPostItemFooter />
    </BlogPostItemContainer>
  );
}
