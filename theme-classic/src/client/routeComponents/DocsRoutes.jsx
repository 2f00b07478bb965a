import React from 'react';
import DocsRoot from '@theme/DocsRoot';
import DocVersionRoot from '@theme/DocVersionRoot';
import {matchPath, useHistory, useLocation} from '@docusaurus/router';
import {useVersionMetadata} from './docsVersion.js';

// What renderRoutes(route.routes) renders of a level's one nested route: the levels below.
function NestedLevels({route}) {
  return route.element;
}

// One level of the docs' nested routes: component with props, and the props Docusaurus's
// router gives it (location, history, match, route). A level with children has them as its
// route's one nested route too, so that a component written for Docusaurus renders them with
// renderRoutes(props.route.routes) as the theme's own renders children.
export function DocsLevel({component: Component, children, ...props}) {
  const location = useLocation();
  const history = useHistory();
  const path = location.pathname;
  const route = {path, exact: children === undefined};
  if (children !== undefined) {
    route.routes = [{path, exact: true, component: NestedLevels, element: children}];
  }
  return (
    <Component
      {...props}
      location={location}
      history={history}
      match={matchPath(path, route)}
      route={route}>
      {children}
    </Component>
  );
}

// The nesting every page of the docs plugin shares, as Docusaurus's docs routes nest it:
// DocsRoot > DocVersionRoot (the version of content.metadata.permalink, else of the location),
// each the instance's component where its options name one (the route's prop of the option's
// name), else the theme's.
export default function DocsRoutes({
  content,
  docsRootComponent = DocsRoot,
  docVersionRootComponent = DocVersionRoot,
  children,
}) {
  const version = useVersionMetadata(content);
  return (
    <DocsLevel component={docsRootComponent}>
      <DocsLevel component={docVersionRootComponent} version={version}>
        {children}
      </DocsLevel>
    </DocsLevel>
  );
}
