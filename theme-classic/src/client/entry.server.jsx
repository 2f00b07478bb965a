// Server entry, run inside goja: sets globalThis.gosaurusRender. The shims
// module must stay the first import (it defines globals React needs).
import './serverShims.js';
import React from 'react';
import {renderToString} from 'react-dom/server.browser';
import * as generatedRoutes from '@generated/routes';
import siteData from '@generated/site';
import App from './App.jsx';
import {setRouteKeys} from './routes.js';
import colorModeScript from './colorModeScript.js';

const routes = generatedRoutes.default || {};
const notFoundModule =
  generatedRoutes.notFound || routes.notFound || {kind: 'notFound'};

setRouteKeys(Object.keys(routes).filter((key) => key !== 'notFound'));

const baseUrl = (siteData.siteConfig && siteData.siteConfig.baseUrl) || '/';

function headString(part) {
  return part && typeof part.toString === 'function' ? part.toString() : '';
}

// Also reachable from the server bundle, so the generator can build the
// inline script in the same goja runtime.
globalThis.gosaurusColorModeScript = colorModeScript;

// path: a route path of @generated/routes, or null for the not-found page.
globalThis.gosaurusRender = function gosaurusRender(path) {
  let route;
  let pathname;
  if (path === null || path === undefined) {
    route = {path: null, module: notFoundModule};
    pathname = `${baseUrl}404.html`;
  } else {
    const module = routes[path];
    if (!module) {
      throw new Error(`gosaurusRender: unknown route "${path}"`);
    }
    route = {path, module};
    pathname = path;
  }
  const helmetContext = {};
  const location = {pathname, search: '', hash: '', state: undefined, key: 'default'};
  const html = renderToString(
    <App helmetContext={helmetContext} location={location} route={route} />,
  );
  const {helmet} = helmetContext;
  return {
    html,
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
