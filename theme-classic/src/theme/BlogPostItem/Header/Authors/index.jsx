import React from 'react';
import BlogAuthor from '@theme/Blog/Components/Author';
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import './styles.css';

// The post's authors: a row of names, or of pictures when none has a name.
export default function BlogPostItemHeaderAuthors({className}) {
  const {
    metadata: {authors},
    assets,
  } = useBlogPost();
  if (authors.length === 0) {
    return null;
  }
  const imageOnly = authors.every(({name}) => !name);
  const singleAuthor = authors.length === 1;
  return (
    <div
      className={clsx('margin-top--md margin-bottom--sm', imageOnly ? 'imageOnlyAuthorRow_pQgd' : 'row', className)}>
      {authors.map((author, idx) => (
        <div
          className={clsx(
            !imageOnly && (singleAuthor ? 'col col--12' : 'col col--6'),
            imageOnly ? 'imageOnlyAuthorCol_G86a' : 'authorCol_q_iI',
          )}
          key={idx}>
          <BlogAuthor author={{...author, imageURL: assets.authorsImageUrls[idx] ?? author.imageURL}} />
        </div>
      ))}
    </div>
  );
}
