import React from 'react';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import clsx from 'clsx';
import {useThemeConfig, ThemeClassNames} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import './styles.css';

export default function AnnouncementBar() {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  if (!isActive) {
    return null;
  }
  const {backgroundColor, textColor, isCloseable} = announcementBar;
  return (
    <div
      className={clsx(ThemeClassNames.announcementBar.container, 'announcementBar_mb4j')}
      style={{backgroundColor, color: textColor}}
      role="banner">
      {isCloseable && <div className="announcementBarPlaceholder_vyr4" />}
      <AnnouncementBarContent className="announcementBarContent_xLdY" />
      {isCloseable && (
        <AnnouncementBarCloseButton onClick={close} className="announcementBarClose_gvF7" />
      )}
    </div>
  );
}
