import React, {memo} from 'react';
import Heading from '@theme/Heading';
import {useThemeConfig} from '@docusaurus/theme-common';
import {groupBlogSidebarItemsByYear} from '@docusaurus/plugin-content-blog/client';

function BlogSidebarContent({items, yearGroupHeadingClassName, ListComponent}) {
  const themeConfig = useThemeConfig();
  if (themeConfig.blog?.sidebar?.groupByYear ?? true) {
    return (
      <>
        {groupBlogSidebarItemsByYear(items).map(([year, yearItems]) => (
          <div role="group" key={year}>
            <Heading as="h3" className={yearGroupHeadingClassName}>
              {year}
            </Heading>
            <ListComponent items={yearItems} />
          </div>
        ))}
      </>
    );
  }
  return <ListComponent items={items} />;
}

export default memo(BlogSidebarContent);
