import React from 'react';
import Translate from '@docusaurus/Translate';
import AdmonitionLayout from '@theme/Admonition/Layout';
import IconAdmonition from '@theme/Admonition/Icon/Note';
import clsx from '../../../theme-common/utils/clsx.js';

const infimaClassName = 'alert alert--secondary';

const defaultProps = {
  icon: <IconAdmonition />,
  title: (
    <Translate
      id="theme.admonition.note"
      description="The default label used for the Note admonition (:::note)">
      note
    </Translate>
  ),
};

export default function AdmonitionTypeNote(props) {
  return (
    <AdmonitionLayout
      {...defaultProps}
      {...props}
      className={clsx(infimaClassName, props.className)}>
      {props.children}
    </AdmonitionLayout>
  );
}
