import React, {isValidElement} from 'react';

// The TabItem children of a Tabs, blank text and nullish children left out; anything else
// is a mistake worth a clear message.
export function sanitizeTabsChildren(children) {
  return (React.Children.toArray(children) || [])
    .filter((child) => child !== '\n')
    .map((child) => {
      if (!child || (isValidElement(child) && isTabItem(child))) {
        return child;
      }
      throw new Error(
        `Docusaurus error: Bad <Tabs> child <${
          typeof child.type === 'string' ? child.type : child.type.name
        }>: all children of the <Tabs> component should be <TabItem>, and every <TabItem> should have a unique "value" prop.`,
      );
    })
    .filter(Boolean);
}

function isTabItem(child) {
  const {props} = child;
  return !!props && typeof props === 'object' && 'value' in props;
}

// The tab values: the values prop, else each TabItem's value, label and attributes.
export function extractTabValues({values, children}) {
  return (
    values ??
    sanitizeTabsChildren(children).map(({props: {value, label, attributes, default: isDefault}}) => ({
      value,
      label,
      attributes,
      default: isDefault,
    }))
  );
}

function ensureNoDuplicateValue(values) {
  const seen = new Set();
  values.forEach(({value}) => {
    if (seen.has(value)) {
      throw new Error(
        `Docusaurus error: Duplicate values "${value}" found in <Tabs>. Every value needs to be unique.`,
      );
    }
    seen.add(value);
  });
}

export function isValidTabValue({value, tabValues}) {
  return tabValues.some((a) => a.value === value);
}

// The tab selected before any choice: defaultValue, else the TabItem marked default, else the
// first.
export function getInitialTabValue({defaultValue, tabValues}) {
  ensureNoDuplicateValue(tabValues);
  if (tabValues.length === 0) {
    throw new Error('Docusaurus error: the <Tabs> component requires at least one <TabItem> children component');
  }
  if (defaultValue) {
    if (!isValidTabValue({value: defaultValue, tabValues})) {
      throw new Error(
        `Docusaurus error: The <Tabs> has a defaultValue "${defaultValue}" but none of its children has the corresponding value. Available values are: ${tabValues
          .map((a) => a.value)
          .join(', ')}.`,
      );
    }
    return defaultValue;
  }
  const marked = tabValues.find((tabValue) => tabValue.default) ?? tabValues[0];
  return marked.value;
}

// The search parameter a Tabs keeps its choice in: queryString itself when it is a string,
// the groupId when it is true.
export function getQueryStringKey({queryString = false, groupId}) {
  if (typeof queryString === 'string') {
    return queryString;
  }
  if (queryString === false) {
    return null;
  }
  if (queryString === true && !groupId) {
    throw new Error(
      'Docusaurus error: The <Tabs> component groupId prop is required if queryString=true, because this value is used as the search param name.',
    );
  }
  return groupId ?? null;
}
