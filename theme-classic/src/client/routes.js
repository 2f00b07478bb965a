// Registry of the known route paths, filled by the entries: from
// @generated/routes on the server, from the routes manifest in the browser.
// Both sides then answer the same questions during the hydration render.
let routeKeys = new Set();

export function setRouteKeys(keys) {
  routeKeys = new Set(keys.filter((key) => typeof key === 'string' && key.startsWith('/')));
}

export function getRouteKeys() {
  return routeKeys;
}

export function hasRoute(path) {
  return routeKeys.has(path);
}

function safeDecode(str) {
  try {
    return decodeURI(str);
  } catch (e) {
    return str;
  }
}

// "/a/index.html" -> "/a/", "/a/b.html" -> "/a/b"
// The pathname a page no route matches sees inside its route, as Docusaurus normalizes it:
// "/404.html" is "/404" there (so the 404 page's locale links are "/fr/404"), while what
// renders outside the route (SiteMetadata's hreflang links) keeps the URL's.
export function notFoundPathname(pathname) {
  return pathname.replace(/(?:\/index)?\.html$/, '') || '/';
}

export function cleanHtmlPath(pathname) {
  if (pathname.endsWith('/index.html')) {
    return pathname.slice(0, -'index.html'.length);
  }
  if (pathname.endsWith('.html')) {
    return pathname.slice(0, -'.html'.length);
  }
  return pathname;
}

// The route path (a key of the manifest) that serves `pathname`, or null.
// Matching is exact after .html normalisation; like react-router's non-strict
// matching, a trailing slash difference is tolerated.
export function matchRoutePath(pathname, keys = routeKeys) {
  const candidates = [];
  const push = (p) => {
    if (p && candidates.indexOf(p) === -1) {
      candidates.push(p);
    }
  };
  [pathname, safeDecode(pathname)].forEach((p) => {
    const clean = cleanHtmlPath(p);
    push(clean);
    push(clean.endsWith('/') ? clean.slice(0, -1) : `${clean}/`);
  });
  for (let i = 0; i < candidates.length; i++) {
    if (keys.has(candidates[i])) {
      return candidates[i];
    }
  }
  return null;
}
