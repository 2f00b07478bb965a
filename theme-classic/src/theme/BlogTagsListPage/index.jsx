import React from 'react';
import BlogLayout from '@theme/BlogLayout';
import TagsListByLetter from '@theme/TagsListByLetter';
import SearchMetadata from '@theme/SearchMetadata';
import Heading from '@theme/Heading';
import {PageMetadata, HtmlClassNameProvider} from '../../theme-common/utils/metadataUtils.jsx';
import {ThemeClassNames} from '../../theme-common/utils/ThemeClassNames.js';
import {translateTagsPageTitle} from '../../theme-common/utils/blogUtils.jsx';
import clsx from '../../theme-common/utils/clsx.js';

// Every tag of the blog, by letter.
export default function BlogTagsListPage({tags, sidebar}) {
  const title = translateTagsPageTitle();
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagsListPage)}>
      <PageMetadata title={title} />
      <SearchMetadata tag="blog_tags_list" />
      <BlogLayout sidebar={sidebar}>
        <Heading as="h1">{title}</Heading>
        <TagsListByLetter tags={tags} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
