// Runs in the browser on every page; marks the document so that a test can see it loaded.
if (typeof document !== 'undefined') {
  document.documentElement.dataset.greeting = 'loaded';
}
