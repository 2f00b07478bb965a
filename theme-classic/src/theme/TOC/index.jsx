import React from 'react';
import TOCItems from '@theme/TOCItems';
import clsx from 'clsx';
import './styles.css';

// Custom class names, so that TOCInline/TOCCollapsible links are not
// highlighted by mistake.
const LINK_CLASS_NAME = 'table-of-contents__link toc-highlight';
const LINK_ACTIVE_CLASS_NAME = 'table-of-contents__link--active';

export default function TOC({className, ...props}) {
  return (
    <div className={clsx('tableOfContents_bqdL', 'thin-scrollbar', className)}>
      <TOCItems
        {...props}
        linkClassName={LINK_CLASS_NAME}
        linkActiveClassName={LINK_ACTIVE_CLASS_NAME}
      />
    </div>
  );
}
