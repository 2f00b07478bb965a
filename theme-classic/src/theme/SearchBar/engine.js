// The search engine of the lazy search chunk: fetches a version's index (a manifest and its
// shards, written by the generator's plugins/search), indexes it with MiniSearch and answers
// queries. Browser only: nothing here runs before the search box is used.
import MiniSearch from 'minisearch';
import {matchesTerms, processQueryTerm, processTerm, tokenize} from './stemmer.mjs';

// The manifest format this engine reads (plugins/search.Format).
const FORMAT = 1;

const miniSearchOptions = {
  fields: ['title', 'heading', 'text', 'code'],
  tokenize,
  processTerm,
  searchOptions: {
    // A word in the page title or a heading says more about a section than one in its text.
    boost: {title: 5, heading: 3, code: 1.5, text: 1},
    prefix: true,
    fuzzy: 0.2,
    processTerm: processQueryTerm,
  },
};

// One engine per manifest, shared by the navbar box, the mobile dialog and the search page.
const engines = new Map();

export function manifestUrl(baseUrl, version) {
  return `${baseUrl}search-index/${encodeURIComponent(version)}/manifest.json`;
}

export function getEngine(baseUrl, version) {
  const url = manifestUrl(baseUrl, version);
  let engine = engines.get(url);
  if (!engine) {
    // A failed load is forgotten, so that the next use of the box tries again.
    engine = createEngine(url, () => engines.delete(url));
    engines.set(url, engine);
  }
  return engine;
}

async function fetchJSON(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) {
    throw new Error(`could not load the search index: ${url} answered ${res.status}`);
  }
  return res.json();
}

// measure records a User Timing entry (visible in the browser's performance tools, read by
// `make bench`): "gosaurus search index" for loading and indexing a version, "gosaurus search
// query" for each query.
function measure(name, start, detail) {
  try {
    performance.measure(name, {start, detail});
  } catch (e) {
    // User Timing Level 3 options are missing in old browsers: no entry, no harm.
  }
}

const REFRESH_MS = 400;
const SLICE_MS = 10;

// yieldToBrowser lets the browser handle input and paint between two slices of indexing.
function yieldToBrowser() {
  if (globalThis.scheduler && typeof globalThis.scheduler.yield === 'function') {
    return globalThis.scheduler.yield();
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// addInSlices indexes docs SLICE_MS at a time, so that indexing a large site never holds the
// main thread long enough to make typing stutter.
async function addInSlices(mini, docs) {
  let i = 0;
  while (i < docs.length) {
    const until = performance.now() + SLICE_MS;
    do {
      mini.add(docs[i++]);
    } while (i < docs.length && performance.now() < until);
    await yieldToBrowser();
  }
}

function createEngine(url, onError) {
  const started = performance.now();
  const mini = new MiniSearch(miniSearchOptions);
  const sections = new Map(); // document id → section
  const listeners = new Set();
  // status: "loading" until every shard is indexed, then "ready"; "error" if any failed.
  // Results are available from the first shard on. A new `revision` tells the UI to search
  // again; while shards are still arriving that happens at most every REFRESH_MS, since on a
  // large site each search of a growing index costs more than indexing a shard.
  let state = {status: 'loading', shards: 0, loaded: 0, revision: 0, error: null};
  let notified = 0;
  const update = (patch, {quiet = false} = {}) => {
    state = {...state, ...patch};
    if (quiet && state.revision > 0 && performance.now() - notified < REFRESH_MS) {
      return;
    }
    notified = performance.now();
    state = {...state, revision: state.revision + 1};
    listeners.forEach((listener) => listener());
  };

  const indexShard = (shard, data) => {
    const docs = data.sections.map(([page, anchor, heading, text, code], i) => {
      const [path, title] = data.pages[page];
      const doc = {
        id: shard.base + i,
        path,
        pageTitle: title,
        anchor,
        // The page title is indexed on its intro section only: a title match lands on the top
        // of the page, not on every section of it.
        title: anchor ? '' : title,
        heading,
        text,
        code,
      };
      sections.set(doc.id, doc);
      return doc;
    });
    return addInSlices(mini, docs);
  };

  (async () => {
    // The manifest has a fixed name: revalidate it, the shards it names are content-hashed.
    const manifest = await fetchJSON(url, {cache: 'no-cache', credentials: 'same-origin'});
    if (manifest.format !== FORMAT) {
      throw new Error(`search index ${url} has format ${manifest.format}, this theme reads ${FORMAT}`);
    }
    update({shards: manifest.shards.length});
    // Fetch every shard at once, index them one at a time as they arrive.
    let indexing = Promise.resolve();
    await Promise.all(
      manifest.shards.map((shard) =>
        fetchJSON(new URL(shard.file, new URL(url, window.location.href)).href, {credentials: 'same-origin'}).then(
          (data) => {
            indexing = indexing
              .then(() => indexShard(shard, data))
              .then(() => update({loaded: state.loaded + 1}, {quiet: state.loaded > 0}));
            return indexing;
          },
        ),
      ),
    );
    await indexing;
    measure('gosaurus search index', started, {documents: mini.documentCount});
    update({status: 'ready'});
  })().catch((error) => {
    console.error('gosaurus search:', error);
    onError();
    update({status: 'error', error});
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    search: (query, options) => search(mini, sections, query, options),
  };
}

// search returns up to `limit` hits, at most `perPage` sections of one page: first the
// sections matching every word of the query, then those matching some of them.
function search(mini, sections, query, {limit = 10, perPage = Infinity} = {}) {
  if (!query.trim() || mini.documentCount === 0) {
    return [];
  }
  const started = performance.now();
  const results = mini.search(query, {combineWith: 'AND'});
  // Too few sections have every word: add those with some of them (a second search, skipped
  // for one-word queries, where AND and OR are the same).
  if (results.length < limit && tokenize(query).length > 1) {
    const seen = new Set(results.map((r) => r.id));
    for (const r of mini.search(query)) {
      if (!seen.has(r.id)) {
        results.push(r);
      }
    }
  }
  const hits = [];
  const perPageCount = new Map();
  for (const r of results) {
    if (hits.length >= limit) {
      break;
    }
    const section = sections.get(r.id);
    const count = perPageCount.get(section.path) || 0;
    if (count >= perPage) {
      continue;
    }
    perPageCount.set(section.path, count + 1);
    const terms = new Set(r.terms);
    hits.push({
      id: r.id,
      href: section.anchor ? `${section.path}#${section.anchor}` : section.path,
      title: highlight(section.pageTitle, terms),
      heading: section.heading ? highlight(section.heading, terms) : null,
      snippet: snippet(section.text, terms),
    });
  }
  measure('gosaurus search query', started, {query, documents: mini.documentCount});
  return hits;
}

const WORD = /[\p{L}\p{N}_$]+/gu;

// highlight splits text into [{text, hit}] parts, hit for the words a result matched.
export function highlight(text, terms) {
  const parts = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    if (!matchesTerms(m[0], terms)) {
      continue;
    }
    if (m.index > last) {
      parts.push({text: text.slice(last, m.index), hit: false});
    }
    parts.push({text: m[0], hit: true});
    last = m.index + m[0].length;
  }
  if (last < text.length) {
    parts.push({text: text.slice(last), hit: false});
  }
  return parts;
}

const SNIPPET_BEFORE = 50;
const SNIPPET_LENGTH = 180;

// snippet is the part of a section's text around its first matched word, cut at word
// boundaries, highlighted; the start of the text when only the title or heading matched.
export function snippet(text, terms) {
  if (!text) {
    return [];
  }
  let at = 0;
  for (const m of text.matchAll(WORD)) {
    if (matchesTerms(m[0], terms)) {
      at = m.index;
      break;
    }
  }
  let start = Math.max(0, at - SNIPPET_BEFORE);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : at;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > at ? space : end;
  }
  const parts = highlight(text.slice(start, end), terms);
  if (start > 0) {
    parts.unshift({text: '…', hit: false});
  }
  if (end < text.length) {
    parts.push({text: '…', hit: false});
  }
  return parts;
}
