import React from 'react';
import styles from './styles.module.css';

// The "Live Editor" and "Result" bars.
export default function PlaygroundHeader({children}) {
  return <div className={styles.playgroundHeader}>{children}</div>;
}
