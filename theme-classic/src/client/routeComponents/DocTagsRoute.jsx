import React from 'react';
import DocTagsListPage from '@theme/DocTagsListPage';
import DocsRoutes from './DocsRoutes.jsx';

// The route of a docs version's tag list: in the version, without a sidebar.
export default function DocTagsRoute({tags, metadata}) {
  return (
    <DocsRoutes content={{metadata}}>
      <DocTagsListPage tags={tags} />
    </DocsRoutes>
  );
}
