import React, {memo} from 'react';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import {NavbarSecondaryMenuFiller} from '@docusaurus/theme-common';
import {
  BlogSidebarItemList,
  useVisibleBlogSidebarItems,
} from '@docusaurus/plugin-content-blog/client';
import './styles.css';

function ListComponent({items}) {
  return (
    <BlogSidebarItemList
      items={items}
      ulClassName="menu__list"
      liClassName="menu__list-item"
      linkClassName="menu__link"
      linkActiveClassName="menu__link--active"
    />
  );
}

function BlogSidebarMobileSecondaryMenu({sidebar}) {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return (
    <BlogSidebarContent items={items} ListComponent={ListComponent} yearGroupHeadingClassName="yearGroupHeading_NrX3" />
  );
}

function BlogSidebarMobile(props) {
  return <NavbarSecondaryMenuFiller component={BlogSidebarMobileSecondaryMenu} props={props} />;
}

export default memo(BlogSidebarMobile);
