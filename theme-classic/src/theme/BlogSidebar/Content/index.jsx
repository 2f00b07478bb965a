import React, {memo} from 'react';
import Heading from '@theme/Heading';
import {useThemeConfig} from '../../../theme-common/utils/useThemeConfig.js';
import {groupBlogSidebarItemsByYear} from '../../../theme-common/utils/blogUtils.jsx';

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
