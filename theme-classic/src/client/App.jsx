import React, {Suspense} from 'react';
import {HelmetProvider} from 'react-helmet-async';
import '../css/theme.css';
import Root from '@theme/Root';
import ThemeProvider from '@theme/ThemeProvider';
import SiteMetadata from '@theme/SiteMetadata';
import {getActivePlugin, useAllDocsData} from '../theme-common/docs/docsUtils.js';
import ErrorBoundary from './exports/ErrorBoundary.jsx';
import Head from './exports/Head.jsx';
import useIsBrowser from './exports/useIsBrowser.jsx';
import {DocusaurusContext, siteContextValue} from './docusaurusContext.js';
import {BrowserContextProvider} from './browserContext.jsx';
import {RouteContext, docsRouteContext} from './routeContext.js';
import {BrowserRouter, StaticRouter, useRouter} from './router/Router.jsx';
import {RouterContext} from './router/RouterContext.js';
import {notFoundPathname} from './routes.js';
import DocsNotFoundRoute from './routeComponents/DocsNotFoundRoute.jsx';
import SiteMetadataDefaults from './SiteMetadataDefaults.jsx';
import BaseUrlIssueBanner from './BaseUrlIssueBanner.jsx';

// <html data-has-hydrated="false|true">, like Docusaurus.
function HasHydratedDataAttribute() {
  const isBrowser = useIsBrowser();
  return (
    <Head>
      <html data-has-hydrated={isBrowser ? 'true' : 'false'} />
    </Head>
  );
}

// Renders the current route: its module's component with its props, inside its route context.
// A page no route matches sees its pathname as Docusaurus's routes do (notFoundPathname).
function RouteRenderer() {
  const router = useRouter();
  const {route, location} = router;
  const docsPlugin = getActivePlugin(useAllDocsData(), location.pathname);
  const notFound = route.path === null;
  // Docusaurus's docs routes catch every path under a docs plugin's path (docs served at the
  // site root, say): such an unknown page is the docs' not-found page.
  const page =
    notFound && docsPlugin ? (
      <RouteContext.Provider value={docsRouteContext}>
        <DocsNotFoundRoute />
      </RouteContext.Provider>
    ) : (
      <RouteContext.Provider value={route.module.routeContext}>
        <route.module.component {...route.module.props} />
      </RouteContext.Provider>
    );
  const pathname = notFound ? notFoundPathname(location.pathname) : location.pathname;
  return pathname === location.pathname ? (
    page
  ) : (
    <RouterContext.Provider value={{...router, location: {...location, pathname}}}>{page}</RouterContext.Provider>
  );
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
