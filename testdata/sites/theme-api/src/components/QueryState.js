import React, {useState} from 'react';
import {useQueryString, useStorageSlot, isMultiColumnFooterLinks, useThemeConfig} from '@docusaurus/theme-common';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {DEFAULT_PLUGIN_ID} from '@docusaurus/constants';

// The page's ?view= parameter, a remembered choice and the footer's shape.
export default function QueryState() {
  const [view, setView] = useQueryString('view');
  const [stored] = useStorageSlot('theme-api-choice');
  const [laidOut, setLaidOut] = useState(false);
  useIsomorphicLayoutEffect(() => setLaidOut(true), []);
  const {footer} = useThemeConfig();
  return (
    <div className="query-state">
      <p>
        View: {view || 'default'}; stored: {stored ?? 'nothing'}; plugin: {DEFAULT_PLUGIN_ID}; footer in
        columns: {String(isMultiColumnFooterLinks(footer.links))}.
      </p>
      <button type="button" className="view-compact" data-laid-out={String(laidOut)} onClick={() => setView('compact')}>
        Compact view
      </button>
    </div>
  );
}
