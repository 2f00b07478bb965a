import {createContext} from 'react';
import siteData from '@generated/site';

// { siteConfig, i18n, globalData, siteMetadata }, straight from the generator.
export const siteContextValue = {
  siteConfig: siteData.siteConfig || {},
  i18n: siteData.i18n || {
    defaultLocale: 'en',
    currentLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },
  globalData: siteData.globalData || {},
  siteMetadata: siteData.siteMetadata || {},
  codeTranslations: siteData.codeTranslations || {},
};

export const DocusaurusContext = createContext(siteContextValue);
