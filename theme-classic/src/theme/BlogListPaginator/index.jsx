import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import PaginatorNavLink from '@theme/PaginatorNavLink';

// Newer and older entries of a paginated post list.
export default function BlogListPaginator({metadata}) {
  const {previousPage, nextPage} = metadata;
  return (
    <nav
      className="pagination-nav"
      aria-label={translate({id: 'theme.blog.paginator.navAriaLabel', message: 'Blog list page navigation'})}>
      {previousPage && (
        <PaginatorNavLink
          permalink={previousPage}
          title={<Translate id="theme.blog.paginator.newerEntries">Newer entries</Translate>}
        />
      )}
      {nextPage && (
        <PaginatorNavLink
          permalink={nextPage}
          title={<Translate id="theme.blog.paginator.olderEntries">Older entries</Translate>}
          isNext
        />
      )}
    </nav>
  );
}
