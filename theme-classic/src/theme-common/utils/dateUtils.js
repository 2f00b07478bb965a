import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';

const Months = [
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun',
  'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
];

// "Mar 3, 2024" in UTC (what Intl.DateTimeFormat('en', {day: 'numeric',
// month: 'short', year: 'numeric', timeZone: 'UTC'}) gives), computed by hand
// so server (no Intl in goja) and browser agree.
export function formatShortDateUTC(date) {
  return `${Months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

const LongMonths = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

// "March 3, 2024" in UTC (Intl's {day: 'numeric', month: 'long', year:
// 'numeric', timeZone: 'UTC'} for English), the blog's post dates.
export function formatLongDateUTC(date) {
  return `${LongMonths[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

// "March 3" in UTC, the blog archive's dates.
export function formatMonthDayUTC(date) {
  return `${LongMonths[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

// An Intl.DateTimeFormat for the current locale and its calendar (i18n.localeConfigs).
export function useDateTimeFormat(options = {}) {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const {htmlLang, calendar} = (localeConfigs && localeConfigs[currentLocale]) || {};
  return new Intl.DateTimeFormat(htmlLang || currentLocale, {calendar, ...options});
}
