import React from 'react';
import Translate from '@docusaurus/Translate';
import AdmonitionLayout from '@theme/Admonition/Layout';
import IconAdmonition from '@theme/Admonition/Icon/Warning';
import clsx from '../../../theme-common/utils/clsx.js';

const infimaClassName = 'alert alert--warning';

const defaultProps = {
  icon: <IconAdmonition />,
  title: (
    <Translate
      id="theme.admonition.caution"
      description="The default label used for the Caution admonition (:::caution)">
      caution
    </Translate>
  ),
};

export default function AdmonitionTypeCaution(props) {
  return (
    <AdmonitionLayout
      {...defaultProps}
      {...props}
      className={clsx(infimaClassName, props.className)}>
      {props.children}
    </AdmonitionLayout>
  );
}
