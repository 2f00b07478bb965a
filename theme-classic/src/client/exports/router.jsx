import React, {forwardRef, useContext, useEffect} from 'react';
import {RouterContext} from '../router/RouterContext.js';
import {isPlainClick} from '../router/plainClick.js';
import {
  createPath,
  matchPath,
  parsePath,
  resolveToPathname,
} from '../../theme-common/utils/pathUtils.js';
import clsx from '../../theme-common/utils/clsx.js';

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

// The href of a react-router Link's `to` (a path, a location object or a function of the
// current location), resolved against the current location as react-router does.
function toHref(to, location) {
  const target = typeof to === 'function' ? to(location) : to;
  const path =
    typeof target === 'string'
      ? target
      : createPath({pathname: location.pathname, ...target});
  return resolveToPathname(path, location);
}

// react-router-dom's Link, which site components import by that name (Docusaurus installs
// react-router-dom): the path as given, with no baseUrl or trailing slash added, unlike
// @docusaurus/Link; a plain left click moves the app's history instead of loading a page.
export const Link = forwardRef(function Link(
  {to, replace = false, innerRef, onClick, ...props},
  ref,
) {
  const {location, history} = useRouterContext();
  const href = toHref(to, location);
  const handleClick = (event) => {
    if (onClick) {
      onClick(event);
    }
    if (!isPlainClick(event, props.target)) {
      return;
    }
    event.preventDefault();
    if (replace || createPath(location) === href) {
      history.replace(href);
    } else {
      history.push(href);
    }
  };
  return <a {...props} href={href} onClick={handleClick} ref={innerRef || ref} />;
});

// react-router-dom's NavLink: a Link with activeClassName, activeStyle and aria-current while
// the current location matches its path (className and style may be functions of that).
export const NavLink = forwardRef(function NavLink(
  {
    to,
    exact,
    strict,
    sensitive,
    isActive,
    location: locationProp,
    activeClassName = 'active',
    activeStyle,
    className,
    style,
    'aria-current': ariaCurrent = 'page',
    ...props
  },
  ref,
) {
  const {location: current} = useRouterContext();
  const location = locationProp || current;
  const path = parsePath(toHref(to, location)).pathname;
  const match = matchPath(location.pathname, {path, exact, strict, sensitive});
  const active = !!(isActive ? isActive(match, location) : match);
  const classes = typeof className === 'function' ? className(active) : className;
  const styles = typeof style === 'function' ? style(active) : style;
  return (
    <Link
      {...props}
      ref={ref}
      to={to}
      aria-current={active ? ariaCurrent : undefined}
      className={active ? clsx(classes, activeClassName) || undefined : classes}
      style={active ? {...styles, ...activeStyle} : styles}
    />
  );
});

export {matchPath};
