import React from 'react';
import DocCardList from '@theme/DocCardList';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import {CardDocsProvider} from '@docusaurus/theme-common/internal';
import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';
import './styles.css';

function DocCategoryGeneratedIndexPageContent({categoryGeneratedIndex}) {
  const category = useCurrentSidebarCategory();
  return (
    <div className="generatedIndexPage_ak01">
      <DocVersionBanner />
      <DocBreadcrumbs />
      <DocVersionBadge />
      <header>
        <Heading as="h1" className="title_AulG">
          {categoryGeneratedIndex.title}
        </Heading>
        {categoryGeneratedIndex.description && <p>{categoryGeneratedIndex.description}</p>}
      </header>
      <article className="margin-top--lg">
        <DocCardList items={category.items} />
      </article>
      <footer className="margin-top--md">
        <DocPaginator
          previous={categoryGeneratedIndex.navigation.previous}
          next={categoryGeneratedIndex.navigation.next}
        />
      </footer>
    </div>
  );
}

export default function DocCategoryGeneratedIndexPage({categoryGeneratedIndex, docs}) {
  return (
    <CardDocsProvider docs={docs}>
      <PageMetadata
        title={categoryGeneratedIndex.title}
        description={categoryGeneratedIndex.description}
        keywords={categoryGeneratedIndex.keywords}
        image={categoryGeneratedIndex.image}
      />
      <DocCategoryGeneratedIndexPageContent categoryGeneratedIndex={categoryGeneratedIndex} />
    </CardDocsProvider>
  );
}
