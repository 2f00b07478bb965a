import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';
import {useLocation} from '../../client/exports/router.jsx';
import {hasRoute} from '../../client/routes.js';

// The route of the site's home page (path === baseUrl), if there is one.
export function useHomePageRoute() {
  const {siteConfig, globalData} = useDocusaurusContext();
  const baseUrl = siteConfig.baseUrl || '/';
  if (hasRoute(baseUrl)) {
    return {path: baseUrl, exact: true};
  }
  // Fallback when the route list is unknown: a doc published at the baseUrl.
  const docsData = (globalData && globalData.docs) || {};
  const found = Object.keys(docsData).some((pluginId) =>
    (docsData[pluginId].versions || []).some((version) =>
      (version.docs || []).some((doc) => doc.path === baseUrl),
    ),
  );
  return found ? {path: baseUrl, exact: true} : undefined;
}

// The current pathname without the baseUrl, as the navbar items' "to" options are written.
export function useLocalPathname() {
  const {
    siteConfig: {baseUrl = '/'},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
}
