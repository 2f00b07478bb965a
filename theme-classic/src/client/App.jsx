import React, {Suspense} from 'react';
import {HelmetProvider} from 'react-helmet-async';
import '../css/theme.css';
import Root from '@theme/Root';
import ThemeProvider from '@theme/ThemeProvider';
import SiteMetadata from '@theme/SiteMetadata';
import DocPage from '@theme/DocPage';
import NotFound from '@theme/NotFound';
import SearchPage from '@theme/SearchPage';
import {getActivePlugin, useAllDocsData} from '../theme-common/docs/docsUtils.js';
import ErrorBoundary from './exports/ErrorBoundary.jsx';
import Head from './exports/Head.jsx';
import useIsBrowser from './exports/useIsBrowser.jsx';
import {DocusaurusContext, siteContextValue} from './docusaurusContext.js';
import {BrowserContextProvider} from './browserContext.jsx';
import {RouteContext, docsRouteContext, nativeRouteContext} from './routeContext.js';
import {BrowserRouter, StaticRouter, useRouter} from './router/Router.jsx';
import {pluginRouteElement} from './pluginRoute.jsx';
import SiteMetadataDefaults from './SiteMetadataDefaults.jsx';
import BaseUrlIssueBanner from './BaseUrlIssueBanner.jsx';

const pagesRouteContext = {
  plugin: {name: 'docusaurus-plugin-content-pages', id: 'default'},
  data: undefined,
};

// <html data-has-hydrated="false|true">, like Docusaurus.
function HasHydratedDataAttribute() {
  const isBrowser = useIsBrowser();
  return (
    <Head>
      <html data-has-hydrated={isBrowser ? 'true' : 'false'} />
    </Head>
  );
}

// The route module kinds of the docs plugin, rendered by DocPage.
const docsKinds = new Set(['doc', 'docCategory', 'docTags', 'docTag']);

function routeContextFor(kind) {
  if (docsKinds.has(kind)) {
    return docsRouteContext;
  }
  if (kind === 'page') {
    return pagesRouteContext;
  }
  return nativeRouteContext;
}

// Renders the component of the current route module.
function RouteRenderer() {
  const {route, location} = useRouter();
  const module = route && route.module ? route.module : {kind: 'notFound'};
  const kind = module.kind;
  const docsPlugin = getActivePlugin(useAllDocsData(), location.pathname);
  let element;
  if (docsKinds.has(kind)) {
    element = <DocPage content={module} />;
  } else if (kind === 'notFound') {
    // Docusaurus's docs routes catch every path under a docs plugin's path (docs served at the
    // site root, say): such an unknown page is the docs' not-found content, in the docs layout,
    // and a swizzled NotFound is not used for it.
    element = docsPlugin ? <DocPage content={module} /> : <NotFound />;
  } else if (kind === 'search') {
    element = <SearchPage />;
  } else if (kind === 'plugin') {
    // A route a plugin added: its components provide their own route context.
    return pluginRouteElement(module.pluginRoute);
  } else if ((kind === 'page' || kind === 'blog' || kind === undefined) && typeof module.default === 'function') {
    const Page = module.default;
    element = <Page />;
  } else {
    throw new Error(`Unknown route module kind "${kind}" for route ${route && route.path}`);
  }
  // A blog route module carries its own context: the blog instance and its metadata.
  const routeContext = module.routeContext || routeContextFor(kind === 'notFound' && docsPlugin ? 'doc' : kind);
  return <RouteContext.Provider value={routeContext}>{element}</RouteContext.Provider>;
}

function AppContent() {
  return (
    <Root>
      <ThemeProvider>
        <SiteMetadataDefaults />
        <SiteMetadata />
        <BaseUrlIssueBanner />
        <ErrorBoundary>
          <RouteRenderer />
        </ErrorBoundary>
      </ThemeProvider>
    </Root>
  );
}

// The whole app. Server: pass `helmetContext`, `location` and `route` (and `withoutSuspense`
// to have an error of the page's render thrown, see entry.server.jsx).
// Browser: pass `initialLocation` and `initialRoute` ({path, module}).
export default function App({
  helmetContext,
  location,
  route,
  initialLocation,
  initialRoute,
  withoutSuspense,
}) {
  const isServer = !!location;
  const app = (
    <BrowserContextProvider>
      {isServer ? (
        <StaticRouter location={location} route={route}>
          <AppContent />
        </StaticRouter>
      ) : (
        <BrowserRouter initialLocation={initialLocation} initialRoute={initialRoute}>
          <AppContent />
        </BrowserRouter>
      )}
      <HasHydratedDataAttribute />
    </BrowserContextProvider>
  );
  return (
    <HelmetProvider context={helmetContext}>
      <DocusaurusContext.Provider value={siteContextValue}>
        {/* A Suspense boundary hydrates at low priority, in slices that yield to the browser:
            the page's hydration is no single long task. Nothing suspends in it (route chunks
            load before navigating), so the fallback never shows. */}
        {withoutSuspense ? app : <Suspense fallback={null}>{app}</Suspense>}
      </DocusaurusContext.Provider>
    </HelmetProvider>
  );
}
