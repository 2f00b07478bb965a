import React from 'react';
import clsx from 'clsx';
import {Details as DetailsGeneric} from '@docusaurus/theme-common/Details';
import './styles.css';

// Infima has no details component: alert classes are reused.
const InfimaClasses = 'alert alert--info';

export default function Details({...props}) {
  return <DetailsGeneric {...props} className={clsx(InfimaClasses, 'details_b_Ee', props.className)} />;
}
