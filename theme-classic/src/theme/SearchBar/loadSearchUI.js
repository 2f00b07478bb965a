// The search UI (MiniSearch, the index loader, the result lists, the mobile dialog) is a
// chunk of its own that the browser fetches the first time someone uses the search box.
// This module is part of the server bundle too (through SearchBar and SearchPage), which goja
// runs and which must not contain an import() expression; so the function doing the dynamic
// import is registered by ./browser.js, which only the browser entry imports.
let importer = null;
let promise = null;
let loaded = null;

export function setSearchUIImporter(fn) {
  importer = fn;
}

// The search UI module when it has already been loaded, else null.
export function getLoadedSearchUI() {
  return loaded;
}

export function loadSearchUI() {
  if (!promise) {
    if (!importer) {
      return Promise.reject(new Error('gosaurus: the search UI loads only in the browser'));
    }
    promise = importer().then(
      (module) => {
        loaded = module;
        return module;
      },
      (err) => {
        promise = null; // let a later use try again
        throw err;
      },
    );
  }
  return promise;
}
