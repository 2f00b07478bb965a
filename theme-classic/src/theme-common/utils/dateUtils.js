import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';

// An Intl.DateTimeFormat for the current locale and its calendar (i18n.localeConfigs), as
// the theme's dates are written: in Node's and the browser's Intl, in the locale's language;
// in goja's (generator/jsintl), with English patterns.
export function useDateTimeFormat(options = {}) {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const {calendar} = (localeConfigs && localeConfigs[currentLocale]) || {};
  return new Intl.DateTimeFormat(currentLocale, {calendar, ...options});
}
