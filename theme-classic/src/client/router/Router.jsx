import React, {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {RouterContext} from './RouterContext.js';
import {createPath} from '../../theme-common/utils/pathUtils.js';
import {cleanHtmlPath, matchRoutePath} from '../routes.js';
import {loadRoute, onManifestReplaced} from './routeLoader.js';
import {doneProgress, startProgress} from './progress.js';
import {restoreScroll, saveScrollPosition} from './scroll.js';
import {dispatchLifecycle} from '../clientLifecycles.js';

function createKey() {
  return Math.random().toString(36).slice(2, 10);
}

// A location object as history v4 reads it: without a pathname it stays on the current page
// (history.replace({search}) changes only the query), and "?" and "#" are optional.
function toLocationString(to, currentPathname = '/') {
  if (typeof to === 'string') {
    return to;
  }
  const {pathname = currentPathname, search = '', hash = ''} = to || {};
  return createPath({
    pathname,
    search: search && search.charAt(0) !== '?' ? `?${search}` : search,
    hash: hash && hash.charAt(0) !== '#' ? `#${hash}` : hash,
  });
}

// Server render: a fixed location, navigation is impossible.
export function StaticRouter({location, route, children}) {
  const value = useMemo(() => {
    const loc = {state: undefined, key: 'default', ...location};
    const noop = () => {
      throw new Error('Navigation is not possible during server rendering');
    };
    const history = {
      action: 'POP',
      location: loc,
      length: 1,
      push: noop,
      replace: noop,
      go: noop,
      goBack: noop,
      goForward: noop,
      listen: () => () => {},
      block: () => () => {},
      createHref: (l) => toLocationString(l),
    };
    return {location: loc, history, action: 'POP', route};
  }, [location, route]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

// Pathname given to the app: the route path when the URL matches a route
// (so "/a/b.html" and "/a/b/" render as "/a/b"), else the raw pathname.
function appPathname(rawPathname, routePath) {
  return routePath ?? rawPathname;
}

// "/a/b.html" and "/a/index.html" show in the address bar as their route's clean path.
function cleanPathname(pathname, routePath) {
  return routePath && cleanHtmlPath(pathname) !== pathname ? routePath : pathname;
}

function readWindowLocation(routePath, key, state) {
  return {
    pathname: appPathname(window.location.pathname, routePath),
    search: window.location.search,
    hash: window.location.hash,
    state,
    key,
  };
}

function isAssetPath(pathname) {
  const last = pathname.split('/').pop() || '';
  return /\.[a-z0-9]+$/i.test(last) && !/\.html?$/i.test(last);
}

// Browser router: history API, routes loaded before the location changes.
export function BrowserRouter({initialLocation, initialRoute, children}) {
  const [state, setState] = useState(() => ({
    location: initialLocation,
    route: initialRoute,
    action: 'POP',
    initial: true,
  }));
  const stateRef = useRef(state);
  stateRef.current = state;
  const navigationId = useRef(0);
  const listeners = useRef(new Set());
  // history.block's blockers: each is asked (location, action) before a move and stops it by
  // returning false. A back or forward move has happened by then: it is undone by going the
  // other way, told apart by the index each entry of ours keeps in its state.
  const blockers = useRef(new Set());
  const index = useRef(0);
  const undoingPop = useRef(false);

  const commit = useCallback((next) => {
    setState(next);
    listeners.current.forEach((listener) => listener(next.location, next.action));
  }, []);

  const transition = useCallback(
    (to, action, historyState) => {
      const current = stateRef.current;
      const base = window.location.href;
      let url;
      try {
        url = new URL(toLocationString(to, window.location.pathname), base);
      } catch (e) {
        window.location.assign(toLocationString(to, window.location.pathname));
        return;
      }
      if (url.origin !== window.location.origin) {
        window.location.assign(url.href);
        return;
      }
      const id = ++navigationId.current;
      const href = cleanPathname(url.pathname, matchRoutePath(url.pathname)) + url.search + url.hash;
      const key = action === 'POP' ? (window.history.state && window.history.state.key) || createKey() : createKey();
      // What client modules' onRouteUpdate is told of the move; what it returns runs once
      // the new route has loaded.
      const nextLocation = {
        pathname: appPathname(url.pathname, matchRoutePath(url.pathname)),
        search: url.search,
        hash: url.hash,
        state: historyState,
        key,
      };
      const poppedIndex = action === 'POP' ? window.history.state && window.history.state.idx : undefined;
      if ([...blockers.current].some((blocker) => blocker(nextLocation, action) === false)) {
        if (action === 'POP') {
          undoingPop.current = true;
          window.history.go(typeof poppedIndex === 'number' ? index.current - poppedIndex : 1);
        }
        return;
      }
      const applyHistory = () => {
        if (action === 'PUSH') {
          saveScrollPosition(current.location.key);
          index.current += 1;
          window.history.pushState({key, state: historyState, idx: index.current}, '', href);
        } else if (action === 'REPLACE') {
          window.history.replaceState({key, state: historyState, idx: index.current}, '', href);
        } else {
          saveScrollPosition(current.location.key);
          if (typeof poppedIndex === 'number') {
            index.current = poppedIndex;
          }
          if (!window.history.state || !window.history.state.key) {
            window.history.replaceState({key, state: historyState, idx: index.current}, '');
          }
        }
      };
      const samePage =
        current.route &&
        matchRoutePath(url.pathname) === current.route.path &&
        current.route.path !== null &&
        url.search === current.location.search;
      if (samePage) {
        dispatchLifecycle('onRouteUpdate', {previousLocation: current.location, location: nextLocation})();
        applyHistory();
        commit({
          location: readWindowLocation(current.route.path, key, historyState),
          route: current.route,
          action,
          initial: false,
        });
        return;
      }
      const routePath = matchRoutePath(url.pathname);
      if (!routePath && action !== 'POP' && isAssetPath(url.pathname)) {
        window.location.assign(url.href);
        return;
      }
      startProgress();
      const routeLoaded = dispatchLifecycle('onRouteUpdate', {previousLocation: current.location, location: nextLocation});
      loadRoute(url.pathname).then(
        (route) => {
          if (id !== navigationId.current) {
            return;
          }
          routeLoaded();
          applyHistory();
          commit({
            location: readWindowLocation(route.path, key, historyState),
            route,
            action,
            initial: false,
          });
        },
        (err) => {
          if (id !== navigationId.current) {
            return;
          }
          doneProgress();
          if (typeof console !== 'undefined') {
            console.error(`Failed to load route ${url.pathname}, reloading`, err);
          }
          // Full page load: the server has the page even if its chunk failed.
          if (action === 'POP') {
            window.location.reload();
          } else {
            window.location.assign(url.href);
          }
        },
      );
    },
    [commit],
  );

  // Back/forward and in-page hash navigation.
  useEffect(() => {
    if ('scrollRestoration' in window.history) {
      window.history.scrollRestoration = 'manual';
    }
    const {pathname, search, hash} = window.location;
    const clean = cleanPathname(pathname, stateRef.current.route?.path ?? null);
    if (!window.history.state || !window.history.state.key || clean !== pathname) {
      window.history.replaceState(
        {key: stateRef.current.location.key, state: undefined, idx: 0, ...window.history.state},
        '',
        clean + search + hash,
      );
    }
    index.current = window.history.state.idx ?? 0;
    const onPopState = () => {
      if (undoingPop.current) {
        undoingPop.current = false; // the move back to where a blocker kept us
        return;
      }
      const href = window.location.pathname + window.location.search + window.location.hash;
      transition(href, 'POP', window.history.state && window.history.state.state);
    };
    // In-page fragment navigation: some browsers only fire hashchange.
    const onHashChange = () => {
      if (stateRef.current.location.hash !== window.location.hash) {
        onPopState();
      }
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [transition]);

  // The not-found page is server-rendered at a fixed pathname: switch to the
  // real one once hydrated.
  useEffect(() => {
    const loc = stateRef.current.location;
    if (
      loc.pathname !== appPathname(window.location.pathname, stateRef.current.route?.path ?? null) ||
      loc.hash !== window.location.hash ||
      loc.search !== window.location.search
    ) {
      // A transition, like the switch of useIsBrowser: both in one re-render.
      startTransition(() =>
        setState((prev) => ({
          ...prev,
          location: readWindowLocation(prev.route?.path ?? null, prev.location.key, prev.location.state),
        })),
      );
    }
  }, []);

  // A new build's routes (the dev server's update after a save): the route shown loads again
  // and renders in place, which is no move for client modules and keeps the scroll position.
  useEffect(
    () =>
      onManifestReplaced(() =>
        loadRoute(window.location.pathname).then((route) => {
          setState((prev) => ({...prev, route, refreshed: true}));
        }),
      ),
    [],
  );

  useLayoutEffect(() => {
    if (state.initial || state.refreshed) {
      return;
    }
    doneProgress();
    restoreScroll(state.action, state.location);
  }, [state]);

  // Client modules hear of the first location once hydrated (the location the address bar
  // shows: the not-found page's switch to it is no move), then of every move.
  const shownLocation = useRef(null);
  useLayoutEffect(() => {
    const previousLocation = shownLocation.current;
    if (previousLocation && (state.initial || state.refreshed)) {
      return;
    }
    const location = state.initial
      ? readWindowLocation(state.route?.path ?? null, state.location.key, state.location.state)
      : state.location;
    if (!previousLocation) {
      dispatchLifecycle('onRouteUpdate', {previousLocation: null, location})();
    }
    shownLocation.current = location;
    dispatchLifecycle('onRouteDidUpdate', {previousLocation, location});
  }, [state]);

  const history = useMemo(
    () => ({
      get action() {
        return stateRef.current.action;
      },
      get location() {
        return stateRef.current.location;
      },
      get length() {
        return window.history.length;
      },
      push: (to, historyState) => transition(to, 'PUSH', historyState),
      replace: (to, historyState) => transition(to, 'REPLACE', historyState),
      go: (n) => window.history.go(n),
      goBack: () => window.history.back(),
      goForward: () => window.history.forward(),
      listen: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      block: (blocker) => {
        blockers.current.add(blocker);
        return () => blockers.current.delete(blocker);
      },
      createHref: (l) => toLocationString(l),
    }),
    [transition],
  );

  const value = useMemo(
    () => ({location: state.location, history, action: state.action, route: state.route}),
    [state, history],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useRouter() {
  const value = useContext(RouterContext);
  if (!value) {
    throw new Error('Router context not found: use inside <App>');
  }
  return value;
}

