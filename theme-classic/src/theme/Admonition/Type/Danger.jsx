import React from 'react';
import Translate from '@docusaurus/Translate';
import AdmonitionLayout from '@theme/Admonition/Layout';
import IconAdmonition from '@theme/Admonition/Icon/Danger';
import clsx from '../../../theme-common/utils/clsx.js';

const infimaClassName = 'alert alert--danger';

const defaultProps = {
  icon: <IconAdmonition />,
  title: (
    <Translate
      id="theme.admonition.danger"
      description="The default label used for the Danger admonition (:::danger)">
      danger
    </Translate>
  ),
};

export default function AdmonitionTypeDanger(props) {
  return (
    <AdmonitionLayout
      {...defaultProps}
      {...props}
      className={clsx(infimaClassName, props.className)}>
      {props.children}
    </AdmonitionLayout>
  );
}
