// The lazy part of the search: everything here loads the first time the search box is used
// (browser.js registers the dynamic import). SearchBar and SearchPage render these
// components once the module has arrived.
import React, {useEffect, useId, useMemo, useRef, useState, useSyncExternalStore} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import clsx from 'clsx';
import {useSearchVersion} from '@docusaurus/theme-common/internal';
import {getEngine} from './engine.js';
import {comboboxInputProps, handleComboboxKey, optionId, searchPageUrl} from './combobox.js';
import './ui.css';

// prefetchIndex starts loading a version's index before the first query needs it.
export function prefetchIndex(baseUrl, version) {
  getEngine(baseUrl, version);
}

// useSearch runs query against the index of the docs version being read. The hits update as
// the index's shards arrive; status is "loading", "ready" or "error".
export function useSearch(query, {limit = 10, perPage = Infinity} = {}) {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const version = useSearchVersion();
  const engine = useMemo(() => getEngine(baseUrl, version), [baseUrl, version]);
  const state = useSyncExternalStore(engine.subscribe, engine.getState, engine.getState);
  const hits = useMemo(
    () => engine.search(query, {limit, perPage}),
    // state.revision: the index grew
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [engine, query, limit, perPage, state.revision],
  );
  return {hits, status: state.status};
}

function Highlighted({parts}) {
  return parts.map((part, i) =>
    part.hit ? (
      <mark key={i} className="searchHit_gsSB">
        {part.text}
      </mark>
    ) : (
      <React.Fragment key={i}>{part.text}</React.Fragment>
    ),
  );
}

function HitContent({hit}) {
  return (
    <>
      <span className="searchResultTitle_gsSB">
        <Highlighted parts={hit.title} />
        {hit.heading && (
          <span className="searchResultHeading_gsSB">
            {' › '}
            <Highlighted parts={hit.heading} />
          </span>
        )}
      </span>
      {hit.snippet.length > 0 && (
        <span className="searchResultSnippet_gsSB">
          <Highlighted parts={hit.snippet} />
        </span>
      )}
    </>
  );
}

// A listbox of hits. The options hold links (so a click, a middle click or "open in new tab"
// work as on any link) kept out of the tab order: the combobox's arrows move through them.
function ResultList({id, hits, active, onActiveChange, onSelect}) {
  useEffect(() => {
    const el = active >= 0 ? document.getElementById(optionId(id, active)) : null;
    if (el) {
      el.scrollIntoView({block: 'nearest'});
    }
  }, [id, active]);
  return (
    <ul role="listbox" id={id} aria-label="Search results" className="searchResults_gsSB">
      {hits.map((hit, i) => (
        <li
          key={hit.id}
          id={optionId(id, i)}
          role="option"
          aria-selected={i === active}
          className={clsx('searchResult_gsSB', i === active && 'searchResult--active_gsSB')}
          onMouseMove={() => i !== active && onActiveChange(i)}>
          <Link to={hit.href} tabIndex={-1} onClick={() => onSelect(hit)}>
            <HitContent hit={hit} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Status({status, query, count}) {
  let message = '';
  if (status === 'error') {
    message = 'The search index could not be loaded.';
  } else if (count === 0 && status === 'loading') {
    message = 'Loading the search index…';
  } else if (count === 0) {
    message = `No results for “${query.trim()}”`;
  }
  return (
    <p role="status" className={clsx('searchStatus_gsSB', !message && 'searchStatus--empty_gsSB')}>
      {message}
    </p>
  );
}

// The results under the navbar box. The box keeps the keyboard; this reports the hits so
// that it knows what Enter opens.
export function SearchDropdown({id, query, active, onActiveChange, onHits, onSelect, allResultsHref}) {
  const {hits, status} = useSearch(query, {limit: 8, perPage: 3});
  useEffect(() => {
    onHits(hits);
  }, [hits, onHits]);
  return (
    // Keep the focus in the box while clicking a result.
    <div className="searchDropdown_gsSB" onMouseDown={(event) => event.preventDefault()}>
      <ResultList id={id} hits={hits} active={active} onActiveChange={onActiveChange} onSelect={onSelect} />
      <Status status={status} query={query} count={hits.length} />
      <Link className="searchAll_gsSB" to={allResultsHref} tabIndex={-1} onClick={() => onSelect(null)}>
        See all results
      </Link>
    </div>
  );
}

// The full-screen search of narrow screens: a modal <dialog> (the browser keeps focus inside
// and Escape closes it) with its own box and results.
export function SearchDialog({initialQuery = '', onClose}) {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const history = useHistory();
  const dialogRef = useRef(null);
  const inputRef = useRef(null);
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(-1);
  const listId = `${useId()}search-dialog-results`;
  const {hits, status} = useSearch(query, {limit: 20, perPage: 3});
  const showResults = query.trim() !== '';

  useEffect(() => {
    setActive(hits.length > 0 ? 0 : -1);
  }, [hits]);

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog.showModal();
    inputRef.current.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onCancel = (event) => {
      event.preventDefault();
      onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      document.body.style.overflow = previousOverflow;
      if (dialog.open) {
        dialog.close();
      }
    };
  }, [onClose]);

  const go = (href) => {
    onClose();
    history.push(href);
  };

  return (
    <dialog ref={dialogRef} className="searchDialog_gsSB" aria-label="Search the documentation">
      <div className="searchDialogBar_gsSB">
        <input
          ref={inputRef}
          {...comboboxInputProps({listId, expanded: showResults, active, query})}
          className="navbar__search-input searchDialogInput_gsSB"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) =>
            handleComboboxKey(event, {
              count: showResults ? hits.length : 0,
              active,
              setActive,
              onEnter: (index) => {
                if (showResults && hits[index]) {
                  go(hits[index].href);
                } else if (query.trim()) {
                  go(searchPageUrl(baseUrl, query.trim()));
                }
              },
              onEscape: onClose,
            })
          }
        />
        <button type="button" className="button button--link searchDialogClose_gsSB" onClick={onClose}>
          Cancel
        </button>
      </div>
      {showResults && (
        <div className="searchDialogResults_gsSB">
          <ResultList id={listId} hits={hits} active={active} onActiveChange={setActive} onSelect={onClose} />
          <Status status={status} query={query} count={hits.length} />
        </div>
      )}
    </dialog>
  );
}

const PAGE_SIZE = 30;

// The results of the search page: every match, a page of them at a time.
export function SearchPageResults({query}) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  useEffect(() => setLimit(PAGE_SIZE), [query]);
  const {hits, status} = useSearch(query, {limit: limit + 1});
  const shown = hits.slice(0, limit);
  let message;
  if (status === 'error') {
    message = 'The search index could not be loaded.';
  } else if (hits.length === 0) {
    message = status === 'loading' ? 'Loading the search index…' : `No results for “${query.trim()}”`;
  } else {
    message = `${hits.length > limit ? `More than ${limit}` : hits.length} result${hits.length === 1 ? '' : 's'} for “${query.trim()}”`;
  }
  return (
    <>
      <p role="status" className="searchPageStatus_gsSB">
        {message}
      </p>
      {shown.length > 0 && (
        <ol className="searchPageResults_gsSB">
          {shown.map((hit) => (
            <li key={hit.id} className="searchPageResult_gsSB">
              <Link to={hit.href}>
                <HitContent hit={hit} />
              </Link>
            </li>
          ))}
        </ol>
      )}
      {hits.length > limit && (
        <button type="button" className="button button--secondary" onClick={() => setLimit(limit + PAGE_SIZE)}>
          Show more results
        </button>
      )}
    </>
  );
}
