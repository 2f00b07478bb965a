import React from 'react';

export default function MDXLi(props) {
  return <li {...props} />;
}
