import {useCallback, useEffect, useMemo} from 'react';
import {useHistory, useLocation} from '../../client/exports/router.jsx';
import {useEvent} from './reactUtils.jsx';

// Calls handler(location, action) before each back or forward move while the calling component
// is mounted; a handler that returns false stops the move (the mobile sidebar closes on "back"
// instead of leaving the page).
export function useHistoryPopHandler(handler) {
  const history = useHistory();
  const onPop = useEvent(handler);
  useEffect(
    () => history.block((location, action) => (action === 'POP' ? onPop(location, action) : undefined)),
    [history, onPop],
  );
}

// useHistorySelector re-renders with selector(history) whenever the location changes; the
// selector reads history.location, the current one.
export function useHistorySelector(selector) {
  const history = useHistory();
  const location = useLocation();
  return selector({...history, location});
}

function useCurrentSearch() {
  return useLocation().search;
}

// The value of the query string parameter key, or null.
export function useQueryStringValue(key) {
  const search = useCurrentSearch();
  return key ? new URLSearchParams(search).get(key) : null;
}

// Navigates to the current page with a new query string, replacing the history entry unless
// options.push.
function useSearchUpdater() {
  const history = useHistory();
  const search = useCurrentSearch();
  return useCallback(
    (update, options) => {
      const params = new URLSearchParams(search);
      update(params);
      (options?.push ? history.push : history.replace)({search: params.toString()});
    },
    [history, search],
  );
}

// [value ('' when absent), setValue(value | null, {push})]: null removes the parameter.
export function useQueryString(key) {
  const value = useQueryStringValue(key) ?? '';
  const updateSearch = useSearchUpdater();
  const setValue = useCallback(
    (newValue, options) =>
      updateSearch((params) => (newValue === null ? params.delete(key) : params.set(key, newValue)), options),
    [updateSearch, key],
  );
  return [value, setValue];
}

// [values of every occurrence of key, setValues(values | (old) => values, {push})].
export function useQueryStringList(key) {
  const search = useCurrentSearch();
  // Joined, so the array keeps its identity while the parameter does not change.
  const joined = JSON.stringify(new URLSearchParams(search).getAll(key));
  const values = useMemo(() => JSON.parse(joined), [joined]);
  const updateSearch = useSearchUpdater();
  const setValues = useCallback(
    (update, options) =>
      updateSearch((params) => {
        const next = Array.isArray(update) ? update : update(params.getAll(key));
        params.delete(key);
        next.forEach((v) => params.append(key, v));
      }, options),
    [updateSearch, key],
  );
  return [values, setValues];
}

// A function that removes the whole query string (replacing the history entry).
export function useClearQueryString() {
  const history = useHistory();
  return useCallback(() => history.replace({search: undefined}), [history]);
}

// Merges URLSearchParams left to right: 'append' keeps every value of a repeated key, any
// other strategy lets the last one win.
export function mergeSearchParams(params, strategy) {
  const result = new URLSearchParams();
  for (const item of params) {
    for (const [key, value] of item.entries()) {
      if (strategy === 'append') {
        result.append(key, value);
      } else {
        result.set(key, value);
      }
    }
  }
  return result;
}

// mergeSearchParams over search strings ("?a=1", "b=2", undefined); "" when nothing is left.
export function mergeSearchStrings(searchStrings, strategy) {
  const merged = mergeSearchParams(searchStrings.map((s) => new URLSearchParams(s ?? '')), strategy).toString();
  return merged ? `?${merged}` : merged;
}
