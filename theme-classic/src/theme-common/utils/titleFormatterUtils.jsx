import React, {createContext, useContext} from 'react';
import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';
import {RouteContext} from '../../client/routeContext.js';
import {ReactContextError} from './reactUtils.jsx';

// "{title} {titleDelimiter} {siteTitle}", or the site title alone when the title is empty or is
// the site title itself (no "X | X"): Docusaurus's default page title.
export function defaultTitleFormatter({title, siteTitle, titleDelimiter}) {
  const trimmed = typeof title === 'string' ? title.trim() : '';
  return trimmed && trimmed !== siteTitle ? `${trimmed} ${titleDelimiter} ${siteTitle}` : siteTitle;
}

const TitleFormatterContext = createContext(null);

// Sets how page titles are written below it: formatter gets {title, siteTitle,
// titleDelimiter, plugin, defaultFormatter} (see @theme/ThemeProvider/TitleFormatter).
export function TitleFormatterProvider({formatter, children}) {
  return <TitleFormatterContext.Provider value={formatter}>{children}</TitleFormatterContext.Provider>;
}

// {format(title)}: the page title as the nearest TitleFormatterProvider writes it, told of the
// plugin whose route is shown.
export function useTitleFormatter() {
  const formatter = useContext(TitleFormatterContext);
  if (formatter === null) {
    throw new ReactContextError('TitleFormatterProvider');
  }
  const {siteConfig} = useDocusaurusContext();
  const route = useContext(RouteContext);
  const siteTitle = siteConfig.title || '';
  const titleDelimiter = siteConfig.titleDelimiter || '|';
  return {
    format: (title) =>
      formatter({title, siteTitle, titleDelimiter, plugin: route && route.plugin, defaultFormatter: defaultTitleFormatter}),
  };
}
