import React from 'react';
import DocPaginator from '@theme/DocPaginator';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

// DocPaginator stays generic: this wrapper feeds it the current doc.
export default function DocItemPaginator() {
  const {metadata} = useDoc();
  return (
    <DocPaginator
      className="docusaurus-mt-lg"
      previous={metadata.previous}
      next={metadata.next}
    />
  );
}
