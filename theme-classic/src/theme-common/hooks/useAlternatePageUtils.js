import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';
import {useLocation} from '../../client/exports/router.jsx';
import {applyTrailingSlash, encodeStrayPercents} from '../utils/pathUtils.js';

// URLs of the current page in the site's other locales: the default locale at the site's base
// URL, every other one under its name, as Docusaurus lays out a multi-locale build (a
// localeConfigs path moves a locale's translation files, not its URL).
export function useAlternatePageUtils() {
  const {
    siteConfig: {url: siteUrl = '', baseUrl = '/', trailingSlash},
    i18n: {currentLocale, defaultLocale},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const canonicalPathname = applyTrailingSlash(pathname, {trailingSlash, baseUrl});
  const pathWithoutBase = canonicalPathname.startsWith(baseUrl)
    ? canonicalPathname.slice(baseUrl.length)
    : canonicalPathname.replace(/^\//, '');
  const baseUrlUnlocalized =
    currentLocale === defaultLocale
      ? baseUrl
      : baseUrl.slice(0, baseUrl.length - `${currentLocale}/`.length);
  const createUrl = ({locale, fullyQualified}) =>
    encodeStrayPercents(
      `${fullyQualified ? siteUrl : ''}${baseUrlUnlocalized}${
        locale === defaultLocale ? '' : `${locale}/`
      }${pathWithoutBase}`,
    );
  return {createUrl};
}
