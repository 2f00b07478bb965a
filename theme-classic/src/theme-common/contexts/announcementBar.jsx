import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import useIsBrowser from '../../client/exports/useIsBrowser.jsx';
import {useThemeConfig} from '../utils/useThemeConfig.js';
import {createStorageSlot} from '../utils/storageUtils.js';
import {ReactContextError} from '../utils/reactUtils.jsx';

export const AnnouncementBarDismissStorageKey = 'docusaurus.announcement.dismiss';
const IdStorage = createStorageSlot('docusaurus.announcement.id');
// Set on <html> by the inline script (client/colorModeScript.js).
const InitiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';
const DismissStorage = createStorageSlot(AnnouncementBarDismissStorageKey);

const isDismissedInStorage = () => DismissStorage.get() === 'true';
const setDismissedInStorage = (value) => DismissStorage.set(String(value));

const Context = createContext(null);

function useContextValue() {
  const {announcementBar} = useThemeConfig();
  const isBrowser = useIsBrowser();
  // Rendered on the server; hidden before paint by the inline script when
  // dismissed (data-announcement-bar-initially-dismissed).
  const [isClosed, setClosed] = useState(() =>
    isBrowser ? isDismissedInStorage() : false,
  );
  useEffect(() => {
    setClosed(isDismissedInStorage());
  }, []);
  const handleClose = useCallback(() => {
    setDismissedInStorage(true);
    setClosed(true);
  }, []);
  useEffect(() => {
    if (!announcementBar) {
      return;
    }
    const {id} = announcementBar;
    const viewedId = IdStorage.get();
    const isNewAnnouncement = id !== viewedId;
    IdStorage.set(id);
    if (isNewAnnouncement) {
      setDismissedInStorage(false);
      // The inline script hid the bar before paint on the old dismissal.
      document.documentElement.setAttribute(InitiallyDismissedAttribute, 'false');
    }
    if (isNewAnnouncement || !isDismissedInStorage()) {
      setClosed(false);
    }
  }, [announcementBar]);
  return useMemo(
    () => ({isActive: !!announcementBar && !isClosed, close: handleClose}),
    [announcementBar, isClosed, handleClose],
  );
}

export function AnnouncementBarProvider({children}) {
  const value = useContextValue();
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useAnnouncementBar() {
  const api = useContext(Context);
  if (!api) {
    throw new ReactContextError('AnnouncementBarProvider');
  }
  return api;
}
