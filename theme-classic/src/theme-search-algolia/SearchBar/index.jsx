import React, {useCallback, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton, useDocSearchKeyboardEvents} from '@docsearch/react';
import loadDocSearchModal from '@generated/optional/docsearch-modal';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
// DocSearch's stylesheet, from the site's @docsearch/css, joins the site stylesheet as
// Docusaurus's bundler puts it into its one styles.css.
import '@docsearch/css/dist/style.css';
import './styles.css';

// The modal's code loads on first use (or when the button is hovered or focused, to be ready);
// the server bundle has none of it.
let DocSearchModal = null;
function loadModal() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return loadDocSearchModal().then((module) => {
    DocSearchModal = module.DocSearchModal;
  });
}

// DocSearch's navigator, for a hit chosen with the keyboard: a page of this site is a
// client-side move; a URL matching externalUrlRegex is loaded.
function useNavigator(externalUrlRegex) {
  const history = useHistory();
  const [navigator] = useState(() => ({
    navigate({itemUrl}) {
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
        window.location.href = itemUrl;
      } else {
        history.push(itemUrl);
      }
    },
  }));
  return navigator;
}

// Hits' URLs as links of this site (see useSearchResultUrlProcessor), unless the config
// brings its own transformItems.
function useTransformItems(transformItems) {
  const processUrl = useSearchResultUrlProcessor();
  const [transform] = useState(() => (items) =>
    transformItems ? transformItems(items) : items.map((item) => ({...item, url: processUrl(item.url)})),
  );
  return transform;
}

// Tells Algolia the requests come from Docusaurus's search, as Docusaurus's theme does.
function useTransformSearchClient() {
  const {siteMetadata} = useDocusaurusContext();
  return useCallback(
    (searchClient) => {
      if (siteMetadata.docusaurusVersion) {
        searchClient.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      }
      return searchClient;
    },
    [siteMetadata.docusaurusVersion],
  );
}

// The search parameters: with contextualSearch, the page's language and docs versions as
// facet filters, joined to the config's own.
function useSearchParameters(contextualSearch, searchParameters) {
  const contextual = useAlgoliaContextualFacetFilters();
  const own = searchParameters?.facetFilters ?? [];
  const asList = (f) => (typeof f === 'string' ? [f] : f);
  return {
    ...searchParameters,
    facetFilters: contextualSearch ? [...asList(contextual), ...asList(own)] : own,
  };
}

// A hit, as a link: a click is a client-side move.
function Hit({hit, children}) {
  return <Link to={hit.url}>{children}</Link>;
}

// The modal's footer: a link to the search page with all the query's results.
function ResultsFooter({state, onClose}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function DocSearch({externalUrlRegex, ...props}) {
  const navigator = useNavigator(externalUrlRegex);
  const searchParameters = useSearchParameters(props.contextualSearch, props.searchParameters);
  const transformItems = useTransformItems(props.transformItems);
  const transformSearchClient = useTransformSearchClient();
  const container = useRef(null);
  const buttonRef = useRef(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState(undefined);

  const openModal = useCallback(() => {
    if (!container.current) {
      const div = document.createElement('div');
      document.body.insertBefore(div, document.body.firstChild);
      container.current = div;
    }
    loadModal().then(() => setIsOpen(true));
  }, []);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  // A key typed while the button has the focus opens the modal with it as the query.
  const onInput = useCallback(
    (event) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        return; // the browser's find
      }
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useMemo(
    () =>
      function Footer({state}) {
        return <ResultsFooter state={state} onClose={closeModal} />;
      },
    [closeModal],
  );

  useDocSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, onInput, searchButtonRef: buttonRef});

  return (
    <>
      <Head>
        {/* Lets the browser connect to the DocSearch cluster before the first query. */}
        <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
      </Head>
      <DocSearchButton
        onTouchStart={loadModal}
        onFocus={loadModal}
        onMouseOver={loadModal}
        onClick={openModal}
        ref={buttonRef}
        translations={props.translations?.button ?? translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        container.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {resultsFooterComponent})}
            placeholder={translations.placeholder}
            {...props}
            translations={props.translations?.modal ?? translations.modal}
            searchParameters={searchParameters}
          />,
          container.current,
        )}
    </>
  );
}

// The navbar's search: Algolia DocSearch's button, opening its modal, with the options of
// themeConfig.algolia.
export default function SearchBar() {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch {...siteConfig.themeConfig.algolia} />;
}
