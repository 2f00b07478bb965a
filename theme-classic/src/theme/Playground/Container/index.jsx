import React from 'react';
import styles from './styles.module.css';

export default function PlaygroundContainer({children}) {
  return <div className={styles.playgroundContainer}>{children}</div>;
}
