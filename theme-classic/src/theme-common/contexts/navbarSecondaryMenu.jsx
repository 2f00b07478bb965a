import React, {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import {ReactContextError, usePrevious, useShallowMemoObject} from '../utils/reactUtils.jsx';

// Content of the mobile sidebar's secondary menu (e.g. the doc sidebar),
// registered by a "filler" component rendered anywhere in the page.
const ContentContext = createContext(null);

export function NavbarSecondaryMenuContentProvider({children}) {
  const value = useState({component: null, props: null});
  return <ContentContext.Provider value={value}>{children}</ContentContext.Provider>;
}

export function useNavbarSecondaryMenuContent() {
  const value = useContext(ContentContext);
  if (!value) {
    throw new ReactContextError('NavbarSecondaryMenuContentProvider');
  }
  return value[0];
}

export function NavbarSecondaryMenuFiller({component, props}) {
  const context = useContext(ContentContext);
  if (!context) {
    throw new ReactContextError('NavbarSecondaryMenuContentProvider');
  }
  const [, setContent] = context;
  const memoizedProps = useShallowMemoObject(props);
  useEffect(() => {
    setContent({component, props: memoizedProps});
  }, [setContent, component, memoizedProps]);
  useEffect(() => () => setContent({component: null, props: null}), [setContent]);
  return null;
}

// Whether the secondary menu is shown instead of the primary one.
const DisplayContext = createContext(null);

function renderElement(content) {
  if (content.component) {
    const Comp = content.component;
    return <Comp {...content.props} />;
  }
  return undefined;
}

export function NavbarSecondaryMenuDisplayProvider({children, mobileSidebarShown}) {
  const content = useNavbarSecondaryMenuContent();
  const [shown, setShown] = useState(false);
  const hasContent = !!content.component;
  const previousHasContent = usePrevious(hasContent);
  const previousMobileSidebarShown = usePrevious(mobileSidebarShown);

  // Show the secondary menu when content appears and when the sidebar opens.
  useEffect(() => {
    if (hasContent && !previousHasContent) {
      setShown(true);
    }
  }, [hasContent, previousHasContent]);
  useEffect(() => {
    if (!hasContent) {
      setShown(false);
      return;
    }
    if (mobileSidebarShown && !previousMobileSidebarShown) {
      setShown(true);
    }
  }, [hasContent, mobileSidebarShown, previousMobileSidebarShown]);

  const value = useMemo(
    () => ({
      shown,
      hide: () => setShown(false),
      content: renderElement(content),
    }),
    [shown, content],
  );
  return <DisplayContext.Provider value={value}>{children}</DisplayContext.Provider>;
}

export function useNavbarSecondaryMenu() {
  const value = useContext(DisplayContext);
  if (!value) {
    throw new ReactContextError('NavbarSecondaryMenuDisplayProvider');
  }
  return value;
}
