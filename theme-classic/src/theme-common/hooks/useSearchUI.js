import {useCallback, useState} from 'react';
import {getLoadedSearchUI, loadSearchUI} from '../../theme/SearchBar/loadSearchUI.js';

// [ui, load]: the lazily loaded search UI module (null until loaded) and the function that
// loads it. Call load on the first sign of use (focus, typing, a click, the shortcut). A
// component mounted after the module loaded gets it at once; during hydration it is null on
// both sides, so server and browser render the same markup.
export function useSearchUI() {
  const [ui, setUI] = useState(getLoadedSearchUI);
  const load = useCallback(() => {
    if (ui) {
      return Promise.resolve(ui);
    }
    return loadSearchUI().then(
      (module) => {
        setUI(() => module);
        return module;
      },
      (err) => {
        console.error('gosaurus: could not load the search UI', err);
        return null;
      },
    );
  }, [ui]);
  return [ui, load];
}
