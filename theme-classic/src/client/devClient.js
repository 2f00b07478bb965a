// A client module of the dev server's builds only (gosaurus start). After a save, the script
// the dev server adds to each page calls window.__gosaurusReplaceRoutes with the new build's
// routes manifest when the app itself (entry and stylesheet) is unchanged: the page shows the
// new content of its route in place, keeping its scroll position and state, instead of
// reloading. The returned promise rejects when that is not possible; the script then reloads.
import {replaceManifest} from './router/routeLoader.js';

window.__gosaurusReplaceRoutes = replaceManifest;
