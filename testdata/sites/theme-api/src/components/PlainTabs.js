import React from 'react';
import {useTabs, sanitizeTabsChildren, useScrollPositionBlocker} from '@docusaurus/theme-common/internal';
import {ThemeClassNames, prefersReducedMotion} from '@docusaurus/theme-common';

// A site's own tabs on the theme's hooks, as swizzled Tabs components are written.
export default function PlainTabs(props) {
  const {selectedValue, selectValue, tabValues} = useTabs(props);
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();
  const children = sanitizeTabsChildren(props.children);
  return (
    <div className={`plain-tabs ${ThemeClassNames.common.codeBlock ? 'known-class-names' : ''}`}>
      <div role="tablist">
        {tabValues.map(({value, label}) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={value === selectedValue}
            className={value === selectedValue ? 'plain-tab plain-tab--active' : 'plain-tab'}
            onClick={(e) => {
              // Browser-only, as in Docusaurus: called from an event, never while rendering.
              if (!prefersReducedMotion()) {
                blockElementScrollPositionUntilNextRender(e.currentTarget);
              }
              selectValue(value);
            }}>
            {label ?? value}
          </button>
        ))}
      </div>
      {children.filter((child) => child.props.value === selectedValue)}
    </div>
  );
}
