import {matchRoutePath, setRouteKeys} from '../routes.js';

// Browser-only: fetches the routes manifest and loads route chunks.
// This module is also part of the server bundle (imported by Link and the
// router), which runs in goja: it must not contain an import() expression.
// entry.browser.jsx registers the function that does the dynamic import.
let chunkImporter = null;
let manifestUrl = null;
let manifestPromise = null;
let manifest = null;
const modulePromises = new Map();
const prefetched = new Set();
const manifestListeners = new Set();

export function setChunkImporter(importer) {
  chunkImporter = importer;
}

export function setManifestUrl(url) {
  manifestUrl = url;
}

export function getManifest() {
  return manifest;
}

// fetchJSON fetches a file of the site (the manifest, a data route's data) as JSON.
export function fetchJSON(url) {
  return fetch(url, {credentials: 'same-origin'}).then((res) => {
    if (!res.ok) {
      throw new Error(`Failed to fetch ${url}: ${res.status}`);
    }
    return res.json();
  });
}

export function loadManifest() {
  if (!manifestPromise) {
    if (!manifestUrl) {
      return Promise.reject(new Error('No routes manifest URL'));
    }
    manifestPromise = fetchJSON(manifestUrl)
      .then((json) => {
        manifest = {routes: json.routes || {}, notFound: json.notFound};
        setRouteKeys(Object.keys(manifest.routes));
        return manifest;
      })
      .catch((err) => {
        manifestPromise = null;
        throw err;
      });
  }
  return manifestPromise;
}

// Routes load from another manifest from now on (a new build's, see ../devClient.js), and
// each listener (the router) loads its route again. The promise settles once they have.
export function replaceManifest(url) {
  manifestUrl = url;
  manifestPromise = null;
  manifest = null;
  prefetched.clear();
  return loadManifest().then(() => Promise.all([...manifestListeners].map((listener) => listener())));
}

export function onManifestReplaced(listener) {
  manifestListeners.add(listener);
  return () => manifestListeners.delete(listener);
}

export function importChunk(url) {
  let promise = modulePromises.get(url);
  if (!promise) {
    if (!chunkImporter) {
      return Promise.reject(new Error('gosaurus: no chunk importer registered'));
    }
    promise = chunkImporter(url).catch((err) => {
      modulePromises.delete(url);
      throw err;
    });
    modulePromises.set(url, promise);
  }
  return promise;
}

// Resolves {path, module} for a pathname: path is the route path, or null
// when no route matches (the module is then the not-found route module).
export function loadRoute(pathname) {
  return loadManifest().then((m) => {
    const path = matchRoutePath(pathname);
    const chunk = path ? m.routes[path] : m.notFound;
    if (!chunk) {
      throw new Error(`No chunk for ${pathname}`);
    }
    return importChunk(chunk).then((module) => ({path, module}));
  });
}

function isSlowConnection() {
  const conn = typeof navigator !== 'undefined' ? navigator.connection : undefined;
  if (!conn) {
    return false;
  }
  return !!conn.saveData || /2g/.test(conn.effectiveType || '');
}

function chunkForPath(m, pathname) {
  const path = matchRoutePath(pathname);
  return path ? m.routes[path] : null;
}

// Low-priority fetch of a route chunk (link visible in the viewport).
export function prefetchRoute(pathname) {
  if (isSlowConnection()) {
    return;
  }
  loadManifest()
    .then((m) => {
      const chunk = chunkForPath(m, pathname);
      if (!chunk || prefetched.has(chunk) || modulePromises.has(chunk)) {
        return;
      }
      prefetched.add(chunk);
      const link = document.createElement('link');
      link.rel = chunk.endsWith('.json') ? 'prefetch' : 'modulepreload';
      link.href = chunk;
      document.head.appendChild(link);
    })
    .catch(() => {});
}

// Eager load of a route chunk (link hovered or touched).
export function preloadRoute(pathname) {
  if (isSlowConnection()) {
    return;
  }
  loadManifest()
    .then((m) => {
      const chunk = chunkForPath(m, pathname);
      if (chunk) {
        prefetched.add(chunk);
        return importChunk(chunk);
      }
      return undefined;
    })
    .catch(() => {});
}
