import React from 'react';
import {
  NavbarMobileSidebarProvider,
  useNavbarMobileSidebar,
} from './navbarMobileSidebar.jsx';
import {
  NavbarSecondaryMenuContentProvider,
  NavbarSecondaryMenuDisplayProvider,
} from './navbarSecondaryMenu.jsx';

function SecondaryMenuDisplay({children}) {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <NavbarSecondaryMenuDisplayProvider mobileSidebarShown={mobileSidebar.shown}>
      {children}
    </NavbarSecondaryMenuDisplayProvider>
  );
}

// All the navbar state: mobile sidebar and its secondary menu.
export function NavbarProvider({children}) {
  return (
    <NavbarSecondaryMenuContentProvider>
      <NavbarMobileSidebarProvider>
        <SecondaryMenuDisplay>{children}</SecondaryMenuDisplay>
      </NavbarMobileSidebarProvider>
    </NavbarSecondaryMenuContentProvider>
  );
}
