export const DEFAULT_SEARCH_TAG = 'default';

export function docVersionSearchTag(pluginId, versionName) {
  return `docs-${pluginId}-${versionName}`;
}
