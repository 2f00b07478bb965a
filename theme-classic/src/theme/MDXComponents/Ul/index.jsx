import React from 'react';
import clsx from 'clsx';
import './styles.css';

function transformUlClassName(className) {
  if (typeof className === 'undefined') {
    return undefined;
  }
  // GFM task lists: keep the global class, add one without list styling.
  return clsx(className, className.includes('contains-task-list') && 'containsTaskList_mC6p');
}

export default function MDXUl(props) {
  return <ul {...props} className={transformUlClassName(props.className)} />;
}
