import React from 'react';
import {Link, NavLink, useLocation} from 'react-router-dom';
import {useMDXComponents} from '@mdx-js/react';

// Docusaurus's own dependencies, imported by name: the router's and MDX's contexts must be the
// ones the theme provides. react-router-dom's links take their path as given (relative to the
// page here) and mark the one of the current page.
export default function WhereAmI() {
  const {pathname} = useLocation();
  const components = useMDXComponents();
  return (
    <p className="where-am-i">
      This page is {pathname}; MDX components: {typeof components}.{' '}
      <Link className="router-link" to="docs/widgets">
        The widgets
      </Link>{' '}
      <NavLink className="router-navlink" activeClassName="router-here" exact to={{pathname: '/code/'}}>
        Home
      </NavLink>
    </p>
  );
}
