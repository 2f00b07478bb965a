import React from 'react';
import {Helmet} from 'react-helmet-async';

// Same as @docusaurus/Head: a react-helmet-async <Helmet>.
export default function Head(props) {
  return <Helmet {...props} />;
}
