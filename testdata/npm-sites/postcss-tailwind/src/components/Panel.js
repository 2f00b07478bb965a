import React from 'react';
import styles from './Panel.module.css';

export default function Panel({children}) {
  return <div className={`${styles.panel} rounded-3xl`}>{children}</div>;
}
