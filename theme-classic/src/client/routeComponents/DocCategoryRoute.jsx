import React from 'react';
import DocRoot from '@theme/DocRoot';
import DocCategoryGeneratedIndexPage from '@theme/DocCategoryGeneratedIndexPage';
import DocsRoutes, {DocsLevel} from './DocsRoutes.jsx';

// The route of a category's generated index, in its version and sidebar, with the instance's
// own components where its options name them (see DocsRoutes).
export default function DocCategoryRoute({
  categoryGeneratedIndex,
  docs,
  metadata,
  sidebar,
  docsRootComponent,
  docVersionRootComponent,
  docRootComponent = DocRoot,
  docCategoryGeneratedIndexComponent = DocCategoryGeneratedIndexPage,
}) {
  const root = {metadata, sidebar};
  return (
    <DocsRoutes
      content={root}
      docsRootComponent={docsRootComponent}
      docVersionRootComponent={docVersionRootComponent}>
      <DocsLevel component={docRootComponent} content={root}>
        <DocsLevel
          component={docCategoryGeneratedIndexComponent}
          categoryGeneratedIndex={categoryGeneratedIndex}
          docs={docs}
        />
      </DocsLevel>
    </DocsRoutes>
  );
}
