import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';
import {DEFAULT_SEARCH_TAG, useDocsContextualSearchTags} from '../utils/searchUtils.js';

// The facet filters of a search from this page, as DocSearch's crawler tags records: the
// page's language, and any of the site-wide tag or the docs versions being read (an inner
// array is an OR).
export function useAlgoliaContextualFacetFilters() {
  const {currentLocale} = useDocusaurusContext().i18n;
  const tags = [DEFAULT_SEARCH_TAG, ...useDocsContextualSearchTags()];
  return [`language:${currentLocale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}
