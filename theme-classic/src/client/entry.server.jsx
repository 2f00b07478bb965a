// Server entry, run inside goja: sets globalThis.gosaurusRender. The shims
// module must stay the first import (it defines globals React needs).
import './serverShims.js';
import React from 'react';
import {renderToString} from 'react-dom/server.browser';
import routePaths from '@generated/route-paths';
import sharedModules from '@generated/server-modules';
import siteData from '@generated/site';
import App from './App.jsx';
import {setRouteKeys} from './routes.js';
import dataRouteComponents from '@generated/data-route-components';
import {routeModule} from './dataRoute.js';
import colorModeScript from './colorModeScript.js';

setRouteKeys(routePaths);

// The route scripts require the modules they share with the theme by id. A module of the
// base script is evaluated when first required, as webpack does: a require() in a
// <BrowserOnly> function of a doc must not run on the server. Shared generated modules
// (sidebars) are scripts of their own, loaded by the generator on first use. Both are kept
// for the runtime's life.
const loaded = new Map();
function gosaurusRequire(id) {
  let module = loaded.get(id);
  if (!module) {
    const shared = sharedModules[id];
    const factory = shared ? null : globalThis.gosaurusLoadModule(id);
    if (!shared && typeof factory !== 'function') {
      throw new Error(`gosaurusRequire: unknown module "${id}"`);
    }
    module = shared ? shared() : factory(gosaurusRequire);
    loaded.set(id, module);
  }
  return module;
}
globalThis.gosaurusRequire = gosaurusRequire;

// A data route's script (bundle.AddDataRoutes) makes its module here, from its data.
globalThis.gosaurusDataRoute = (data, require) =>
  routeModule(
    data,
    dataRouteComponents[data.component]().default,
    (ref) => require(ref).default,
    (i) => dataRouteComponents[i](),
  );

const baseUrl = (siteData.siteConfig && siteData.siteConfig.baseUrl) || '/';

function headString(part) {
  return part && typeof part.toString === 'function' ? part.toString() : '';
}

// Also reachable from the server bundle, so the generator can build the
// inline script in the same goja runtime.
globalThis.gosaurusColorModeScript = colorModeScript;

// path: a route path, or null for the not-found page; module: that route's module, from its
// route script.
globalThis.gosaurusRender = function gosaurusRender(path, module) {
  if (!module) {
    throw new Error(`gosaurusRender: no module for route "${path}"`);
  }
  const notFound = path === null || path === undefined;
  const route = {path: notFound ? null : path, module};
  const pathname = notFound ? `${baseUrl}404.html` : path;
  const helmetContext = {};
  const location = {pathname, search: '', hash: '', state: undefined, key: 'default'};
  // The server build of react-helmet-async hands each <Helmet> here instead of recomputing
  // the head on every mount; the last one computes it once, from all of them.
  let lastHelmet = null;
  globalThis.gosaurusHelmetDefer = (instance) => {
    lastHelmet = instance;
  };
  // The links the page's <Link>s render and the anchors its components declare (headings,
  // a site's own components through useBrokenLinks), for the generator's broken-link check.
  const links = [];
  const anchors = [];
  globalThis.gosaurusCollectLink = (link) => {
    links.push(link);
  };
  globalThis.gosaurusCollectAnchor = (id) => {
    anchors.push(id);
  };
  let html;
  try {
    html = renderToString(<App helmetContext={helmetContext} location={location} route={route} />);
    // renderToString leaves an error inside a Suspense boundary to the browser (the boundary
    // is marked "<!--$!-->") without reporting it: render again without the boundary, which
    // throws the error, so that the build fails with its message.
    if (html.includes('<!--$!-->')) {
      renderToString(
        <App helmetContext={{}} location={location} route={route} withoutSuspense />,
      );
      throw new Error('The page failed to render on the server (inside its Suspense boundary)');
    }
  } finally {
    globalThis.gosaurusHelmetDefer = undefined;
    globalThis.gosaurusCollectLink = undefined;
    globalThis.gosaurusCollectAnchor = undefined;
  }
  if (lastHelmet) {
    lastHelmet.emitChange();
  }
  const {helmet} = helmetContext;
  return {
    html,
    links,
    anchors,
    head: {
      title: headString(helmet && helmet.title),
      meta: headString(helmet && helmet.meta),
      link: headString(helmet && helmet.link),
      script: headString(helmet && helmet.script),
      base: headString(helmet && helmet.base),
      htmlAttributes: headString(helmet && helmet.htmlAttributes),
      bodyAttributes: headString(helmet && helmet.bodyAttributes),
    },
  };
};
