import {useMemo} from 'react';
import {useLocation} from '@docusaurus/router';
import {
  getActivePlugin,
  getActiveVersion,
  getLatestVersion,
} from '@docusaurus/theme-common/internal';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';

// The version metadata of a docs page, DocVersionRoot's `version` prop as Docusaurus gives it:
// the version of content.metadata.permalink, else of the location, from the docs global data.
export function useVersionMetadata(content) {
  const allDocsData = useAllDocsData();
  const {pathname} = useLocation();
  return useMemo(() => {
    const permalink = content && content.metadata && content.metadata.permalink;
    const active = getActivePlugin(allDocsData, permalink || pathname);
    const pluginId = active ? active.pluginId : 'default';
    const data = active ? active.pluginData : allDocsData[pluginId];
    const version = data
      ? getActiveVersion(data, permalink || pathname) || getLatestVersion(data)
      : undefined;
    const name = version ? version.name : 'current';
    return {
      pluginId,
      version: name,
      label: version ? version.label : 'Next',
      banner: version ? version.banner || null : null,
      badge: version ? !!version.badge : false,
      noIndex: version ? !!version.noIndex : false,
      className: `docs-version-${name}`,
      isLast: version ? !!version.isLast : true,
      docs: (content && content.versionDocs) || docsById(version ? version.docs : []),
    };
  }, [allDocsData, content, pathname]);
}

// The docs of a version's global data by id, as the version's metadata has its docs: where a
// page has no version docs of its own (see DocRoute), what the global data knows of each.
const byList = new WeakMap();
function docsById(list) {
  let byId = byList.get(list);
  if (!byId) {
    byId = Object.fromEntries(list.map((doc) => [doc.id, doc]));
    byList.set(list, byId);
  }
  return byId;
}
