import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import Loading from '@theme/Loading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchUI, useSearchShortcut, useSearchVersion} from '@docusaurus/theme-common/internal';
import {comboboxInputProps, handleComboboxKey, searchPageUrl} from './combobox.js';
import './styles.css';

// Infima's breakpoint: at or below it the box gives way to a button opening a dialog.
const MOBILE_QUERY = '(max-width: 996px)';

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth="1.4"
      />
    </svg>
  );
}

// The navbar search: a combobox on wide screens, a button opening a full-screen dialog on
// narrow ones. This part ships with every page and stays small; the engine, the index and
// the result lists load on first use (see loadSearchUI.js).
export default function SearchBar() {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const history = useHistory();
  const {module: ui, error, pastDelay, load} = useSearchUI();
  const version = useSearchVersion();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [hits, setHits] = useState([]);
  const [active, setActive] = useState(-1);
  const rootRef = useRef(null);
  const inputRef = useRef(null);
  const buttonRef = useRef(null);
  const listId = `${useId()}search-results`;

  const showResults = open && !!ui && query.trim() !== '';
  // While the search UI chunk is still loading (after 200 ms) or failed to load.
  const showLoading = open && !ui && query.trim() !== '' && (pastDelay || !!error);

  const closeDialog = useCallback(() => setDialogOpen(false), []);

  // Back to the button once the dialog is gone (while it is open, the rest of the page is
  // inert and cannot take the focus).
  const dialogWasOpen = useRef(false);
  useEffect(() => {
    if (dialogWasOpen.current && !dialogOpen && buttonRef.current) {
      buttonRef.current.focus();
    }
    dialogWasOpen.current = dialogOpen;
  }, [dialogOpen]);

  // First use: load the search UI, then start fetching the index while the query is typed.
  const warmUp = useCallback(() => {
    load().then((module) => module && module.prefetchIndex(baseUrl, version));
  }, [load, baseUrl, version]);

  const openDialog = useCallback(() => {
    warmUp();
    setDialogOpen(true);
  }, [warmUp]);

  useSearchShortcut(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) {
      openDialog();
    } else if (inputRef.current) {
      inputRef.current.focus();
      inputRef.current.select();
    }
  });

  const onHits = useCallback((next) => {
    setHits(next);
    setActive(next.length > 0 ? 0 : -1);
  }, []);

  useEffect(() => {
    if (!showResults) {
      setHits([]);
      setActive(-1);
    }
  }, [showResults]);

  const close = () => {
    setOpen(false);
    setQuery('');
    if (inputRef.current) {
      inputRef.current.blur();
    }
  };

  const go = (href) => {
    close();
    history.push(href);
  };

  const onKeyDown = (event) => {
    handleComboboxKey(event, {
      count: showResults ? hits.length : 0,
      active,
      setActive,
      onEnter: (index) => {
        if (showResults && index >= 0 && hits[index]) {
          go(hits[index].href);
        } else if (query.trim()) {
          go(searchPageUrl(baseUrl, query.trim()));
        }
      },
      onEscape: () => {
        if (showResults) {
          setOpen(false);
        } else {
          close();
        }
      },
    });
  };

  return (
    <div
      ref={rootRef}
      className="navbar__search searchBar_gsSB"
      onBlur={(event) => {
        if (!rootRef.current.contains(event.relatedTarget)) {
          setOpen(false);
        }
      }}>
      <input
        ref={inputRef}
        {...comboboxInputProps({listId, expanded: showResults, active, query})}
        className="navbar__search-input searchInput_gsSB"
        onFocus={() => {
          warmUp();
          setOpen(true);
        }}
        onChange={(event) => {
          warmUp();
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <button
        ref={buttonRef}
        type="button"
        className="clean-btn searchButton_gsSB"
        aria-label="Search"
        aria-haspopup="dialog"
        onClick={openDialog}>
        <SearchIcon />
      </button>
      {showResults && (
        <ui.SearchDropdown
          id={listId}
          query={query}
          active={active}
          onActiveChange={setActive}
          onHits={onHits}
          onSelect={close}
          allResultsHref={searchPageUrl(baseUrl, query.trim())}
        />
      )}
      {showLoading && (
        <div className="searchDropdown_gsSB" onMouseDown={(event) => event.preventDefault()}>
          <Loading error={error} retry={warmUp} pastDelay={pastDelay} />
        </div>
      )}
      {dialogOpen && ui && <ui.SearchDialog initialQuery={query} onClose={closeDialog} />}
    </div>
  );
}
