// localStorage access that never throws (private mode, server rendering...).
function getStorage() {
  try {
    if (typeof window === 'undefined' || !window.localStorage) {
      return null;
    }
    return window.localStorage;
  } catch (e) {
    return null;
  }
}

export function createStorageSlot(key) {
  return {
    get() {
      const storage = getStorage();
      try {
        return storage ? storage.getItem(key) : null;
      } catch (e) {
        return null;
      }
    },
    set(value) {
      const storage = getStorage();
      try {
        if (storage) {
          storage.setItem(key, value);
        }
      } catch (e) {
        // ignore
      }
    },
    del() {
      const storage = getStorage();
      try {
        if (storage) {
          storage.removeItem(key);
        }
      } catch (e) {
        // ignore
      }
    },
    // Changes made by other tabs.
    listen(onChange) {
      if (typeof window === 'undefined') {
        return () => {};
      }
      const listener = (event) => {
        if (event.key === key) {
          onChange(event);
        }
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}
