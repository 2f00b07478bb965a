import {createContext} from 'react';

// Describes the plugin that owns the current route, like Docusaurus's
// RouteContext: {plugin: {name, id}, data}.
export const RouteContext = createContext(null);

export const docsRouteContext = {
  plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
  data: undefined,
};

export const nativeRouteContext = {
  plugin: {name: 'native', id: 'default'},
  data: undefined,
};
