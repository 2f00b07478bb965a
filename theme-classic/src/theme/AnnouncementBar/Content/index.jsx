import React from 'react';
import {useThemeConfig} from '../../../theme-common/utils/useThemeConfig.js';
import clsx from '../../../theme-common/utils/clsx.js';

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
