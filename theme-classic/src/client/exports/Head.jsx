import React from 'react';
import {Helmet} from 'react-helmet-async';

// Same as @docusaurus/Head: a react-helmet-async <Helmet>, but for one thing. Helmet writes a
// script's text into the page as it is, so a JSON script (the structured data of a post whose
// title mentions "</script>") would close its tag early and the rest of the text would run as
// HTML. The text of a JSON script is written with <, >, &, U+2028 and U+2029 as \u escapes,
// which JSON reads as the same characters: every JSON script of a page, the theme's own and
// those of components a site swizzled or wrote, goes through here.
export default function Head({children, ...props}) {
  return <Helmet {...props}>{React.Children.map(children, escapeJSONScript)}</Helmet>;
}

const jsonType = /^application\/(ld\+)?json$/i;

function escapeJSONScript(child) {
  if (!React.isValidElement(child) || child.type !== 'script' || !jsonType.test(child.props.type || '')) {
    return child;
  }
  const text = [].concat(child.props.children).join('');
  return React.cloneElement(child, {}, escapeJSON(text));
}

const escapes = {'<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029'};

function escapeJSON(text) {
  return text.replace(/[<>&\u2028\u2029]/g, (c) => escapes[c]);
}
