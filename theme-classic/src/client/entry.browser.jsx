// Browser entry: reads #__gosaurus, loads this page's route chunk (and the
// routes manifest), then hydrates #__docusaurus.
import React from 'react';
import {hydrateRoot} from 'react-dom/client';
import App from './App.jsx';
// The site's clientModules (docusaurus.config.js), run once in the browser before hydration.
import '@generated/client-modules';
import {siteContextValue} from './docusaurusContext.js';
import {
  importChunk,
  loadManifest,
  prefetchRoute,
  preloadRoute,
  setChunkImporter,
  setManifestUrl,
} from './router/routeLoader.js';
// Registers the dynamic import of the search UI, fetched when the search box is first used.
import '../theme/SearchBar/browser.js';

import devModules from '@generated/browser-modules';
import {installDevModules} from './devModules.js';
import {loadDataRoute} from './dataRoute.browser.js';

// Route chunks load through this dynamic import (kept out of the server bundle, as is the
// search UI's in ../theme/SearchBar/browser.js). A dev build's chunks require what they share
// with the app from its registry and export their route module as __gosaurusDevModule. A
// data route's chunk is JSON.
if (devModules) {
  installDevModules(devModules);
}
setChunkImporter((url) =>
  url.endsWith('.json')
    ? loadDataRoute(url)
    : import(/* @vite-ignore */ url).then((module) => module.__gosaurusDevModule ?? module),
);

function readPageData() {
  const el = document.getElementById('__gosaurus');
  if (!el) {
    throw new Error('gosaurus: #__gosaurus page data not found');
  }
  return JSON.parse(el.textContent || '{}');
}

function createKey() {
  return Math.random().toString(36).slice(2, 10);
}

// Same global API as Docusaurus, used by some plugins.
window.docusaurus = {
  prefetch: (routePath) => {
    prefetchRoute(routePath);
    return true;
  },
  preload: (routePath) => {
    preloadRoute(routePath);
    return true;
  },
};

function start() {
  const data = readPageData();
  setManifestUrl(data.manifest);
  const manifestPromise = loadManifest().catch((err) => {
    console.error('gosaurus: could not load the routes manifest', err);
    return null;
  });
  Promise.all([importChunk(data.chunk), manifestPromise])
    .then(([module]) => {
      const routePath = data.route ?? null;
      const stateKey = window.history.state && window.history.state.key;
      // Same location as the server render (the not-found page is rendered at
      // a fixed path); the router syncs with the real URL after hydration.
      const initialLocation = {
        pathname: routePath ?? `${siteContextValue.siteConfig.baseUrl || '/'}404.html`,
        search: '',
        hash: '',
        state: undefined,
        key: stateKey || createKey(),
      };
      hydrateRoot(
        document.getElementById('__docusaurus'),
        <App initialLocation={initialLocation} initialRoute={{path: routePath, module}} />,
      );
    })
    .catch((err) => {
      console.error('gosaurus: could not start the app', err);
    });
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', start);
} else {
  start();
}
