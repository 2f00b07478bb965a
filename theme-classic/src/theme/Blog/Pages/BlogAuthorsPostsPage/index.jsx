import React from 'react';
import Link from '@docusaurus/Link';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import Author from '@theme/Blog/Components/Author';
import SearchMetadata from '@theme/SearchMetadata';
import clsx from 'clsx';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {
  BlogAuthorNoPostsLabel,
  BlogAuthorsListViewAllLabel,
  useBlogAuthorPageTitle,
} from '@docusaurus/theme-common/internal';
import {useBlogMetadata} from '@docusaurus/plugin-content-blog/client';

// An author's page: who they are, then their posts.
export default function BlogAuthorsPostsPage({author, items, sidebar, listMetadata}) {
  const title = useBlogAuthorPageTitle(author);
  const {authorsListPath} = useBlogMetadata();
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogAuthorsPostsPage)}>
      <PageMetadata title={title} />
      <SearchMetadata tag="blog_authors_posts" />
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--xl">
          <Author as="h1" author={author} />
          {author.description && <p>{author.description}</p>}
          <Link href={authorsListPath}>
            <BlogAuthorsListViewAllLabel />
          </Link>
        </header>
        {items.length === 0 ? (
          <p>
            <BlogAuthorNoPostsLabel />
          </p>
        ) : (
          <>
            <hr />
            <BlogPostItems items={items} />
            <BlogListPaginator metadata={listMetadata} />
          </>
        )}
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
