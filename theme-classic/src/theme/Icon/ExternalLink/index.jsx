import React from 'react';
import './styles.css';

// The external link icon. Docusaurus references an SVG sprite injected in the
// page body; the generator's page template has no such sprite, so the path is
// inlined here (same rendering).
export default function IconExternalLink({width = 13.5, height = 13.5}) {
  return (
    <svg
      width={width}
      height={height}
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="iconExternalLink_nPIU">
      <path
        fill="currentColor"
        d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
      />
    </svg>
  );
}
