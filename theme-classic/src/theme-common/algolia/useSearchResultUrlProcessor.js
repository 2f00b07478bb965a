import {useCallback} from 'react';
import {useBaseUrlUtils} from '../../client/exports/useBaseUrl.jsx';
import {isRegexpStringMatch} from '../utils/regexpUtils.js';
import {useAlgoliaThemeConfig} from './useAlgoliaThemeConfig.js';

// A hit's URL as a link of this site: a URL matching externalUrlRegex is left as it is; any
// other becomes its path and hash under the base URL (with replaceSearchResultPathname
// applied), so that following it is a client-side move even when the index was crawled on
// another host.
export function useSearchResultUrlProcessor() {
  const {withBaseUrl} = useBaseUrlUtils();
  const {externalUrlRegex, replaceSearchResultPathname: replace} = useAlgoliaThemeConfig().algolia;
  return useCallback(
    (url) => {
      const parsed = new URL(url);
      if (isRegexpStringMatch(externalUrlRegex, parsed.href)) {
        return url;
      }
      let path = parsed.pathname + parsed.hash;
      if (replace) {
        path = path.replace(new RegExp(replace.from, 'g'), replace.to);
      }
      return withBaseUrl(path);
    },
    [withBaseUrl, externalUrlRegex, replace],
  );
}
