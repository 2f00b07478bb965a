import React, {useContext} from 'react';
import renderRoutes from '../exports/renderRoutes.jsx';
import {RouteContext} from '../routeContext.js';

// A module as a prop, as Docusaurus passes it: the default export, with the module's other
// exports set on it (an MDX component's toc, frontMatter, …).
function moduleValue(ns) {
  const value = ns.default;
  if (value && (typeof value === 'object' || typeof value === 'function')) {
    for (const key of Object.keys(ns)) {
      if (key !== 'default') {
        value[key] = ns[key];
      }
    }
  }
  return value;
}

// Replaces each {__module} of a modules object with the module's value.
function loadModules(value) {
  if (Array.isArray(value)) {
    return value.map(loadModules);
  }
  if (value && typeof value === 'object') {
    if (value.__module) {
      return moduleValue(value.__module);
    }
    const out = {};
    for (const key of Object.keys(value)) {
      out[key] = loadModules(value[key]);
    }
    return out;
  }
  return value;
}

// A route of the chain as the router renders it: its component with its modules and props,
// inside its route context (the plugin of the top route, the data of every level's context).
function withComponent(route, level, plugin, top) {
  const Component = level.component;
  const modules = level.modules ? loadModules(level.modules) : {};
  const data = level.context ? loadModules(level.context) : undefined;
  function PluginRouteComponent(props) {
    const parent = useContext(RouteContext);
    const value = top
      ? {plugin, data}
      : {plugin: parent ? parent.plugin : plugin, data: {...(parent && parent.data), ...data}};
    return (
      <RouteContext.Provider value={value}>
        <Component {...modules} {...level.props} {...props} />
      </RouteContext.Provider>
    );
  }
  return {...route, component: PluginRouteComponent};
}

const elements = new WeakMap();

// The route of a page a plugin added: the top route with the components of the chain the
// generator matched for the page set on the route objects, rendered as react-router-config
// renders routes; each parent renders the next with renderRoutes(route.routes). Made once per
// route module (its levels), so the components keep their identity.
export default function PluginRoute({plugin, tree, chain, levels}) {
  let element = elements.get(levels);
  if (!element) {
    const top = withComponent(tree, levels[0], plugin, true);
    let parent = top;
    chain.forEach((index, i) => {
      const routes = parent.routes.slice();
      routes[index] = withComponent(routes[index], levels[i + 1], plugin, false);
      parent.routes = routes;
      parent = routes[index];
    });
    element = renderRoutes([top]);
    elements.set(levels, element);
  }
  return element;
}
