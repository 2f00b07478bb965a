import React, {createContext, useContext, useMemo} from 'react';
import useRouteContext from '../../client/exports/useRouteContext.jsx';
import {ReactContextError} from '../utils/reactUtils.jsx';

// The blog post being rendered: a post page, or one post of a list.
const Context = createContext(null);

export function BlogPostProvider({children, content, isBlogPostPage = false}) {
  const value = useMemo(
    () => ({
      metadata: content.metadata,
      frontMatter: content.frontMatter,
      assets: content.assets,
      toc: content.toc,
      isBlogPostPage,
    }),
    [content, isBlogPostPage],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useBlogPost() {
  const blogPost = useContext(Context);
  if (blogPost === null) {
    throw new ReactContextError('BlogPostProvider');
  }
  return blogPost;
}

// {blogBasePath, blogTitle, authorsListPath} of the blog owning the route.
export function useBlogMetadata() {
  const routeContext = useRouteContext();
  const blogMetadata = routeContext?.data?.blogMetadata;
  if (!blogMetadata) {
    throw new Error(
      "useBlogMetadata() can't be called on the current route because the blog metadata could not be found in route context",
    );
  }
  return blogMetadata;
}
