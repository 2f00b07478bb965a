import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {
  HtmlClassNameProvider,
  PageMetadata,
  usePluralForm,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {searchIndex} from './algolia.js';
import styles from './styles.module.css';

const HITS_PER_PAGE = 15;

function pageTitle(query) {
  return query
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'},
        {query},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

// DocSearch marks matches with its own class; the page styles them as search-result-match.
const marked = (html) => html.replace(/algolia-docsearch-suggestion--highlight/g, 'search-result-match');

// A hit as the page lists it: its deepest heading as the title, the headings above it as
// breadcrumbs, and the snippet of its text.
function resultOf(hit, processUrl) {
  const levels = Object.values(hit._highlightResult?.hierarchy ?? {}).map((h) => marked(h.value));
  const snippet = hit._snippetResult?.content;
  return {
    title: levels.pop() ?? '',
    breadcrumbs: levels,
    url: processUrl(hit.url),
    summary: snippet ? `${marked(snippet.value)}...` : '',
  };
}

// The docs version searched, per docs plugin: the latest at first, then the reader's choice.
function useSearchVersions(allDocsData) {
  return useState(() =>
    Object.fromEntries(Object.entries(allDocsData).map(([id, data]) => [id, data.versions[0].name])),
  );
}

// One select per versioned docs plugin, choosing the version the search covers.
function VersionSelects({allDocsData, versions, setVersions}) {
  const versioned = Object.entries(allDocsData).filter(([, data]) => data.versions.length > 1);
  return (
    <div className={clsx('col', 'col--3', 'padding-left--none', styles.versionColumn)}>
      {versioned.map(([id, data]) => (
        <select
          key={id}
          className={styles.versionInput}
          defaultValue={versions[id]}
          onChange={(event) => setVersions((v) => ({...v, [id]: event.target.value}))}>
          {data.versions.map((version) => (
            <option
              key={version.name}
              label={`${versioned.length > 1 ? `${id}: ` : ''}${version.label}`}
              value={version.name}
            />
          ))}
        </select>
      ))}
    </div>
  );
}

const noResults = {query: '', items: [], total: 0, pages: 0, page: 0, loading: false};

// The results of the query, a page of hits at a time, the next fetched when the reader
// scrolls to the end of the list.
function useResults(query, facetFilters) {
  const {algolia} = useAlgoliaThemeConfig();
  const processUrl = useSearchResultUrlProcessor();
  const [state, setState] = useState(noResults);
  const key = JSON.stringify([query, facetFilters]);

  const fetchPage = (page, live) =>
    searchIndex(algolia, {
      query,
      page,
      hitsPerPage: HITS_PER_PAGE,
      advancedSyntax: true,
      ...(facetFilters && {facetFilters}),
    }).then(
      (res) => {
        if (!live()) {
          return;
        }
        const items = res.hits.map((hit) => resultOf(hit, processUrl));
        setState((s) => ({
          query,
          items: page === 0 ? items : s.items.concat(items),
          total: res.nbHits,
          pages: res.nbPages,
          page,
          loading: false,
        }));
      },
      (err) => {
        console.error('Algolia search:', err);
        if (live()) {
          setState((s) => ({...s, loading: false}));
        }
      },
    );

  const current = useRef(0);
  useEffect(() => {
    const run = ++current.current;
    const live = () => run === current.current;
    if (!query) {
      setState(noResults);
      return undefined;
    }
    setState({...noResults, loading: true});
    // As Docusaurus's page: the query settles a moment before it is sent.
    const timer = setTimeout(() => fetchPage(0, live), 300);
    return () => clearTimeout(timer);
  }, [key]);

  const more = () => {
    if (state.loading) {
      return;
    }
    const run = current.current;
    setState((s) => ({...s, loading: true}));
    fetchPage(state.page + 1, () => run === current.current);
  };
  return {...state, hasMore: state.query === query && state.pages > state.page + 1, more};
}

// The element at the end of the list that fetches the next page when it scrolls into view.
function MoreResults({onVisible}) {
  const ref = useRef(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !ref.current) {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries[0].isIntersecting) {
          latest.current();
        }
      },
      {threshold: 1},
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={styles.loader} ref={ref}>
      <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
    </div>
  );
}

function SearchPageContent() {
  const {currentLocale} = useDocusaurusContext().i18n;
  const {contextualSearch} = useAlgoliaThemeConfig().algolia;
  const allDocsData = useAllDocsData();
  const [versions, setVersions] = useSearchVersions(allDocsData);
  const versioned = Object.values(allDocsData).some((data) => data.versions.length > 1);
  const [query, setQuery] = useSearchQueryString();
  const {selectMessage} = usePluralForm();
  // With contextual search: the page's language, and the site-wide tag or a chosen version.
  const facetFilters = contextualSearch
    ? [
        [`language:${currentLocale}`],
        ['docusaurus_tag:default', ...Object.entries(versions).map(([id, v]) => `docusaurus_tag:docs-${id}-${v}`)],
      ]
    : null;
  const results = useResults(query, facetFilters);
  const title = pageTitle(query);

  return (
    <Layout>
      <PageMetadata title={title} />
      <Head>
        {/* A page of results is not content for search engines. */}
        <meta property="robots" content="noindex, follow" />
      </Head>
      <div className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form className="row" onSubmit={(event) => event.preventDefault()}>
          <div className={clsx('col', styles.queryColumn, versioned ? 'col--9' : 'col--12')}>
            <input
              type="search"
              name="q"
              className={styles.queryInput}
              placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
              aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
              autoFocus
            />
          </div>
          {contextualSearch && versioned && (
            <VersionSelects allDocsData={allDocsData} versions={versions} setVersions={setVersions} />
          )}
        </form>
        <div className="row">
          <div className={clsx('col', 'col--8', styles.resultsCount, styles.countColumn)}>
            {results.total > 0 &&
              selectMessage(
                results.total,
                translate(
                  {id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found'},
                  {count: results.total},
                ),
              )}
          </div>
          <div className={clsx('col', 'col--4', 'text--right', styles.logoColumn)}>
            <Link
              to="https://www.algolia.com/"
              className={styles.algoliaLink}
              aria-label={translate({id: 'theme.SearchPage.algoliaLabel', message: 'Search by Algolia'})}>
              Algolia
            </Link>
          </div>
        </div>
        {results.items.length > 0 ? (
          <main>
            {results.items.map(({title: hitTitle, url, summary, breadcrumbs}, i) => (
              <article key={i} className={styles.result}>
                <Heading as="h2" className={styles.resultHeading}>
                  <Link to={url} dangerouslySetInnerHTML={{__html: hitTitle}} />
                </Heading>
                {breadcrumbs.length > 0 && (
                  <nav aria-label="breadcrumbs">
                    <ul className={clsx('breadcrumbs', styles.resultPath)}>
                      {breadcrumbs.map((html, j) => (
                        // The index's own highlighted text.
                        <li key={j} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: html}} />
                      ))}
                    </ul>
                  </nav>
                )}
                {summary && <p className={styles.resultSummary} dangerouslySetInnerHTML={{__html: summary}} />}
              </article>
            ))}
          </main>
        ) : results.loading ? (
          <div className={styles.spinner} />
        ) : (
          query && (
            <p>
              <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
            </p>
          )
        )}
        {results.hasMore && <MoreResults onVisible={results.more} />}
      </div>
    </Layout>
  );
}

// The search page of the Algolia theme, {baseUrl}{searchPagePath}?q=…: the results of the
// Algolia index, in the docs versions chosen.
export default function SearchPage() {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
