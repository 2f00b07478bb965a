import React from 'react';
import clsx from 'clsx';
import './styles.css';

export default function NavbarSearch({children, className}) {
  return <div className={clsx(className, 'navbarSearchContainer_Bca1')}>{children}</div>;
}
