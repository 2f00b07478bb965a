import React from 'react';
import DocRoot from '@theme/DocRoot';
import DocCategoryGeneratedIndexPage from '@theme/DocCategoryGeneratedIndexPage';
import DocsRoutes from './DocsRoutes.jsx';

// The route of a category's generated index, in its version and sidebar.
export default function DocCategoryRoute({categoryGeneratedIndex, docs, metadata, sidebar}) {
  const root = {metadata, sidebar};
  return (
    <DocsRoutes content={root}>
      <DocRoot content={root}>
        <DocCategoryGeneratedIndexPage categoryGeneratedIndex={categoryGeneratedIndex} docs={docs} />
      </DocRoot>
    </DocsRoutes>
  );
}
