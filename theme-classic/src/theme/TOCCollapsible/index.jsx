import React from 'react';
import TOCItems from '@theme/TOCItems';
import CollapseButton from '@theme/TOCCollapsible/CollapseButton';
import clsx from 'clsx';
import {Collapsible, useCollapsible} from '@docusaurus/theme-common';
import './styles.css';

export default function TOCCollapsible({toc, className, minHeadingLevel, maxHeadingLevel}) {
  const {collapsed, toggleCollapsed} = useCollapsible({initialState: true});
  return (
    <div
      className={clsx(
        'tocCollapsible_ETCw',
        !collapsed && 'tocCollapsibleExpanded_sAul',
        className,
      )}>
      <CollapseButton collapsed={collapsed} onClick={toggleCollapsed} />
      <Collapsible lazy className="tocCollapsibleContent_vkbj" collapsed={collapsed}>
        <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />
      </Collapsible>
    </div>
  );
}
