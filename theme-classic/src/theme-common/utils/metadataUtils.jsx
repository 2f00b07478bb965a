import React, {createContext, useContext} from 'react';
import Head from '../../client/exports/Head.jsx';
import useRouteContext from '../../client/exports/useRouteContext.jsx';
import {useBaseUrlUtils} from '../../client/exports/useBaseUrl.jsx';
import {useTitleFormatter} from './titleFormatterUtils.jsx';
import clsx from './clsx.js';

// Page title, description, keywords and image metadata (overrides the site
// defaults set by SiteMetadata).
export function PageMetadata({title, description, keywords, image, children}) {
  const pageTitle = useTitleFormatter().format(title);
  const {withBaseUrl} = useBaseUrlUtils();
  const pageImage = image ? withBaseUrl(image, {absolute: true}) : undefined;
  return (
    <Head>
      {title && <title>{pageTitle}</title>}
      {title && <meta property="og:title" content={pageTitle} />}
      {description && <meta name="description" content={description} />}
      {description && <meta property="og:description" content={description} />}
      {keywords && (
        <meta
          name="keywords"
          content={Array.isArray(keywords) ? keywords.join(',') : keywords}
        />
      )}
      {pageImage && <meta property="og:image" content={pageImage} />}
      {pageImage && <meta name="twitter:image" content={pageImage} />}
      {children}
    </Head>
  );
}

const HtmlClassNameContext = createContext(undefined);

// Every nested provider appends its class name to <html class>: Helmet does
// not merge classes itself.
export function HtmlClassNameProvider({className: classNameProp, children}) {
  const classNameContext = useContext(HtmlClassNameContext);
  const className = clsx(classNameContext, classNameProp);
  return (
    <HtmlClassNameContext.Provider value={className}>
      <Head>
        <html className={className} />
      </Head>
      {children}
    </HtmlClassNameContext.Provider>
  );
}

function pluginNameToClassName(pluginName) {
  return `plugin-${pluginName.replace(/docusaurus-(?:plugin|theme)-(?:content-)?/gi, '')}`;
}

// Adds "plugin-<name> plugin-id-<id>" of the current route's plugin.
export function PluginHtmlClassNameProvider({children}) {
  const routeContext = useRouteContext();
  const nameClass = pluginNameToClassName(routeContext.plugin.name);
  const idClass = `plugin-id-${routeContext.plugin.id}`;
  return (
    <HtmlClassNameProvider className={clsx(nameClass, idClass)}>
      {children}
    </HtmlClassNameProvider>
  );
}
