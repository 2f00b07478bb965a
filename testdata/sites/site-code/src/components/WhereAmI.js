import React from 'react';
import {useLocation} from 'react-router-dom';
import {useMDXComponents} from '@mdx-js/react';

// Docusaurus's own dependencies, imported by name: the router's and MDX's contexts must be the
// ones the theme provides.
export default function WhereAmI() {
  const {pathname} = useLocation();
  const components = useMDXComponents();
  return (
    <p className="where-am-i">
      This page is {pathname}; MDX components: {typeof components}.
    </p>
  );
}
