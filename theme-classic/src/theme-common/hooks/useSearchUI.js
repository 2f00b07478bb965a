import {getLoadedSearchUI, loadSearchUI} from '../../theme/SearchBar/loadSearchUI.js';
import {useLazyChunk} from './useLazyChunk.js';

// The lazily loaded search UI module: {module, error, pastDelay, load} (see useLazyChunk).
// Call load on the first sign of use (focus, typing, a click, the shortcut).
export function useSearchUI() {
  return useLazyChunk(getLoadedSearchUI, loadSearchUI);
}
