import React from 'react';
import NotFoundContent from '@theme/NotFound/Content';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import DocsRoutes from './DocsRoutes.jsx';

// An unknown path under a docs plugin's path: the not-found content in the docs layout, as
// Docusaurus's docs routes catch it (a swizzled NotFound is not used for it).
export default function DocsNotFoundRoute() {
  return (
    <DocsRoutes content={{}}>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <NotFoundContent />
    </DocsRoutes>
  );
}
