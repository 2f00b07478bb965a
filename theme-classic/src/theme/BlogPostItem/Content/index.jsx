import React from 'react';
import MDXContent from '@theme/MDXContent';
import {useBlogPost} from '../../../theme-common/contexts/blogPost.jsx';
import clsx from '../../../theme-common/utils/clsx.js';

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
