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
