import React from 'react';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import DocVersionRoot from '@theme/DocVersionRoot';
import NotFoundContent from '@theme/NotFound/Content';
import {PageMetadata} from '../../theme-common/utils/metadataUtils.jsx';
import {useActivePlugin} from '../../theme-common/docs/docsUtils.js';

export default function Index() {
  const title = translate({
    id: 'theme.NotFound.title',
    message: 'Page Not Found',
  });
  const page = (
    <>
      <PageMetadata title={title} />
      <Layout>
        <NotFoundContent />
      </Layout>
    </>
  );
  // Under a docs version's path (docs served at the site root, say), Docusaurus's docs routes
  // catch the unknown page, so it carries that version's metadata tags.
  return useActivePlugin() ? <DocVersionRoot>{page}</DocVersionRoot> : page;
}
