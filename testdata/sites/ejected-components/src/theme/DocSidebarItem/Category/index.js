// Ejected DocSidebarItem/Category, edited: a count of its items after the label, and a class
// of the site's own.
import React, {useEffect} from 'react';
import clsx from 'clsx';
import {
  ThemeClassNames,
  useThemeConfig,
  usePrevious,
  Collapsible,
  useCollapsible,
} from '@docusaurus/theme-common';
import {isSamePath} from '@docusaurus/theme-common/internal';
import {
  isActiveSidebarItem,
  findFirstSidebarItemLink,
  useDocSidebarItemsExpandedState,
} from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocSidebarItems from '@theme/DocSidebarItems';

export default function DocSidebarItemCategory({item, onItemClick, activePath, level, index, ...props}) {
  const {items, label, collapsible = true, className, href} = item;
  const {
    docs: {
      sidebar: {autoCollapseCategories},
    },
  } = useThemeConfig();
  const isBrowser = useIsBrowser();
  const isActive = isActiveSidebarItem(item, activePath);
  const wasActive = usePrevious(isActive);
  const {collapsed, setCollapsed} = useCollapsible({
    initialState: () => collapsible && !isActive && !!item.collapsed,
  });
  const {expandedItem, setExpandedItem} = useDocSidebarItemsExpandedState();
  const updateCollapsed = (toCollapsed = !collapsed) => {
    setExpandedItem(toCollapsed ? null : index);
    setCollapsed(toCollapsed);
  };
  useEffect(() => {
    if (isActive && !wasActive && collapsed) {
      updateCollapsed(false);
    }
  });
  useEffect(() => {
    if (collapsible && autoCollapseCategories && expandedItem != null && expandedItem !== index) {
      setCollapsed(true);
    }
  }, [collapsible, autoCollapseCategories, expandedItem, index, setCollapsed]);
  const link = href ?? (isBrowser ? undefined : findFirstSidebarItemLink(item));
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        'ejected-category',
        {'menu__list-item--collapsed': collapsed},
        className,
      )}>
      <div
        className={clsx('menu__list-item-collapsible', {
          'menu__list-item-collapsible--active': isSamePath(href, activePath),
        })}>
        <Link
          className={clsx('menu__link', {
            'menu__link--sublist': collapsible,
            'menu__link--sublist-caret': !href && collapsible,
            'menu__link--active': isActive,
          })}
          onClick={(e) => {
            onItemClick?.(item);
            if (!collapsible) {
              return;
            }
            if (href) {
              updateCollapsed(false);
            } else {
              e.preventDefault();
              updateCollapsed();
            }
          }}
          aria-current={isSamePath(href, activePath) ? 'page' : undefined}
          aria-expanded={collapsible ? !collapsed : undefined}
          href={collapsible ? link ?? '#' : link}
          {...props}>
          {label} <span className="category-count">({items.length})</span>
        </Link>
        {href && collapsible && (
          <button
            type="button"
            className="clean-btn menu__caret"
            aria-expanded={!collapsed}
            aria-label={translate(
              {
                id: collapsed
                  ? 'theme.DocSidebarItem.expandCategoryAriaLabel'
                  : 'theme.DocSidebarItem.collapseCategoryAriaLabel',
                message: collapsed ? "Expand sidebar category '{label}'" : "Collapse sidebar category '{label}'",
              },
              {label},
            )}
            onClick={(e) => {
              e.preventDefault();
              updateCollapsed();
            }}
          />
        )}
      </div>
      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
        <DocSidebarItems items={items} tabIndex={collapsed ? -1 : 0} onItemClick={onItemClick} activePath={activePath} level={level + 1} />
      </Collapsible>
    </li>
  );
}
