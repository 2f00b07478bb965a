// A client module: runs once in the browser, before the app hydrates.
document.documentElement.dataset.clientModule = 'loaded';
