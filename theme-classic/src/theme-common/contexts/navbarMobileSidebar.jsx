import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import {useWindowSize} from '../hooks/useWindowSize.js';
import {useHistory} from '../../client/exports/router.jsx';
import {useHistoryPopHandler} from '../utils/historyUtils.js';
import {useThemeConfig} from '../utils/useThemeConfig.js';
import {useNavbarSecondaryMenuContent} from './navbarSecondaryMenu.jsx';
import {ReactContextError} from '../utils/reactUtils.jsx';

const Context = createContext(undefined);

// The mobile sidebar is useless without navbar items or a secondary menu.
function useIsNavbarMobileSidebarDisabled() {
  const secondaryMenuContent = useNavbarSecondaryMenuContent();
  const {items} = useThemeConfig().navbar;
  return items.length === 0 && !secondaryMenuContent.component;
}

function useContextValue() {
  const disabled = useIsNavbarMobileSidebarDisabled();
  const windowSize = useWindowSize();
  const shouldRender = !disabled && windowSize === 'mobile';
  const [shown, setShown] = useState(false);

  // Close the sidebar on navigation (also back/forward).
  const history = useHistory();
  useEffect(
    () =>
      history.listen(() => {
        setShown(false);
      }),
    [history],
  );

  const toggle = useCallback((forced) => {
    setShown((s) => (typeof forced === 'boolean' ? forced : !s));
  }, []);

  useEffect(() => {
    if (windowSize === 'desktop') {
      setShown(false);
    }
  }, [windowSize]);

  return useMemo(
    () => ({disabled, shouldRender, toggle, shown}),
    [disabled, shouldRender, toggle, shown],
  );
}

// A component, so that the handler is there only while the sidebar is shown.
function CloseOnHistoryPop({close}) {
  useHistoryPopHandler(() => {
    close();
    return false; // "back" closes the sidebar and stays on the page
  });
  return null;
}

export function NavbarMobileSidebarProvider({children}) {
  const value = useContextValue();
  return (
    <>
      {value.shown && <CloseOnHistoryPop close={() => value.toggle(false)} />}
      <Context.Provider value={value}>{children}</Context.Provider>
    </>
  );
}

export function useNavbarMobileSidebar() {
  const context = useContext(Context);
  if (context === undefined) {
    throw new ReactContextError('NavbarMobileSidebarProvider');
  }
  return context;
}
