// A client module: runs in the browser before the app hydrates. Docusaurus also imports client
// modules while rendering on the server, so it checks for a DOM first.
if (typeof document !== 'undefined') {
  document.documentElement.dataset.clientModule = 'loaded';
}
