import React from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import './styles.css';

function AdmonitionContainer({type, className, children}) {
  return (
    <div
      className={clsx(
        ThemeClassNames.common.admonition,
        ThemeClassNames.common.admonitionType(type),
        'admonition_xJq3',
        className,
      )}>
      {children}
    </div>
  );
}

function AdmonitionHeading({icon, title}) {
  return (
    <div className="admonitionHeading_Gvgb">
      <span className="admonitionIcon_Rf37">{icon}</span>
      {title}
    </div>
  );
}

function AdmonitionContent({children}) {
  return children ? <div className="admonitionContent_BuS1">{children}</div> : null;
}

export default function AdmonitionLayout(props) {
  const {type, icon, title, children, className} = props;
  return (
    <AdmonitionContainer type={type} className={className}>
      <AdmonitionHeading title={title} icon={icon} />
      <AdmonitionContent>{children}</AdmonitionContent>
    </AdmonitionContainer>
  );
}
