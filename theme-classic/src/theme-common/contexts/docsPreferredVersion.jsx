import React, {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import {createStorageSlot} from '../utils/storageUtils.js';
import {useAllDocsData, useDocsData} from '../docs/docsUtils.js';

// The docs version a reader picked in the versions dropdown, per docs plugin, kept in local
// storage so that doc links outside versioned pages lead back to it.
const storageKey = (pluginId) => `docs-preferred-version-${pluginId}`;

const Context = createContext(null);

function readStoredVersions(allDocsData) {
  const state = {};
  Object.keys(allDocsData).forEach((pluginId) => {
    const slot = createStorageSlot(storageKey(pluginId));
    const name = slot.get();
    const exists = !!name && allDocsData[pluginId].versions.some((v) => v.name === name);
    if (name && !exists) {
      slot.del(); // a version the site no longer has
    }
    state[pluginId] = exists ? name : null;
  });
  return state;
}

export function DocsPreferredVersionContextProvider({children}) {
  const allDocsData = useAllDocsData();
  // Nothing is preferred on the server and in the first render, so hydration matches.
  const [state, setState] = useState({});
  // A transition: the re-render after hydration yields to the browser.
  useEffect(() => {
    startTransition(() => setState(readStoredVersions(allDocsData)));
  }, [allDocsData]);
  const save = useCallback((pluginId, versionName) => {
    createStorageSlot(storageKey(pluginId)).set(versionName);
    setState((s) => ({...s, [pluginId]: versionName}));
  }, []);
  const value = useMemo(() => ({state, save}), [state, save]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useDocsPreferredVersion(pluginId = 'default') {
  const context = useContext(Context);
  const data = useDocsData(pluginId);
  const name = context ? context.state[pluginId] : null;
  const preferredVersion = (name && data.versions.find((v) => v.name === name)) || null;
  const savePreferredVersionName = useCallback(
    (versionName) => context && context.save(pluginId, versionName),
    [context, pluginId],
  );
  return {preferredVersion, savePreferredVersionName};
}

// The preferred version of every docs plugin, by plugin id (null where none is preferred).
export function useDocsPreferredVersionByPluginId() {
  const context = useContext(Context);
  const allDocsData = useAllDocsData();
  return useMemo(() => {
    const byId = {};
    Object.keys(allDocsData).forEach((pluginId) => {
      const name = context ? context.state[pluginId] : null;
      byId[pluginId] = (name && allDocsData[pluginId].versions.find((v) => v.name === name)) || null;
    });
    return byId;
  }, [context, allDocsData]);
}
