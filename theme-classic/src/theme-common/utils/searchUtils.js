import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';
import {useLocation} from '../../client/exports/router.jsx';
import {useAllDocsData, getActiveVersion, getLatestVersion} from '../docs/docsUtils.js';
import {useDocsPreferredVersionByPluginId} from '../contexts/docsPreferredVersion.jsx';

export const DEFAULT_SEARCH_TAG = 'default';

export function docVersionSearchTag(pluginId, versionName) {
  return `docs-${pluginId}-${versionName}`;
}

// The search tag of each docs plugin's version that a search from this page should cover: the
// version being browsed, else the one the reader picked, else the latest.
export function useDocsContextualSearchTags() {
  const allDocsData = useAllDocsData();
  const preferred = useDocsPreferredVersionByPluginId();
  const {pathname} = useLocation();
  return Object.keys(allDocsData).map((pluginId) => {
    const data = allDocsData[pluginId];
    const version = getActiveVersion(data, pathname) ?? preferred[pluginId] ?? getLatestVersion(data);
    return docVersionSearchTag(pluginId, version.name);
  });
}

// {locale, tags} for a search from this page (the site-wide tag and the docs versions').
export function useContextualSearchFilters() {
  const {i18n} = useDocusaurusContext();
  const tags = useDocsContextualSearchTags();
  return {locale: i18n.currentLocale, tags: [DEFAULT_SEARCH_TAG, ...tags]};
}
