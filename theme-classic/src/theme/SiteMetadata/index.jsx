import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import SearchMetadata from '@theme/SearchMetadata';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import {
  DEFAULT_SEARCH_TAG,
  keyboardFocusedClassName,
  applyTrailingSlash,
  encodeStrayPercents,
  useAlternatePageUtils,
} from '@docusaurus/theme-common/internal';

// Open Graph wants "en_US", not "en-US".
const bcp47ToOpenGraphLocale = (code) => code.replace('-', '_');

function useDefaultCanonicalUrl() {
  const {
    siteConfig: {url: siteUrl = '', baseUrl = '/', trailingSlash},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const canonicalPathname = applyTrailingSlash(useBaseUrl(pathname), {
    trailingSlash,
    baseUrl,
  });
  return siteUrl + canonicalPathname;
}

function CanonicalUrlHeaders({permalink}) {
  const {
    siteConfig: {url: siteUrl = ''},
  } = useDocusaurusContext();
  const defaultCanonicalUrl = useDefaultCanonicalUrl();
  const canonicalUrl = encodeStrayPercents(permalink ? `${siteUrl}${permalink}` : defaultCanonicalUrl);
  return (
    <Head>
      <meta property="og:url" content={canonicalUrl} />
      <link rel="canonical" href={canonicalUrl} />
    </Head>
  );
}

// hreflang alternates; with one locale, the page itself and x-default.
function AlternateLangHeaders() {
  const {
    i18n: {currentLocale, defaultLocale, localeConfigs = {}},
  } = useDocusaurusContext();
  const alternatePageUtils = useAlternatePageUtils();
  const currentHtmlLang =
    (localeConfigs[currentLocale] && localeConfigs[currentLocale].htmlLang) || currentLocale;
  const createUrl = (locale) => alternatePageUtils.createUrl({locale, fullyQualified: true});
  const locales = Object.keys(localeConfigs);
  return (
    <Head>
      {locales.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          href={createUrl(locale)}
          hreflang={localeConfigs[locale].htmlLang || locale}
        />
      ))}
      <link rel="alternate" href={createUrl(defaultLocale)} hreflang="x-default" />
      <meta property="og:locale" content={bcp47ToOpenGraphLocale(currentHtmlLang)} />
      {locales
        .map((locale) => localeConfigs[locale].htmlLang || locale)
        .filter((htmlLang) => htmlLang !== currentHtmlLang)
        .map((htmlLang) => (
          <meta
            key={`meta-og-${htmlLang}`}
            property="og:locale:alternate"
            content={bcp47ToOpenGraphLocale(htmlLang)}
          />
        ))}
    </Head>
  );
}

// Site-wide metadata of the classic theme, rendered once at the app level.
export default function SiteMetadata() {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {metadata, image: defaultImage} = useThemeConfig();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        {/* Applied on the server so focus outlines work without JS */}
        <body className={keyboardFocusedClassName} />
      </Head>

      {defaultImage && <PageMetadata image={defaultImage} />}

      <CanonicalUrlHeaders />

      <AlternateLangHeaders />

      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />

      {/* A separate <Head> so these override the defaults above */}
      <Head>
        {metadata.map((metadatum, i) => (
          <meta key={i} {...metadatum} />
        ))}
      </Head>
    </>
  );
}
