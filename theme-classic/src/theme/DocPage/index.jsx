import React from 'react';
import DocsRoot from '@theme/DocsRoot';
import DocVersionRoot from '@theme/DocVersionRoot';
import DocRoot from '@theme/DocRoot';
import DocItem from '@theme/DocItem';
import DocCategoryGeneratedIndexPage from '@theme/DocCategoryGeneratedIndexPage';
import DocTagsListPage from '@theme/DocTagsListPage';
import DocTagDocListPage from '@theme/DocTagDocListPage';

// Route component of the docs plugin's route modules, in the same nesting as Docusaurus's docs
// routes: DocsRoot > DocVersionRoot > DocRoot > DocItem for a doc (kind "doc") or a
// generated index (kind "docCategory"); the tag pages ("docTags", "docTag") sit in the version
// without a sidebar.
export default function DocPage({content}) {
  let page;
  switch (content.kind) {
    case 'docTags':
      page = <DocTagsListPage tags={content.tags} />;
      break;
    case 'docTag':
      page = <DocTagDocListPage tag={content.tag} />;
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
          <DocItem content={content.default} />
        </DocRoot>
      );
  }
  return (
    <DocsRoot>
      <DocVersionRoot content={content}>{page}</DocVersionRoot>
    </DocsRoot>
  );
}
