import React from 'react';
import Head from './exports/Head.jsx';
import useDocusaurusContext from './exports/useDocusaurusContext.jsx';
import useBaseUrl from './exports/useBaseUrl.jsx';

// Site-wide <head> defaults (overridden by pages): <html lang dir>, title,
// viewport, favicon.
export default function SiteMetadataDefaults() {
  const {
    siteConfig: {favicon, title = '', noIndex},
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const faviconUrl = useBaseUrl(favicon);
  const localeConfig = (localeConfigs && localeConfigs[currentLocale]) || {};
  const htmlLang = localeConfig.htmlLang || currentLocale || 'en';
  const direction = localeConfig.direction || 'ltr';
  return (
    <Head>
      <html lang={htmlLang} dir={direction} />
      <title>{title}</title>
      <meta property="og:title" content={title} />
      <meta name="viewport" content="width=device-width, initial-scale=1.0" />
      {noIndex && <meta name="robots" content="noindex, nofollow" />}
      {favicon && <link rel="icon" href={faviconUrl} />}
    </Head>
  );
}
