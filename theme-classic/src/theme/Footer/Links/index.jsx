import React from 'react';
import FooterLinksMultiColumn from '@theme/Footer/Links/MultiColumn';
import FooterLinksSimple from '@theme/Footer/Links/Simple';

// Columns when the items have a title, else a single row.
function isMultiColumnFooterLinks(links) {
  return 'title' in links[0];
}

export default function FooterLinks({links}) {
  return isMultiColumnFooterLinks(links) ? (
    <FooterLinksMultiColumn columns={links} />
  ) : (
    <FooterLinksSimple links={links} />
  );
}
