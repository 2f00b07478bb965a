// A client module: runs in the browser before the app hydrates. Docusaurus also imports client
// modules while rendering on the server, so it checks for a DOM first. Its lifecycles, in
// Docusaurus's default-export form, note the locations they are told of.
if (typeof document !== 'undefined') {
  document.documentElement.dataset.clientModule = 'loaded';
}

const moves = (name, { previousLocation, location }) => {
  const el = document.documentElement;
  el.dataset.lifecycles = `${el.dataset.lifecycles || ''}${name}: ${previousLocation ? previousLocation.pathname : 'null'} -> ${location.pathname};`;
};

export default {
  onRouteUpdate: (args) => moves('update', args),
  onRouteDidUpdate: (args) => moves('didUpdate', args),
};
