import React from 'react';
import Translate from '@docusaurus/Translate';
import AdmonitionLayout from '@theme/Admonition/Layout';
import clsx from '../../theme-common/utils/clsx.js';

// Each @theme/Admonition/Type/X is this one component with its own Infima colour, icon and
// default title, so that sites can still swizzle a single type.
export default function createAdmonitionType({type, infimaClassName, Icon}) {
  const defaultTitle = (
    <Translate
      id={`theme.admonition.${type}`}
      description={`The default label used for the ${type[0].toUpperCase()}${type.slice(1)} admonition (:::${type})`}>
      {type}
    </Translate>
  );
  function AdmonitionType(props) {
    return (
      <AdmonitionLayout
        icon={<Icon />}
        title={defaultTitle}
        {...props}
        className={clsx(infimaClassName, props.className)}>
        {props.children}
      </AdmonitionLayout>
    );
  }
  return AdmonitionType;
}
