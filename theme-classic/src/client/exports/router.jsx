import {useContext, useEffect} from 'react';
import {RouterContext} from '../router/RouterContext.js';
import {matchPath} from '../../theme-common/utils/pathUtils.js';

// The subset of react-router v5 that Docusaurus themes use.
function useRouterContext() {
  const value = useContext(RouterContext);
  if (!value) {
    throw new Error('@docusaurus/router hooks must be used inside the app');
  }
  return value;
}

export function useLocation() {
  return useRouterContext().location;
}

export function useHistory() {
  return useRouterContext().history;
}

export function useParams() {
  return {};
}

export function useRouteMatch(path) {
  const {location} = useRouterContext();
  if (path === undefined) {
    return {path: '/', url: '/', isExact: location.pathname === '/', params: {}};
  }
  return matchPath(location.pathname, path);
}

export function Redirect({to, push = false}) {
  const history = useHistory();
  useEffect(() => {
    if (push) {
      history.push(to);
    } else {
      history.replace(to);
    }
  }, [history, to, push]);
  return null;
}

export {matchPath};
