import React from 'react';
import clsx from 'clsx';
import './styles.css';

export default function MDXImg(props) {
  return (
    // eslint-disable-next-line jsx-a11y/alt-text
    <img
      decoding="async"
      loading="lazy"
      {...props}
      className={clsx(props.className, 'img__Ss2')}
    />
  );
}
