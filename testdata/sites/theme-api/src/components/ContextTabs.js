import React from 'react';
import * as internal from '@docusaurus/theme-common/internal';

const {TabsProvider, sanitizeTabsChildren, useTabs, useTabsContextValue} = internal;

// Tabs written against Docusaurus 3.10's form of the hooks: the Tabs computes the state once
// and shares it; its parts read it with useTabs() and no props.
function ContextTabList() {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  return (
    <div role="tablist" data-block={String(block)}>
      {tabValues.map(({value, label}) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={value === selectedValue}
          className={value === selectedValue ? 'context-tab context-tab--active' : 'context-tab'}
          onClick={() => selectValue(value)}>
          {label ?? value}
        </button>
      ))}
    </div>
  );
}

function ContextTabPanel({children}) {
  const {selectedValue} = useTabs();
  return sanitizeTabsChildren(children).filter((child) => child.props.value === selectedValue);
}

// Docusaurus 3.8.1, which make compat builds the fixture with, has neither hook: there the
// component says so instead (testdata/compat/theme-api.allow).
function ContextTabs(props) {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <div className="context-tabs">
        <ContextTabList />
        <ContextTabPanel>{props.children}</ContextTabPanel>
      </div>
    </TabsProvider>
  );
}

export default useTabsContextValue ? ContextTabs : () => <p className="context-tabs">Docusaurus 3.10's tabs hooks are missing.</p>;
