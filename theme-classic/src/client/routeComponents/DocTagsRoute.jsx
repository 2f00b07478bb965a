import React from 'react';
import DocTagsListPage from '@theme/DocTagsListPage';
import DocsRoutes, {DocsLevel} from './DocsRoutes.jsx';

// The route of a docs version's tag list: in the version, without a sidebar, with the
// instance's own components where its options name them (see DocsRoutes).
export default function DocTagsRoute({
  tags,
  metadata,
  docsRootComponent,
  docVersionRootComponent,
  docTagsListComponent = DocTagsListPage,
}) {
  return (
    <DocsRoutes
      content={{metadata}}
      docsRootComponent={docsRootComponent}
      docVersionRootComponent={docVersionRootComponent}>
      <DocsLevel component={docTagsListComponent} tags={tags} />
    </DocsRoutes>
  );
}
