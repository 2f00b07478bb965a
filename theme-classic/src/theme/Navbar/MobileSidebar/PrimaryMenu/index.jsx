import React from 'react';
import NavbarItem from '@theme/NavbarItem';
import {useThemeConfig} from '../../../../theme-common/utils/useThemeConfig.js';
import {useNavbarMobileSidebar} from '../../../../theme-common/contexts/navbarMobileSidebar.jsx';

function useNavbarItems() {
  return useThemeConfig().navbar.items;
}

// The navbar items, as a menu.
export default function NavbarMobilePrimaryMenu() {
  const mobileSidebar = useNavbarMobileSidebar();
  const items = useNavbarItems();
  return (
    <ul className="menu__list">
      {items.map((item, i) => (
        <NavbarItem mobile {...item} onClick={() => mobileSidebar.toggle(false)} key={i} />
      ))}
    </ul>
  );
}
