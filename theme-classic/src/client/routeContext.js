import {createContext} from 'react';

// Describes the plugin that owns the current route, like Docusaurus's
// RouteContext: {plugin: {name, id}, data}.
export const RouteContext = createContext(null);

// The context of the docs' not-found page, which App renders under a docs plugin's path.
export const docsRouteContext = {
  plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
  data: undefined,
};
