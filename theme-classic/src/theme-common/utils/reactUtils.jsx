import {useCallback, useEffect, useLayoutEffect, useMemo, useRef} from 'react';
import ExecutionEnvironment from '../../client/exports/ExecutionEnvironment.jsx';

// useLayoutEffect warns (and does nothing) on the server: use it only in the
// browser.
export const useIsomorphicLayoutEffect = ExecutionEnvironment.canUseDOM
  ? useLayoutEffect
  : useEffect;

// A stable callback that always calls the latest version of `callback`.
export function useEvent(callback) {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback((...args) => ref.current(...args), []);
}

// The value of the previous render.
export function usePrevious(value) {
  const ref = useRef();
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

export class ReactContextError extends Error {
  constructor(providerName, additionalInfo) {
    super(
      `Hook is called outside the <${providerName}>. ${additionalInfo || ''}`,
    );
    this.name = 'ReactContextError';
  }
}

// Memoizes a plain object by shallow comparison of its values.
export function useShallowMemoObject(obj) {
  const deps = Object.entries(obj);
  deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, [].concat(...deps));
}

// Composes several providers into one.
export function composeProviders(providers) {
  return function ComposedProvider({children}) {
    return providers.reduceRight(
      (element, Provider) => <Provider>{element}</Provider>,
      children,
    );
  };
}
