import React from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import './styles.css';

// h2..h6 with an id get a "#" direct link; h1 never does (and never has an id).
export default function Heading({as: As, id, ...props}) {
  const anchorTargetClassName = useAnchorTargetClassName(id);
  const brokenLinks = useBrokenLinks();
  // H1 headings do not need an id because they don't appear in the TOC.
  if (As === 'h1' || !id) {
    return <As {...props} id={undefined} />;
  }
  brokenLinks.collectAnchor(id);
  const anchorTitle = translate(
    {
      id: 'theme.common.headingLinkTitle',
      message: 'Direct link to {heading}',
      description: 'Title for link to heading',
    },
    {heading: typeof props.children === 'string' ? props.children : id},
  );
  return (
    <As
      {...props}
      className={clsx(
        'anchor',
        anchorTargetClassName,
        props.className,
      )}
      id={id}>
      {props.children}
      <Link className="hash-link" to={`#${id}`} aria-label={anchorTitle} title={anchorTitle}>
        &#8203;
      </Link>
    </As>
  );
}
