// Imported by entry.browser.jsx only: registers the dynamic import of the search UI chunk.
import {setSearchUIImporter} from './loadSearchUI.js';

setSearchUIImporter(() => import('./ui.jsx'));
