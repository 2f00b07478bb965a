import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import PaginatorNavLink from '@theme/PaginatorNavLink';

// The newer and the older post, below a post.
export default function BlogPostPaginator({nextItem, prevItem}) {
  return (
    <nav
      className="pagination-nav docusaurus-mt-lg"
      aria-label={translate({id: 'theme.blog.post.paginator.navAriaLabel', message: 'Blog post page navigation'})}>
      {prevItem && (
        <PaginatorNavLink
          {...prevItem}
          subLabel={<Translate id="theme.blog.post.paginator.newerPost">Newer post</Translate>}
        />
      )}
      {nextItem && (
        <PaginatorNavLink
          {...nextItem}
          subLabel={<Translate id="theme.blog.post.paginator.olderPost">Older post</Translate>}
          isNext
        />
      )}
    </nav>
  );
}
