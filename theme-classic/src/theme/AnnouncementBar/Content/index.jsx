import React from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';

export default function AnnouncementBarContent(props) {
  const {announcementBar} = useThemeConfig();
  const {content} = announcementBar;
  return (
    <div
      {...props}
      className={clsx('content_knG7', props.className)}
      // Developer provided the HTML, so assume it's safe.
      dangerouslySetInnerHTML={{__html: content}}
    />
  );
}
