import React from 'react';
import {Details as DetailsGeneric} from '../../theme-common/components/Details.jsx';
import clsx from '../../theme-common/utils/clsx.js';
import './styles.css';

// Infima has no details component: alert classes are reused.
const InfimaClasses = 'alert alert--info';

export default function Details({...props}) {
  return <DetailsGeneric {...props} className={clsx(InfimaClasses, 'details_b_Ee', props.className)} />;
}
