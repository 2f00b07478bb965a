import React from 'react';
import Translate from '@docusaurus/Translate';
import AdmonitionLayout from '@theme/Admonition/Layout';
import IconAdmonition from '@theme/Admonition/Icon/Tip';
import clsx from '../../../theme-common/utils/clsx.js';

const infimaClassName = 'alert alert--success';

const defaultProps = {
  icon: <IconAdmonition />,
  title: (
    <Translate
      id="theme.admonition.tip"
      description="The default label used for the Tip admonition (:::tip)">
      tip
    </Translate>
  ),
};

export default function AdmonitionTypeTip(props) {
  return (
    <AdmonitionLayout
      {...defaultProps}
      {...props}
      className={clsx(infimaClassName, props.className)}>
      {props.children}
    </AdmonitionLayout>
  );
}
