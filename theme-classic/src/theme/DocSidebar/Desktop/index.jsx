import React from 'react';
import Logo from '@theme/Logo';
import CollapseButton from '@theme/DocSidebar/Desktop/CollapseButton';
import Content from '@theme/DocSidebar/Desktop/Content';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import './styles.css';

function DocSidebarDesktop({path, sidebar, onCollapse, isHidden}) {
  const {
    navbar: {hideOnScroll},
    docs: {
      sidebar: {hideable},
    },
  } = useThemeConfig();
  return (
    <div
      className={clsx(
        'sidebar_njMd',
        hideOnScroll && 'sidebarWithHideableNavbar_wUlq',
        isHidden && 'sidebarHidden_VK0M',
      )}>
      {hideOnScroll && <Logo tabIndex={-1} className="sidebarLogo_isFc" />}
      <Content path={path} sidebar={sidebar} />
      {hideable && <CollapseButton onClick={onCollapse} />}
    </div>
  );
}

export default React.memo(DocSidebarDesktop);
