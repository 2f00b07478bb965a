import {useCallback} from 'react';
import useDocusaurusContext from './useDocusaurusContext.jsx';
import {addBaseUrl} from '../../theme-common/utils/pathUtils.js';

export function useBaseUrlUtils() {
  const {
    siteConfig: {baseUrl = '/', url: siteUrl = ''},
  } = useDocusaurusContext();
  const withBaseUrl = useCallback(
    (url, options) => addBaseUrl(siteUrl, baseUrl, url, options),
    [siteUrl, baseUrl],
  );
  return {withBaseUrl};
}

// Prepends siteConfig.baseUrl to a site-relative url.
export default function useBaseUrl(url, options = {}) {
  const {withBaseUrl} = useBaseUrlUtils();
  return withBaseUrl(url, options);
}
