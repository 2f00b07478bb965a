import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';
import {useQueryString} from '../utils/historyUtils.js';

// The search page's query, ?q=, and its setter.
export function useSearchQueryString() {
  return useQueryString('q');
}

// A function from a query to the search page's URL showing its results: the Algolia theme's
// searchPagePath when the site configures one, else gosaurus's search page.
export function useSearchLinkCreator() {
  const {
    siteConfig: {baseUrl = '/', themeConfig},
  } = useDocusaurusContext();
  const page = themeConfig.algolia?.searchPagePath || 'search';
  return (searchValue) => `${baseUrl}${page}?q=${encodeURIComponent(searchValue)}`;
}
