import React from 'react';
import {TitleFormatterProvider} from '@docusaurus/theme-common/internal';

// How page titles are written: swizzle this component to write them otherwise, e.g. per plugin
// (params.plugin.id); params.defaultFormatter gives "Page | Site".
const formatter = (params) => params.defaultFormatter(params);

export default function ThemeProviderTitleFormatter({children}) {
  return <TitleFormatterProvider formatter={formatter}>{children}</TitleFormatterProvider>;
}
