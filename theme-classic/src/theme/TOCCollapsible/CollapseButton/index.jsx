import React from 'react';
import Translate from '@docusaurus/Translate';
import clsx from 'clsx';
import './styles.css';

export default function TOCCollapsibleCollapseButton({collapsed, ...props}) {
  return (
    <button
      type="button"
      {...props}
      className={clsx(
        'clean-btn',
        'tocCollapsibleButton_TO0P',
        !collapsed && 'tocCollapsibleButtonExpanded_MG3E',
        props.className,
      )}>
      <Translate
        id="theme.TOCCollapsible.toggleButtonLabel"
        description="The label used by the button on the collapsible TOC component">
        On this page
      </Translate>
    </button>
  );
}
