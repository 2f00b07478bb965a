import React from 'react';
import clsx from 'clsx';
import './styles.css';

export default function TabItem({children, hidden, className}) {
  return (
    <div
      role="tabpanel"
      className={clsx('tabItem_OMyP', className)}
      {...{hidden}}>
      {children}
    </div>
  );
}
