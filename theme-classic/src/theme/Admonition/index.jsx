import React from 'react';
import AdmonitionTypes from '@theme/Admonition/Types';

// MDX can provide the title as a <mdxAdmonitionTitle> child instead of a prop.
function extractMDXAdmonitionTitle(children) {
  const items = React.Children.toArray(children);
  const mdxAdmonitionTitleWrapper = items.find(
    (item) => React.isValidElement(item) && item.type === 'mdxAdmonitionTitle',
  );
  const rest = items.filter((item) => item !== mdxAdmonitionTitleWrapper);
  const mdxAdmonitionTitle = mdxAdmonitionTitleWrapper
    ? mdxAdmonitionTitleWrapper.props.children
    : undefined;
  return {mdxAdmonitionTitle, rest: rest.length > 0 ? <>{rest}</> : null};
}

function processAdmonitionProps(props) {
  const {mdxAdmonitionTitle, rest} = extractMDXAdmonitionTitle(props.children);
  const title = props.title ?? mdxAdmonitionTitle;
  return {
    ...props,
    // Do not return "title: undefined": it would override the default title.
    ...(title && {title}),
    children: rest,
  };
}

function getAdmonitionTypeComponent(type) {
  const component = AdmonitionTypes[type];
  if (component) {
    return component;
  }
  if (typeof console !== 'undefined') {
    console.warn(`No admonition component found for admonition type "${type}". Using Info as fallback.`);
  }
  return AdmonitionTypes.info;
}

export default function Admonition(unprocessedProps) {
  const props = processAdmonitionProps(unprocessedProps);
  const AdmonitionTypeComponent = getAdmonitionTypeComponent(props.type);
  return <AdmonitionTypeComponent {...props} />;
}
