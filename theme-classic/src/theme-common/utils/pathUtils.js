// URL and path helpers shared by the client runtime and the theme.

// True when the url has a protocol ("https:", "mailto:") or is
// protocol-relative ("//cdn.example.com").
export function hasProtocol(url) {
  return /^(?:\w*:|\/\/)/.test(url);
}

export function isInternalUrl(url) {
  return typeof url !== 'undefined' && !hasProtocol(url);
}

export function addTrailingSlash(str) {
  return str.endsWith('/') ? str : `${str}/`;
}

export function removeTrailingSlash(str) {
  return str.endsWith('/') && str.length > 1 ? str.slice(0, -1) : str;
}

// Compares two paths, ignoring a trailing slash and letter case.
export function isSamePath(path1, path2) {
  if (typeof path1 !== 'string' || typeof path2 !== 'string') {
    return false;
  }
  const normalize = (p) => addTrailingSlash(p).toLowerCase();
  return normalize(path1) === normalize(path2);
}

// Applies the siteConfig.trailingSlash policy to a path (keeps query/hash).
export function applyTrailingSlash(path, {trailingSlash, baseUrl}) {
  if (path.startsWith('#')) {
    return path;
  }
  if (typeof trailingSlash === 'undefined' || trailingSlash === null) {
    return path;
  }
  const pathname = path.split(/[#?]/)[0];
  const shouldNotApply = pathname === '/' || pathname === baseUrl;
  const newPathname = shouldNotApply
    ? pathname
    : trailingSlash
      ? addTrailingSlash(pathname)
      : removeTrailingSlash(pathname);
  return newPathname + path.slice(pathname.length);
}

// A route path as a URL: each "%" that starts no percent-escape written "%25". A route path is
// its page's file name as it is ("/100%" for docs/100%.md, written to 100%/index.html), and a
// server decodes the URL it is asked for before looking for the file: "/100%" is no URL at all
// (servers answer 400), "/100%25" is that file. A "%" that starts an escape is kept, as links
// are also written as URLs already ("/caf%C3%A9").
export function encodeStrayPercents(url) {
  return url.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
}

// Prepends the baseUrl to a site-relative url (like @docusaurus/useBaseUrl).
export function addBaseUrl(
  siteUrl,
  baseUrl,
  url,
  {forcePrependBaseUrl = false, absolute = false} = {},
) {
  if (!url || url.startsWith('#') || hasProtocol(url)) {
    return url;
  }
  if (forcePrependBaseUrl) {
    return baseUrl + url.replace(/^\//, '');
  }
  // /baseUrl -> /baseUrl/
  if (url === baseUrl.replace(/\/$/, '')) {
    return baseUrl;
  }
  const shouldAddBaseUrl = !url.startsWith(baseUrl);
  const basePath = shouldAddBaseUrl ? baseUrl + url.replace(/^\//, '') : url;
  return absolute ? siteUrl + basePath : basePath;
}

// Splits "path?query#hash" into its parts.
export function parsePath(path) {
  let pathname = path || '/';
  let search = '';
  let hash = '';
  const hashIndex = pathname.indexOf('#');
  if (hashIndex !== -1) {
    hash = pathname.slice(hashIndex);
    pathname = pathname.slice(0, hashIndex);
  }
  const searchIndex = pathname.indexOf('?');
  if (searchIndex !== -1) {
    search = pathname.slice(searchIndex);
    pathname = pathname.slice(0, searchIndex);
  }
  return {pathname, search, hash};
}

export function createPath({pathname = '/', search = '', hash = ''}) {
  return pathname + search + hash;
}

// react-router v5 compatible matchPath subset: string paths only, no params.
export function matchPath(pathname, options = {}) {
  const opts = typeof options === 'string' ? {path: options} : options;
  const paths = [].concat(opts.path === undefined ? [] : opts.path);
  const {exact = false, strict = false, sensitive = false} = opts;
  for (let i = 0; i < paths.length; i++) {
    const path = paths[i];
    if (path === undefined || path === null) {
      continue;
    }
    const norm = (p) => (sensitive ? p : p.toLowerCase());
    const target = norm(strict ? path : removeTrailingSlash(path) || '/');
    const current = norm(pathname);
    const currentNoSlash = strict ? current : removeTrailingSlash(current);
    let isMatch = false;
    let url = '';
    if (currentNoSlash === target || (!strict && current === target)) {
      isMatch = true;
      url = pathname;
    } else if (!exact) {
      const prefix = target.endsWith('/') ? target : `${target}/`;
      if (current.startsWith(prefix) || target === '/') {
        isMatch = true;
        url = pathname.slice(0, target.length);
      }
    }
    if (isMatch) {
      return {path, url, isExact: currentNoSlash === target, params: {}};
    }
  }
  return null;
}

// Resolves a relative link ("foo", "../bar", "?q", "#h") against the current
// location, like react-router's createLocation.
export function resolveToPathname(to, currentLocation) {
  if (!to || to.startsWith('/')) {
    return to;
  }
  const current = currentLocation || {pathname: '/', search: '', hash: ''};
  if (to.startsWith('#')) {
    return current.pathname + current.search + to;
  }
  if (to.startsWith('?')) {
    return current.pathname + to;
  }
  const {pathname, search, hash} = parsePath(to);
  const fromParts = current.pathname.split('/');
  fromParts.pop(); // drop the last segment (file part)
  const parts = fromParts.concat(pathname.split('/'));
  const resolved = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part === '..') {
      if (resolved.length > 1) {
        resolved.pop();
      }
    } else if (part !== '.' && !(part === '' && i > 0 && i < parts.length - 1)) {
      resolved.push(part);
    }
  }
  let result = resolved.join('/');
  if (!result.startsWith('/')) {
    result = `/${result}`;
  }
  const lastPart = pathname.split('/').pop();
  if ((lastPart === '.' || lastPart === '..') && !result.endsWith('/')) {
    result += '/';
  }
  return result + search + hash;
}
