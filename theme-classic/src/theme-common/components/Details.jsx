import React, {useRef, useState} from 'react';
import useIsBrowser from '../../client/exports/useIsBrowser.jsx';
import {Collapsible, useCollapsible} from './Collapsible.jsx';
import clsx from '../utils/clsx.js';

function isInSummary(node) {
  if (!node) {
    return false;
  }
  return node.tagName === 'SUMMARY' || isInSummary(node.parentElement);
}

function hasParent(node, parent) {
  if (!node) {
    return false;
  }
  return node === parent || hasParent(node.parentElement, parent);
}

// A <details> element with an animated collapse; works without JS too.
export function Details({summary, children, ...props}) {
  const isBrowser = useIsBrowser();
  const detailsRef = useRef(null);
  const {collapsed, setCollapsed} = useCollapsible({initialState: !props.open});
  // The real "open" attribute is only removed once the close animation ends.
  const [open, setOpen] = useState(props.open);
  const summaryElement = React.isValidElement(summary) ? (
    summary
  ) : (
    <summary>{summary ?? 'Details'}</summary>
  );
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <details
      {...props}
      ref={detailsRef}
      open={open}
      data-collapsed={collapsed}
      className={clsx('details_lb9f', isBrowser && 'isBrowser_bmU9', props.className)}
      onMouseDown={(e) => {
        if (isInSummary(e.target) && e.detail > 1) {
          e.preventDefault();
        }
      }}
      onClick={(e) => {
        e.stopPropagation();
        const target = e.target;
        const shouldToggle = isInSummary(target) && hasParent(target, detailsRef.current);
        if (!shouldToggle) {
          return;
        }
        e.preventDefault();
        if (collapsed) {
          setCollapsed(false);
          setOpen(true);
        } else {
          setCollapsed(true);
        }
      }}>
      {summaryElement}
      <Collapsible
        lazy={false}
        collapsed={collapsed}
        disableSSRStyle
        onCollapseTransitionEnd={(newCollapsed) => {
          setCollapsed(newCollapsed);
          setOpen(!newCollapsed);
        }}>
        <div className="collapsibleContent_i85q">{children}</div>
      </Collapsible>
    </details>
  );
}
