import React from 'react';
import BlogLayout from '@theme/BlogLayout';
import Author from '@theme/Blog/Components/Author';
import SearchMetadata from '@theme/SearchMetadata';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {translateBlogAuthorsListPageTitle} from '@docusaurus/theme-common/internal';
import './styles.css';

// The authors of authors.yml with their numbers of posts.
export default function BlogAuthorsListPage({authors, sidebar}) {
  const title = translateBlogAuthorsListPageTitle();
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogAuthorsListPage)}>
      <PageMetadata title={title} />
      <SearchMetadata tag="blog_authors_list" />
      <BlogLayout sidebar={sidebar}>
        <Heading as="h1">{title}</Heading>
        <section className="margin-vert--lg">
          <ul>
            {authors.map((author) => (
              <li key={author.key} className="authorListItem_EKye">
                <Author as="h2" author={author} count={author.count} />
              </li>
            ))}
          </ul>
        </section>
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
