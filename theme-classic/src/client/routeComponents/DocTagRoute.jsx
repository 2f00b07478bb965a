import React from 'react';
import DocTagDocListPage from '@theme/DocTagDocListPage';
import DocsRoutes, {DocsLevel} from './DocsRoutes.jsx';

// The route of the docs of one tag: in the version, without a sidebar, with the instance's own
// components where its options name them (see DocsRoutes).
export default function DocTagRoute({
  tag,
  metadata,
  docsRootComponent,
  docVersionRootComponent,
  docTagDocListComponent = DocTagDocListPage,
}) {
  return (
    <DocsRoutes
      content={{metadata}}
      docsRootComponent={docsRootComponent}
      docVersionRootComponent={docVersionRootComponent}>
      <DocsLevel component={docTagDocListComponent} tag={tag} />
    </DocsRoutes>
  );
}
