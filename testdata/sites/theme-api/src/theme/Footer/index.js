import React from 'react';
import Footer from '@theme-original/Footer';
import {usePluralForm} from '@docusaurus/theme-common';

// A swizzled wrapper: the original footer and a line of its own.
export default function FooterWrapper(props) {
  const {selectMessage} = usePluralForm();
  const pages = 2;
  return (
    <>
      <Footer {...props} />
      <p className="footer-note">{selectMessage(pages, 'This site has one page|This site has {n} pages').replace('{n}', new Intl.NumberFormat('en-US').format(pages))}</p>
    </>
  );
}
