import {useCallback, useEffect, useState} from 'react';
import {createStorageSlot} from '../utils/storageUtils.js';

// Every mounted Tabs of a group, on this page, hears the choice of any of them.
const groupListeners = new Map();

function storageKey(groupId) {
  return `docusaurus.tab.${groupId}`;
}

// The value chosen for a tab group, remembered in local storage under
// docusaurus.tab.<groupId> and shared by every Tabs of the group (and by other browser tabs).
// Null before hydration and when there is no group or no choice yet.
export function useTabGroupChoice(groupId) {
  const [value, setValue] = useState(null);
  useEffect(() => {
    if (!groupId) {
      return undefined;
    }
    const slot = createStorageSlot(storageKey(groupId));
    setValue(slot.get());
    let listeners = groupListeners.get(groupId);
    if (!listeners) {
      listeners = new Set();
      groupListeners.set(groupId, listeners);
    }
    listeners.add(setValue);
    const unlisten = slot.listen((event) => setValue(event.newValue));
    return () => {
      listeners.delete(setValue);
      unlisten();
    };
  }, [groupId]);
  const choose = useCallback(
    (newValue) => {
      if (!groupId) {
        return;
      }
      createStorageSlot(storageKey(groupId)).set(newValue);
      (groupListeners.get(groupId) || []).forEach((listener) => listener(newValue));
    },
    [groupId],
  );
  return [value, choose];
}
