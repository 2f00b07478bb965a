import React from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import './styles.css';

// A tag link, with its number of items in tag lists.
export default function Tag({permalink, label, count, description}) {
  return (
    <Link
      rel="tag"
      href={permalink}
      title={description}
      className={clsx('tag_qE9H', count ? 'tagWithCount_UC8q' : 'tagRegular_aHXt')}>
      {label}
      {count && <span>{count}</span>}
    </Link>
  );
}
