import React from 'react';
import MDXContent from '@theme/MDXContent';
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

// The id lets the feeds find a post's content in its page.
export const blogPostContainerID = '__blog-post-container';

export default function BlogPostItemContent({children, className}) {
  const {isBlogPostPage} = useBlogPost();
  return (
    <div id={isBlogPostPage ? blogPostContainerID : undefined} className={clsx('markdown', className)}>
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
