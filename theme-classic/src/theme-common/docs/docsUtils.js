import {useMemo} from 'react';
import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';
import {useLocation} from '../../client/exports/router.jsx';
import {addTrailingSlash, isSamePath, matchPath, removeTrailingSlash} from '../utils/pathUtils.js';
import {useDocsSidebar} from '../contexts/docsSidebar.jsx';
import {useDocsPreferredVersion} from '../contexts/docsPreferredVersion.jsx';

// Docs plugin global data: {[pluginId]: {path, versions: [...]}}.
export function useAllDocsData() {
  const {globalData} = useDocusaurusContext();
  return (globalData && globalData.docs) || {};
}

export function useDocsData(pluginId = 'default') {
  const data = useAllDocsData()[pluginId];
  if (!data) {
    throw new Error(`Docusaurus plugin global data not found for "docusaurus-plugin-content-docs" plugin with id "${pluginId}".`);
  }
  return data;
}

export function getActivePlugin(allPluginData, pathname) {
  const entries = Object.keys(allPluginData)
    .map((id) => [id, allPluginData[id]])
    .sort((a, b) => (b[1].path || '').length - (a[1].path || '').length);
  const found = entries.find(([, data]) =>
    !!matchPath(pathname, {path: data.path, exact: false, strict: false}),
  );
  return found ? {pluginId: found[0], pluginData: found[1]} : undefined;
}

export function useActivePlugin(options = {}) {
  const data = useAllDocsData();
  const {pathname} = useLocation();
  const active = getActivePlugin(data, pathname);
  if (!active && options.failfast) {
    throw new Error(`Can't find active docs plugin for "${pathname}" pathname`);
  }
  return active;
}

export function useActivePluginAndVersion(options = {}) {
  const activePlugin = useActivePlugin(options);
  const {pathname} = useLocation();
  if (!activePlugin) {
    return undefined;
  }
  return {activePlugin, activeVersion: getActiveVersion(activePlugin.pluginData, pathname)};
}

export function getVersionMainDoc(version) {
  return findDocById(version.docs, version.mainDocId);
}

// A list of docs by id (the first doc with each id, as a scan's find gave it), built once per
// list: navbar items and doc cards look docs up on every page, where a scan of the version's
// docs cost in proportion to the site.
const docsById = new WeakMap();

export function findDocById(docs, id) {
  if (!docs) {
    return undefined;
  }
  let byId = docsById.get(docs);
  if (!byId) {
    byId = new Map();
    for (const doc of docs) {
      if (!byId.has(doc.id)) {
        byId.set(doc.id, doc);
      }
    }
    docsById.set(docs, byId);
  }
  return byId.get(id);
}

export function getLatestVersion(data) {
  return data.versions.find((version) => version.isLast) || data.versions[0];
}

export function getActiveVersion(data, pathname) {
  const lastVersion = getLatestVersion(data);
  const ordered = data.versions.filter((v) => v !== lastVersion).concat(lastVersion ? [lastVersion] : []);
  return ordered.find(
    (version) => !!matchPath(pathname, {path: version.path, exact: false, strict: false}),
  );
}

// A version's docs by path (lower case, no trailing slash: what an exact, non-strict match
// ignores), built once per version: navbar items look the active doc up on every page, where
// a scan of every doc costs in proportion to the site.
const docsByPath = new WeakMap();

function findDocByPath(version, pathname) {
  let byPath = docsByPath.get(version);
  if (!byPath) {
    byPath = new Map();
    for (const doc of version.docs || []) {
      const key = removeTrailingSlash(doc.path.toLowerCase());
      if (!byPath.has(key)) {
        byPath.set(key, doc);
      }
    }
    docsByPath.set(version, byPath);
  }
  return byPath.get(removeTrailingSlash(pathname.toLowerCase()));
}

// Each doc id's docs across the versions of a docs plugin ({versionName: doc}), built once per
// plugin's data.
const docVersionsById = new WeakMap();

function alternateDocVersions(data, docId) {
  let byId = docVersionsById.get(data);
  if (!byId) {
    byId = new Map();
    for (const version of data.versions) {
      for (const doc of version.docs || []) {
        if (!byId.has(doc.id)) {
          byId.set(doc.id, {});
        }
        byId.get(doc.id)[version.name] = doc;
      }
    }
    docVersionsById.set(data, byId);
  }
  return byId.get(docId) || {};
}

// The version and doc at pathname, and the same doc in every version that has it.
export function getActiveDocContext(data, pathname) {
  const activeVersion = getActiveVersion(data, pathname);
  const activeDoc = activeVersion && findDocByPath(activeVersion, pathname);
  return {activeVersion, activeDoc, alternateDocVersions: activeDoc ? alternateDocVersions(data, activeDoc.id) : {}};
}

export function useVersions(pluginId) {
  return useDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId) {
  return getLatestVersion(useDocsData(pluginId));
}

export function useActiveVersion(pluginId) {
  const data = useDocsData(pluginId);
  const {pathname} = useLocation();
  return getActiveVersion(data, pathname);
}

export function useActiveDocContext(pluginId) {
  const data = useDocsData(pluginId);
  const {pathname} = useLocation();
  return getActiveDocContext(data, pathname);
}

// Versions where navbar doc items are looked up: the one being browsed first, then the one
// the reader picked, then the latest.
export function useDocsVersionCandidates(pluginId) {
  const data = useDocsData(pluginId);
  const {pathname} = useLocation();
  const {preferredVersion} = useDocsPreferredVersion(pluginId);
  const active = getActiveVersion(data, pathname);
  const latest = getLatestVersion(data);
  return useMemo(
    () => [active, preferredVersion, latest].filter((v, i, all) => v && all.indexOf(v) === i),
    [active, preferredVersion, latest],
  );
}

export function useLayoutDoc(docId, pluginId) {
  const versions = useDocsVersionCandidates(pluginId);
  return useMemo(() => {
    const found = versions.find((version) => findDocById(version.docs, docId));
    const doc = found && findDocById(found.docs, docId);
    if (!doc) {
      const allDocs = versions.reduce((acc, version) => acc.concat(version.docs || []), []);
      const isDraft = versions.some((version) => (version.draftIds || []).indexOf(docId) !== -1);
      if (isDraft) {
        return null;
      }
      const ids = allDocs.map((d) => d.id).filter((id, i, all) => all.indexOf(id) === i);
      throw new Error(`Couldn't find any doc with id "${docId}" in version${
        versions.length > 1 ? 's' : ''
      } "${versions.map((version) => version.name).join('", "')}".
Available doc ids are:
- ${ids.join('\n- ')}`);
    }
    return doc;
  }, [docId, versions]);
}

export function useLayoutDocsSidebar(sidebarId, pluginId) {
  const versions = useDocsVersionCandidates(pluginId);
  return useMemo(() => {
    const sidebarEntries = versions
      .map((version) => (version.sidebars || {})[sidebarId])
      .filter(Boolean);
    if (sidebarEntries.length === 0) {
      const ids = versions.reduce(
        (acc, version) => acc.concat(Object.keys(version.sidebars || {})),
        [],
      );
      throw new Error(`Can't find any sidebar with id "${sidebarId}" in version${
        versions.length > 1 ? 's' : ''
      } ${versions.map((version) => version.name).join(', ')}".
Available sidebar ids are:
- ${ids.filter((id, i, all) => all.indexOf(id) === i).join('\n- ')}`);
    }
    return sidebarEntries[0];
  }, [sidebarId, versions]);
}

// Sidebar helpers (PropSidebar items).

// The normalised paths a category links to, itself and below, computed once per category
// object: sidebars are shared by every page of a runtime, and a category's activity is then
// one lookup instead of a walk of its subtree (which made rendering a page of a large site
// cost time in proportion to the sidebar's size).
const normalizePath = (p) => addTrailingSlash(p).toLowerCase();
const categoryPaths = new WeakMap();
function pathsOf(category) {
  let paths = categoryPaths.get(category);
  if (!paths) {
    paths = new Set();
    if (typeof category.href === 'string') {
      paths.add(normalizePath(category.href));
    }
    for (const subItem of category.items || []) {
      if (subItem.type === 'link' && typeof subItem.href === 'string') {
        paths.add(normalizePath(subItem.href));
      } else if (subItem.type === 'category') {
        pathsOf(subItem).forEach((p) => paths.add(p));
      }
    }
    categoryPaths.set(category, paths);
  }
  return paths;
}

// Whether a category's subtree (or the category itself) links to path.
function containsPath(category, path) {
  return typeof path === 'string' && pathsOf(category).has(normalizeActivePath(path));
}

// normalizePath of the last path asked: a page asks about one path for every category of its
// sidebar.
let lastPath;
let lastNormalized;
function normalizeActivePath(path) {
  if (path !== lastPath) {
    lastPath = path;
    lastNormalized = normalizePath(path);
  }
  return lastNormalized;
}

export function isActiveSidebarItem(item, activePath) {
  if (item.type === 'link') {
    return isSamePath(item.href, activePath);
  }
  if (item.type === 'category') {
    return containsPath(item, activePath);
  }
  return false;
}

export function findFirstSidebarItemCategoryLink(item) {
  if (item.href && !item.linkUnlisted) {
    return item.href;
  }
  for (const subItem of item.items || []) {
    if (subItem.type === 'link') {
      return subItem.href;
    }
    if (subItem.type === 'category') {
      const categoryLink = findFirstSidebarItemCategoryLink(subItem);
      if (categoryLink) {
        return categoryLink;
      }
    }
  }
  return undefined;
}

export function findFirstSidebarItemLink(item) {
  return findFirstSidebarItemCategoryLink(item);
}

// The items a card list shows: a category without any link inside has nowhere to lead.
export function filterDocCardListItems(items) {
  return items.filter((item) => item.type !== 'category' || !!findFirstSidebarItemLink(item));
}

// Unlisted items stay hidden unless they are (or lead to) the page being read; a category
// left with no visible item is hidden too.
export function isVisibleSidebarItem(item, activePath) {
  if (item.type === 'link') {
    return !item.unlisted || isActiveSidebarItem(item, activePath);
  }
  if (item.type === 'category') {
    return (
      isSamePath(item.href, activePath) ||
      (item.items || []).some((subItem) => isVisibleSidebarItem(subItem, activePath))
    );
  }
  return true;
}

export function useVisibleSidebarItems(items, activePath) {
  return useMemo(
    () => items.filter((item) => isVisibleSidebarItem(item, activePath)),
    [items, activePath],
  );
}

// The category of the page being read, for the cards of a generated index or a
// <DocCardList />: the deepest category on the way to it in the sidebar, whose index page (or
// linked doc) it is, or among whose items it is as a doc, as Docusaurus finds it.
export function useCurrentSidebarCategory() {
  const sidebar = useDocsSidebar();
  const {pathname} = useLocation();
  if (!sidebar) {
    throw new Error('Unexpected: cant find current sidebar in context');
  }
  let category;
  const find = (items) =>
    items.some((item) => {
      if (item.type === 'category') {
        if (isSamePath(item.href, pathname) || find(item.items || [])) {
          category ??= item; // the deepest: the search unwinds from it
          return true;
        }
        return false;
      }
      return item.type === 'link' && !!item.docId && isSamePath(item.href, pathname);
    });
  find(sidebar.items);
  if (!category) {
    throw new Error(`${pathname} is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages.`);
  }
  return category;
}

// The first category of the sidebar's items, depth first, that predicate accepts.
export function findSidebarCategory(sidebar, predicate) {
  for (const item of sidebar) {
    if (item.type !== 'category') {
      continue;
    }
    if (predicate(item)) {
      return item;
    }
    const sub = findSidebarCategory(item.items || [], predicate);
    if (sub) {
      return sub;
    }
  }
  return undefined;
}

// The items beside the page being read: those of the deepest category holding it (or
// linking to it), else the sidebar's top level.
export function useCurrentSidebarSiblings() {
  const sidebar = useDocsSidebar();
  const {pathname} = useLocation();
  if (!sidebar) {
    throw new Error('Unexpected: cant find current sidebar in context');
  }
  let items = sidebar.items;
  for (;;) {
    const category = items.find((item) => item.type === 'category' && isActiveSidebarItem(item, pathname));
    if (!category) {
      return items;
    }
    items = category.items || [];
  }
}

// What the version banner offers: the latest version, and the page being read in it (when
// it exists there).
export function useDocVersionSuggestions(pluginId) {
  const latestVersion = useLatestVersion(pluginId);
  const {alternateDocVersions} = useActiveDocContext(pluginId);
  return {
    latestDocSuggestion: alternateDocVersions[latestVersion.name],
    latestVersionSuggestion: latestVersion,
  };
}

// The chain of sidebar items leading to the current page; null without a sidebar or when the
// docs plugin's breadcrumbs option is false.
export function useSidebarBreadcrumbs() {
  const sidebar = useDocsSidebar();
  const {pathname} = useLocation();
  const activePlugin = useActivePlugin();
  if (!sidebar || activePlugin?.pluginData.breadcrumbs === false) {
    return null;
  }
  const breadcrumbs = [];
  function extract(items) {
    for (const item of items) {
      if (
        (item.type === 'category' &&
          (isSamePath(item.href, pathname) ||
            (containsPath(item, pathname) && extract(item.items || [])))) ||
        (item.type === 'link' && isSamePath(item.href, pathname))
      ) {
        breadcrumbs.unshift(item);
        return true;
      }
    }
    return false;
  }
  extract(sidebar.items);
  return breadcrumbs;
}

// The schema.org BreadcrumbList of the breadcrumbs (items without a link are not allowed).
export function useBreadcrumbsStructuredData({breadcrumbs}) {
  const {siteConfig} = useDocusaurusContext();
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs
      .filter((breadcrumb) => breadcrumb.href)
      .map((breadcrumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: breadcrumb.label,
        item: `${siteConfig.url}${breadcrumb.href}`,
      })),
  };
}
