import React, {memo} from 'react';
import {translate} from '@docusaurus/Translate';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import clsx from 'clsx';
import {
  BlogSidebarItemList,
  useVisibleBlogSidebarItems,
} from '@docusaurus/plugin-content-blog/client';
import './styles.css';

function ListComponent({items}) {
  return (
    <BlogSidebarItemList
      items={items}
      ulClassName={clsx('sidebarItemList_uMtB', 'clean-list')}
      liClassName="sidebarItem_rygH"
      linkClassName="sidebarItemLink_EKgd"
      linkActiveClassName="sidebarItemLinkActive_hRXJ"
    />
  );
}

function BlogSidebarDesktop({sidebar}) {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return (
    <aside className="col col--3">
      <nav
        className={clsx('sidebar_RYHo', 'thin-scrollbar')}
        aria-label={translate({id: 'theme.blog.sidebar.navAriaLabel', message: 'Blog recent posts navigation'})}>
        <div className={clsx('sidebarItemTitle_sRjx', 'margin-bottom--md')}>{sidebar.title}</div>
        <BlogSidebarContent items={items} ListComponent={ListComponent} yearGroupHeadingClassName="yearGroupHeading_ndGK" />
      </nav>
    </aside>
  );
}

export default memo(BlogSidebarDesktop);
