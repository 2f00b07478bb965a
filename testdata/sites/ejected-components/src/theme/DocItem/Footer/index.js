// Ejected DocItem/Footer, edited: a line naming the docs plugin, the page's place in the
// sidebar and the colour mode, above the tags and the edit row.
import React from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useColorMode, useWindowSize} from '@docusaurus/theme-common';
import {
  useDoc,
  useActivePlugin,
  useDocById,
  useSidebarBreadcrumbs,
} from '@docusaurus/plugin-content-docs/client';
import TagsListInline from '@theme/TagsListInline';
import EditMetaRow from '@theme/EditMetaRow';

function PageFacts() {
  const {pluginId} = useActivePlugin() ?? {pluginId: 'none'};
  const intro = useDocById('intro');
  const trail = (useSidebarBreadcrumbs() ?? []).map((crumb) => crumb.label).join(' › ');
  const {colorMode} = useColorMode();
  const windowSize = useWindowSize();
  return (
    <p className="page-facts">
      Plugin {pluginId}; intro in sidebar “{intro.sidebar}”; here: {trail}; {colorMode} mode
      {windowSize === 'ssr' ? '' : ` on a ${windowSize} screen`}.
    </p>
  );
}

export default function DocItemFooter() {
  const {metadata} = useDoc();
  const {editUrl, lastUpdatedAt, lastUpdatedBy, tags} = metadata;
  const canDisplayTags = tags.length > 0;
  const canDisplayEditRow = !!(editUrl || lastUpdatedAt || lastUpdatedBy);
  return (
    <footer className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}>
      <PageFacts />
      {canDisplayTags && (
        <div className={clsx('row margin-top--sm', ThemeClassNames.docs.docFooterTagsRow)}>
          <div className="col">
            <TagsListInline tags={tags} />
          </div>
        </div>
      )}
      {canDisplayEditRow && (
        <EditMetaRow
          className={clsx('margin-top--sm', ThemeClassNames.docs.docFooterEditMetaRow)}
          editUrl={editUrl}
          lastUpdatedAt={lastUpdatedAt}
          lastUpdatedBy={lastUpdatedBy}
        />
      )}
    </footer>
  );
}
