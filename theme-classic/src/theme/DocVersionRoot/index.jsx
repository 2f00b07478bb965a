import React, {useMemo} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import SearchMetadata from '@theme/SearchMetadata';
import renderRoutes from '@docusaurus/renderRoutes';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {
  docVersionSearchTag,
  getActivePlugin,
  getActiveVersion,
  getLatestVersion,
} from '@docusaurus/theme-common/internal';
import {DocsVersionProvider, useAllDocsData} from '@docusaurus/plugin-content-docs/client';

// The version metadata of the current doc, from the docs global data.
function useVersionMetadata(content) {
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

// The docs plugin's pages pass content and children; a route a plugin added passes Docusaurus's
// props: the version's metadata ({pluginId, version, label, banner, badge, noIndex, className,
// isLast, docsSidebars, docs}) and its nested routes.
export default function DocVersionRoot({content, children, version: versionProp, route}) {
  const fromData = useVersionMetadata(content);
  const version = versionProp || fromData;
  if (route) {
    children = renderRoutes(route.routes);
  }
  return (
    <>
      <SearchMetadata
        version={version.version}
        tag={docVersionSearchTag(version.pluginId, version.version)}
      />
      {version.noIndex && (
        <Head>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
      )}
      <HtmlClassNameProvider className={version.className}>
        <DocsVersionProvider version={version}>{children}</DocsVersionProvider>
      </HtmlClassNameProvider>
    </>
  );
}
