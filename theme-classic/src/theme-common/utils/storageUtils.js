import {useCallback, useState, useSyncExternalStore} from 'react';
import ExecutionEnvironment from '../../client/exports/ExecutionEnvironment.jsx';

// Key/value slots in localStorage (keys without suffix). In the browser they never throw:
// when the storage is unavailable (iframe, private browsing, strict privacy settings) a slot
// acts as empty and does nothing, after one console warning; a failing read, write or delete
// is logged and ignored. Using a slot during server rendering throws.

let warnedUnavailable = false;

function getBrowserStorage(key) {
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error(
      `Browser storage is not available during server rendering (storage key "${key}").`,
    );
  }
  try {
    return window.localStorage;
  } catch (err) {
    if (!warnedUnavailable) {
      warnedUnavailable = true;
      console.warn(
        `Docusaurus browser storage is not available.
Possible reasons: running Docusaurus in an iframe, in an incognito browser session, or using too strict browser privacy settings.`,
        err,
      );
    }
    return null;
  }
}

export function createStorageSlot(key) {
  return {
    get() {
      const storage = getBrowserStorage(key);
      if (!storage) {
        return null;
      }
      try {
        return storage.getItem(key);
      } catch (err) {
        console.error(`Docusaurus storage error, can't get key=${key}`, err);
        return null;
      }
    },
    set(value) {
      const storage = getBrowserStorage(key);
      if (!storage) {
        return;
      }
      try {
        storage.setItem(key, value);
      } catch (err) {
        console.error(`Docusaurus storage error, can't set ${key}=${value}`, err);
      }
    },
    del() {
      const storage = getBrowserStorage(key);
      if (!storage) {
        return;
      }
      try {
        storage.removeItem(key);
      } catch (err) {
        console.error(`Docusaurus storage error, can't delete key=${key}`, err);
      }
    },
    // Changes made by other tabs. Returns the unsubscribe function.
    listen(onChange) {
      const storage = getBrowserStorage(key);
      if (!storage) {
        return () => {};
      }
      const listener = (event) => {
        if (event.storageArea === storage && event.key === key) {
          onChange(event);
        }
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

// The keys in browser storage; none when it is unavailable.
export function listStorageKeys() {
  const storage = getBrowserStorage('');
  if (!storage) {
    return [];
  }
  return Array.from({length: storage.length}, (_, i) => storage.key(i)).filter((k) => k !== null);
}

const noopSlot = {get: () => null, set: () => {}, del: () => {}, listen: () => () => {}};

// [value, slot] of storage key, re-rendering when the slot's listeners report a change; null on the server
// and in the first render (hydration matches). A null key gives a slot that does nothing.
export function useStorageSlot(key) {
  const [slot] = useState(() => (key === null ? noopSlot : createStorageSlot(key)));
  const subscribe = useCallback((onChange) => slot.listen(onChange), [slot]);
  const value = useSyncExternalStore(subscribe, () => slot.get(), () => null);
  return [value, slot];
}

