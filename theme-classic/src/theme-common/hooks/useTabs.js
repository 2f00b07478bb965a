import React, {createContext, useCallback, useContext, useMemo, useState} from 'react';
import {extractTabValues, getInitialTabValue, isValidTabValue} from '../utils/tabsUtils.js';
import {useTabGroupChoice} from './useTabGroupChoice.js';
import {useTabQueryString} from './useTabQueryString.js';

// The state of a Tabs: its values and the selected one. The server renders the default tab;
// in the browser the query string wins, then the group's remembered choice, then the tab the
// reader clicked.
export function useTabsContextValue(props) {
  const {defaultValue, queryString = false, groupId} = props;
  const tabValues = useMemo(() => extractTabValues(props), [props.values, props.children]);
  const [clicked, setClicked] = useState(() => getInitialTabValue({defaultValue, tabValues}));
  const [queryValue, setQueryValue] = useTabQueryString({queryString, groupId});
  const [groupValue, setGroupValue] = useTabGroupChoice(groupId);
  const valid = (value) => !!value && isValidTabValue({value, tabValues});
  let selectedValue = clicked;
  if (valid(groupValue)) {
    selectedValue = groupValue;
  }
  if (valid(queryValue)) {
    selectedValue = queryValue;
  }
  const selectValue = useCallback(
    (newValue) => {
      if (!isValidTabValue({value: newValue, tabValues})) {
        throw new Error(`Can't select invalid tab value=${newValue}`);
      }
      setClicked(newValue);
      setQueryValue(newValue);
      setGroupValue(newValue);
    },
    [setQueryValue, setGroupValue, tabValues],
  );
  return {selectedValue, selectValue, tabValues, lazy: props.lazy ?? false, block: props.block ?? false};
}

const TabsContext = createContext(null);

// Docusaurus changed this hook's contract in 3.10: before, useTabs(props) computed the state
// (what swizzled Tabs of 3.8 sites call); since, a Tabs computes it with useTabsContextValue,
// shares it through TabsProvider, and useTabs() reads it. Both are in use by published
// packages, so props given means the older form; a call site never switches between the two.
export function useTabs(props) {
  if (props !== undefined) {
    return useTabsContextValue(props);
  }
  const value = useContext(TabsContext);
  if (!value) {
    throw new Error('useTabs() must be used within a Tabs component (a TabsProvider)');
  }
  return value;
}

export function TabsProvider({value, children}) {
  return React.createElement(TabsContext.Provider, {value}, children);
}
