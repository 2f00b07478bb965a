import React from 'react';
import {TitleFormatterProvider} from '@docusaurus/theme-common/internal';

// A swizzled title formatter: doc pages name their plugin in the title, the others keep
// Docusaurus's default.
function formatter(params) {
  if (params.plugin && params.plugin.name === 'docusaurus-plugin-content-docs') {
    return `${params.title} (docs ${params.plugin.id}) ${params.titleDelimiter} ${params.siteTitle}`;
  }
  return params.defaultFormatter(params);
}

export default function TitleFormatter({children}) {
  return <TitleFormatterProvider formatter={formatter}>{children}</TitleFormatterProvider>;
}
