import React from 'react';
import DocRoot from '@theme/DocRoot';
import DocItem from '@theme/DocItem';
import {CardDocsProvider} from '@docusaurus/theme-common/internal';
import DocsRoutes, {DocsLevel} from './DocsRoutes.jsx';

// The route of a doc: DocItem with the doc's content, in its version and sidebar.
// cardDocs: on the doc a sidebar category links to, its <DocCardList />'s docs. versionDocs:
// its version's docs by id, where the site's code reads them (useDocsVersion().docs). The
// instance's own components, where its options name them, replace the theme's (see DocsRoutes).
export default function DocRoute({
  content,
  sidebar,
  cardDocs,
  versionDocs,
  docsRootComponent,
  docVersionRootComponent,
  docRootComponent = DocRoot,
  docItemComponent = DocItem,
}) {
  const root = {metadata: content.metadata, sidebar, versionDocs};
  return (
    <DocsRoutes
      content={root}
      docsRootComponent={docsRootComponent}
      docVersionRootComponent={docVersionRootComponent}>
      <DocsLevel component={docRootComponent} content={root}>
        <CardDocsProvider docs={cardDocs}>
          <DocsLevel component={docItemComponent} content={content} />
        </CardDocsProvider>
      </DocsLevel>
    </DocsRoutes>
  );
}
