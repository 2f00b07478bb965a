import React from 'react';
import DocRoot from '@theme/DocRoot';
import DocItem from '@theme/DocItem';
import {CardDocsProvider} from '@docusaurus/theme-common/internal';
import DocsRoutes from './DocsRoutes.jsx';

// The route of a doc: DocItem with the doc's content, in its version and sidebar.
// cardDocs: on the doc a sidebar category links to, its <DocCardList />'s docs. versionDocs:
// its version's docs by id, where the site's code reads them (useDocsVersion().docs).
export default function DocRoute({content, sidebar, cardDocs, versionDocs}) {
  const root = {metadata: content.metadata, sidebar, versionDocs};
  return (
    <DocsRoutes content={root}>
      <DocRoot content={root}>
        <CardDocsProvider docs={cardDocs}>
          <DocItem content={content} />
        </CardDocsProvider>
      </DocRoot>
    </DocsRoutes>
  );
}
