import React from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}) {
  return (
    <Link
      aria-label={translate({id: 'theme.blog.post.readMoreLabel', message: 'Read more about {title}'}, {title: blogPostTitle})}
      {...linkProps}>
      <b>
        <Translate id="theme.blog.post.readMore">Read more</Translate>
      </b>
    </Link>
  );
}
