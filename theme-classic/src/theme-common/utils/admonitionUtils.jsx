import React from 'react';
import Translate from '../../client/exports/Translate.jsx';
import clsx from './clsx.js';

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

export function processAdmonitionProps(props) {
  const {mdxAdmonitionTitle, rest} = extractMDXAdmonitionTitle(props.children);
  const title = props.title ?? mdxAdmonitionTitle;
  return {
    ...props,
    // Do not return "title: undefined": it would override the default title.
    ...(title && {title}),
    children: rest,
  };
}

// Each @theme/Admonition/Type/X is this one component with its own Infima colour, icon and
// default title, so that sites can still swizzle a single type. Layout is
// @theme/Admonition/Layout, passed in so that this module imports no theme component.
export function createAdmonitionType({type, infimaClassName, Icon, Layout}) {
  const defaultTitle = (
    <Translate
      id={`theme.admonition.${type}`}
      description={`The default label used for the ${type[0].toUpperCase()}${type.slice(1)} admonition (:::${type})`}>
      {type}
    </Translate>
  );
  function AdmonitionType(props) {
    return (
      <Layout
        icon={<Icon />}
        title={defaultTitle}
        {...props}
        className={clsx(infimaClassName, props.className)}>
        {props.children}
      </Layout>
    );
  }
  return AdmonitionType;
}
