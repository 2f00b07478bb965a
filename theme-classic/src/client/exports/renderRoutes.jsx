import React from 'react';
import {useHistory, useLocation} from './router.jsx';
import {matchPath} from '../../theme-common/utils/pathUtils.js';

// The route of routes that the location matches, as react-router's Switch picks it: the first.
export function matchRoute(routes, pathname) {
  for (const route of routes || []) {
    const match = matchPath(pathname, {path: route.path, exact: route.exact, strict: route.strict});
    if (match) {
      return {route, match};
    }
  }
  return null;
}

function RouteSwitch({routes, extraProps}) {
  const location = useLocation();
  const history = useHistory();
  const found = matchRoute(routes, location.pathname);
  if (!found || !found.route.component) {
    return null;
  }
  const {route, match} = found;
  if (route.render) {
    return route.render({location, history, match, ...extraProps, route});
  }
  const Component = route.component;
  return <Component location={location} history={history} match={match} {...extraProps} route={route} />;
}

// react-router-config's renderRoutes, which Docusaurus exports: renders the component of the
// first of routes that matches the location, with the router's props and `route`.
export default function renderRoutes(routes, extraProps = {}) {
  return routes ? <RouteSwitch routes={routes} extraProps={extraProps} /> : null;
}
