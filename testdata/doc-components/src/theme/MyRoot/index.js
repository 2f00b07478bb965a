import React from 'react';
import DocRoot from '@theme/DocRoot';

export default function MyRoot(props) {
  return (
    <div className="my-root" data-path={props.location.pathname}>
      <DocRoot {...props} />
    </div>
  );
}
