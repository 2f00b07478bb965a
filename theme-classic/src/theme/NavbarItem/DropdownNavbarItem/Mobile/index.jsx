import React, {useEffect} from 'react';
import {translate} from '@docusaurus/Translate';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import clsx from 'clsx';
import {Collapsible, useCollapsible, isRegexpStringMatch} from '@docusaurus/theme-common';
import {isSamePath, useLocalPathname} from '@docusaurus/theme-common/internal';
import './styles.css';

function isItemActive(item, localPathname) {
  return (
    isSamePath(item.to, localPathname) ||
    isRegexpStringMatch(item.activeBaseRegex, localPathname) ||
    (!!item.activeBasePath && localPathname.startsWith(item.activeBasePath))
  );
}

// Collapsed unless it holds the current page; expands when navigating to one of its pages.
function useDropdownCollapsible(active) {
  const {collapsed, toggleCollapsed, setCollapsed} = useCollapsible({
    initialState: () => !active,
  });
  useEffect(() => {
    if (active) {
      setCollapsed(false);
    }
  }, [active, setCollapsed]);
  return {collapsed, toggleCollapsed};
}

// In the mobile menu: a collapsible list, with a caret button to expand or collapse it.
export default function DropdownNavbarItemMobile({items, className, position, onClick, ...props}) {
  const localPathname = useLocalPathname();
  const isActive = isSamePath(props.to, localPathname);
  const containsActive = items.some((item) => isItemActive(item, localPathname));
  const {collapsed, toggleCollapsed} = useDropdownCollapsible(isActive || containsActive);
  // A link without a target needs an href to be focusable.
  const href = props.to ? undefined : '#';
  return (
    <li className={clsx('menu__list-item', {'menu__list-item--collapsed': collapsed})}>
      <div
        className={clsx('menu__list-item-collapsible', {
          'menu__list-item-collapsible--active': isActive,
        })}>
        <NavbarNavLink
          role="button"
          className={clsx('dropdownNavbarItemMobile_J0Sd', 'menu__link menu__link--sublist', className)}
          href={href}
          {...props}
          onClick={(e) => {
            if (href === '#') {
              e.preventDefault();
            }
            toggleCollapsed();
          }}>
          {props.children ?? props.label}
        </NavbarNavLink>
        <button
          aria-label={
            collapsed
              ? translate({
                  id: 'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel',
                  message: 'Expand the dropdown',
                  description: 'The ARIA label of the button expanding a mobile navbar dropdown',
                })
              : translate({
                  id: 'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel',
                  message: 'Collapse the dropdown',
                  description: 'The ARIA label of the button collapsing a mobile navbar dropdown',
                })
          }
          aria-expanded={!collapsed}
          type="button"
          className="clean-btn menu__caret"
          onClick={(e) => {
            e.preventDefault();
            toggleCollapsed();
          }}
        />
      </div>
      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
        {items.map((childItemProps, i) => (
          <NavbarItem
            mobile
            isDropdownItem
            onClick={onClick}
            activeClassName="menu__link--active"
            {...childItemProps}
            key={i}
          />
        ))}
      </Collapsible>
    </li>
  );
}
