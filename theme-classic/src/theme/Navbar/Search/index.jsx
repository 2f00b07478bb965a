import React from 'react';
import clsx from '../../../theme-common/utils/clsx.js';
import './styles.css';

export default function NavbarSearch({children, className}) {
  return <div className={clsx(className, 'navbarSearchContainer_Bca1')}>{children}</div>;
}
