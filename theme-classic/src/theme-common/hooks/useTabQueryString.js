import {useCallback, useEffect, useState} from 'react';
import {getQueryStringKey} from '../utils/tabsUtils.js';

// The value a Tabs reads from and writes to the page's query string (?<key>=<value>), when
// its queryString prop asks for it. Null before hydration.
export function useTabQueryString({queryString, groupId}) {
  const key = getQueryStringKey({queryString, groupId});
  const [value, setValue] = useState(null);
  useEffect(() => {
    if (key) {
      setValue(new URLSearchParams(window.location.search).get(key));
    }
  }, [key]);
  const setQueryString = useCallback(
    (newValue) => {
      if (!key) {
        return;
      }
      const url = new URL(window.location.href);
      url.searchParams.set(key, newValue);
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
      setValue(newValue);
    },
    [key],
  );
  return [value, setQueryString];
}
