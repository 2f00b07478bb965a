import React from 'react';
import DocsRoot from '@theme/DocsRoot';
import DocVersionRoot from '@theme/DocVersionRoot';
import DocRoot from '@theme/DocRoot';
import DocItem from '@theme/DocItem';
import DocCategoryGeneratedIndexPage from '@theme/DocCategoryGeneratedIndexPage';
import DocTagsListPage from '@theme/DocTagsListPage';
import DocTagDocListPage from '@theme/DocTagDocListPage';
import NotFoundContent from '@theme/NotFound/Content';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {CardDocsProvider} from '@docusaurus/theme-common/internal';

// Route component of the docs plugin's route modules, in the same nesting as Docusaurus's docs
// routes: DocsRoot > DocVersionRoot > DocRoot > DocItem for a doc (kind "doc") or a
// generated index (kind "docCategory"); the tag pages ("docTags", "docTag") sit in the version
// without a sidebar; an unknown path under the docs ("notFound") is the not-found content.
export default function DocPage({content}) {
  let page;
  switch (content.kind) {
    case 'docTags':
      page = <DocTagsListPage tags={content.tags} />;
      break;
    case 'docTag':
      page = <DocTagDocListPage tag={content.tag} />;
      break;
    case 'notFound':
      page = (
        <>
          <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
          <NotFoundContent />
        </>
      );
      break;
    case 'docCategory':
      page = (
        <DocRoot content={content}>
          <DocCategoryGeneratedIndexPage
            categoryGeneratedIndex={content.categoryGeneratedIndex}
            docs={content.docs}
          />
        </DocRoot>
      );
      break;
    default:
      page = (
        <DocRoot content={content}>
          <CardDocsProvider docs={content.cardDocs}>
            <DocItem content={content.default} />
          </CardDocsProvider>
        </DocRoot>
      );
  }
  return (
    <DocsRoot>
      <DocVersionRoot content={content}>{page}</DocVersionRoot>
    </DocsRoot>
  );
}
