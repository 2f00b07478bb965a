import {useCallback} from 'react';
import useDocusaurusContext from './useDocusaurusContext.jsx';
import {addBaseUrl as prependBaseUrl} from '../../theme-common/utils/pathUtils.js';

// addBaseUrl({siteUrl, baseUrl, url, options}): Docusaurus's form of withBaseUrl, outside React.
export function addBaseUrl({siteUrl, baseUrl, url, options}) {
  return prependBaseUrl(siteUrl, baseUrl, url, options);
}

export function useBaseUrlUtils() {
  const {
    siteConfig: {baseUrl = '/', url: siteUrl = ''},
  } = useDocusaurusContext();
  const withBaseUrl = useCallback(
    (url, options) => prependBaseUrl(siteUrl, baseUrl, url, options),
    [siteUrl, baseUrl],
  );
  return {withBaseUrl};
}

// Prepends siteConfig.baseUrl to a site-relative url.
export default function useBaseUrl(url, options = {}) {
  const {withBaseUrl} = useBaseUrlUtils();
  return withBaseUrl(url, options);
}
