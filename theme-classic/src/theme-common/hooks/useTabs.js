import {useCallback, useMemo, useState} from 'react';
import {extractTabValues, getInitialTabValue, isValidTabValue} from '../utils/tabsUtils.js';
import {useTabGroupChoice} from './useTabGroupChoice.js';
import {useTabQueryString} from './useTabQueryString.js';

// The state of a Tabs: its values and the selected one. The server renders the default tab;
// in the browser the query string wins, then the group's remembered choice, then the tab the
// reader clicked.
export function useTabs(props) {
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
  return {selectedValue, selectValue, tabValues};
}
