import React from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import './styles.css';

export default function DocSidebarItemHtml({item, level, index}) {
  const {value, defaultStyle, className} = item;
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        defaultStyle && ['menuHtmlItem_M9Kj', 'menu__list-item'],
        className,
      )}
      key={index}
      // Developer provided the HTML, so assume it's safe.
      dangerouslySetInnerHTML={{__html: value}}
    />
  );
}
