import React from 'react';
import NavbarItem from '@theme/NavbarItem';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

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
