import React from 'react';
import DocTagDocListPage from '@theme/DocTagDocListPage';
import DocsRoutes from './DocsRoutes.jsx';

// The route of the docs of one tag: in the version, without a sidebar.
export default function DocTagRoute({tag, metadata}) {
  return (
    <DocsRoutes content={{metadata}}>
      <DocTagDocListPage tag={tag} />
    </DocsRoutes>
  );
}
