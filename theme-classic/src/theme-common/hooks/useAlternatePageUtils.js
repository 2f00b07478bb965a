import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';
import {useLocation} from '../../client/exports/router.jsx';
import {applyTrailingSlash, encodeStrayPercents} from '../utils/pathUtils.js';

// URLs of the current page in the site's other locales: the default locale at the site's base
// URL, every other one under its path, as Docusaurus lays out a multi-locale build.
export function useAlternatePageUtils() {
  const {
    siteConfig: {url: siteUrl = '', baseUrl = '/', trailingSlash},
    i18n: {currentLocale, defaultLocale, localeConfigs = {}},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const localePath = (locale) => (localeConfigs[locale] && localeConfigs[locale].path) || locale;
  const canonicalPathname = applyTrailingSlash(pathname, {trailingSlash, baseUrl});
  const pathWithoutBase = canonicalPathname.startsWith(baseUrl)
    ? canonicalPathname.slice(baseUrl.length)
    : canonicalPathname.replace(/^\//, '');
  const baseUrlUnlocalized =
    currentLocale === defaultLocale
      ? baseUrl
      : baseUrl.slice(0, baseUrl.length - `${localePath(currentLocale)}/`.length);
  const createUrl = ({locale, fullyQualified}) =>
    encodeStrayPercents(
      `${fullyQualified ? siteUrl : ''}${baseUrlUnlocalized}${
        locale === defaultLocale ? '' : `${localePath(locale)}/`
      }${pathWithoutBase}`,
    );
  return {createUrl};
}
