import React, {useEffect, useRef, useState} from 'react';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';
import {useHistory, useLocation} from '@docusaurus/router';
import {useSearchUI} from '@docusaurus/theme-common/internal';
import './styles.css';

function decode(s) {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch (e) {
    return s;
  }
}

// queryOf reads the q parameter of a location's search string by hand: the server renders in
// goja, which has no URLSearchParams.
function queryOf(search) {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && decode(pair.slice(0, eq)) === 'q') {
      return decode(pair.slice(eq + 1));
    }
  }
  return '';
}

// The search page, {baseUrl}search?q=…. The server renders it without results (the query is
// only known in the browser); the results come from the same lazy search UI as the navbar
// box, loaded as soon as there is a query.
export default function SearchPage() {
  const location = useLocation();
  const history = useHistory();
  const {module: ui, error, pastDelay, load} = useSearchUI();
  const urlQuery = queryOf(location.search);
  const [query, setQuery] = useState(urlQuery);
  // The query this page last wrote to the URL: a URL change that is not an echo of typing
  // (back, forward, a "See all results" link) replaces what the box shows.
  const written = useRef(urlQuery);

  useEffect(() => {
    if (urlQuery !== written.current) {
      written.current = urlQuery;
      setQuery(urlQuery);
    }
  }, [urlQuery]);

  useEffect(() => {
    if (query.trim()) {
      load();
    }
  }, [query, load]);

  const onChange = (event) => {
    const next = event.target.value;
    setQuery(next);
    written.current = next;
    history.replace(`${location.pathname}${next ? `?q=${encodeURIComponent(next)}` : ''}`);
  };

  const trimmed = query.trim();
  return (
    <Layout title={trimmed ? `Search results for “${trimmed}”` : 'Search the documentation'}>
      <main className="container margin-vert--lg searchPage_gsSP">
        <h1>{trimmed ? `Search results for “${trimmed}”` : 'Search the documentation'}</h1>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className="searchPageInput_gsSP"
            placeholder="Search"
            aria-label="Search"
            autoComplete="off"
            spellCheck="false"
            enterKeyHint="search"
            value={query}
            onFocus={load}
            onChange={onChange}
          />
        </form>
        <div className="searchPageBody_gsSP">
          {trimmed &&
            (ui ? (
              <ui.SearchPageResults query={query} />
            ) : (
              <Loading error={error} retry={load} pastDelay={pastDelay} />
            ))}
        </div>
      </main>
    </Layout>
  );
}
