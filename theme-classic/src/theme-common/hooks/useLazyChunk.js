import {useCallback, useEffect, useRef, useState} from 'react';

// Like react-loadable (which Docusaurus loads its chunks with): the loading indicator shows
// only when the chunk takes longer than this.
const LoaderDelay = 200;

// {module, error, pastDelay, load} of a chunk loaded on demand: getLoaded returns the module
// when it has already been loaded (else null), loadChunk starts loading it and returns a
// promise of it. load() starts (or, after an error, retries) the loading and resolves to the
// module, or to null when loading failed; the error is then in `error`, for @theme/Loading.
// A component mounted after the chunk loaded gets the module at once; during hydration it is
// null on both sides, so server and browser render the same markup.
export function useLazyChunk(getLoaded, loadChunk) {
  const [state, setState] = useState(() => ({module: getLoaded(), error: null, pastDelay: false}));
  const moduleRef = useRef(state.module);
  const pending = useRef(null);
  const timer = useRef(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const load = useCallback(() => {
    if (moduleRef.current) {
      return Promise.resolve(moduleRef.current);
    }
    if (!pending.current) {
      setState({module: null, error: null, pastDelay: false});
      timer.current = window.setTimeout(
        () => setState((s) => (s.module || s.error ? s : {...s, pastDelay: true})),
        LoaderDelay,
      );
      pending.current = loadChunk().then(
        (module) => {
          moduleRef.current = module;
          return module;
        },
        (error) => {
          console.error('gosaurus: could not load a chunk', error);
          setState({module: null, error, pastDelay: false});
          return null;
        },
      );
      pending.current.then((module) => {
        window.clearTimeout(timer.current);
        pending.current = null;
        if (module) {
          setState({module, error: null, pastDelay: false});
        }
      });
    }
    return pending.current;
  }, [loadChunk]);

  return {...state, load};
}
