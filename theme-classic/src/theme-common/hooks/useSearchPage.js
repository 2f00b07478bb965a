import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';
import {useQueryString} from '../utils/historyUtils.js';

// The search page's query, ?q=, and its setter.
export function useSearchQueryString() {
  return useQueryString('q');
}

// A function from a query to the search page's URL showing its results.
export function useSearchLinkCreator() {
  const {
    siteConfig: {baseUrl = '/'},
  } = useDocusaurusContext();
  return (searchValue) => `${baseUrl}search?q=${encodeURIComponent(searchValue)}`;
}
