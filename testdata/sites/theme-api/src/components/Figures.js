import React from 'react';
import {usePluralForm, uniq, groupBy} from '@docusaurus/theme-common';

// Built when the module loads, as many sites do.
const amount = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});
const day = new Intl.DateTimeFormat('en-US', {timeZone: 'UTC', dateStyle: 'long'});
const released = new Date(Date.UTC(2025, 5, 30, 18, 45));

function Row({label, value}) {
  return (
    <tr>
      <th>{label}</th>
      <td>{value}</td>
    </tr>
  );
}

// A link with tracking parameters, built as site pages do.
function tracked(link) {
  const url = new URL(link, 'https://theme-api.example.com/theme-api/');
  url.searchParams.append('utm_source', 'theme api');
  return url.toString();
}

export default function Figures({counts = [0, 1, 4]}) {
  const {selectMessage} = usePluralForm();
  const ru = new Intl.PluralRules('ru');
  const byParity = groupBy(uniq([3, 1, 3, 2, 4]), (n) => (n % 2 ? 'odd' : 'even'));
  const rows = [
    ['plural', counts.map((n) => selectMessage(n, `${n} figure|${n} figures`)).join('; ')],
    ['integer', (1234567.891).toLocaleString('en-US')],
    ['german', new Intl.NumberFormat('de-DE').format(9876543.21)],
    ['percent', new Intl.NumberFormat('en-US', {style: 'percent', maximumFractionDigits: 1}).format(0.4567)],
    ['compact', new Intl.NumberFormat('en-US', {notation: 'compact'}).format(48300)],
    ['amount', amount.format(1999.5)],
    ['date', day.format(released)],
    ['time', released.toLocaleTimeString('en-US', {timeZone: 'UTC', hour: 'numeric', minute: '2-digit'})],
    ['short date', new Intl.DateTimeFormat('en-GB', {timeZone: 'UTC'}).format(released)],
    ['parts', new Intl.DateTimeFormat('en-US', {timeZone: 'UTC', month: 'short', day: 'numeric'})
      .formatToParts(released).map((p) => p.type).join(',')],
    ['russian plural', [1, 3, 5, 21].map((n) => ru.select(n)).join(',')],
    ['sorted', ['éclair', 'Zebra', 'apple', 'item10', 'item9'].sort(new Intl.Collator('en', {numeric: true}).compare).join(', ')],
    ['relative', new Intl.RelativeTimeFormat('en', {numeric: 'auto'}).format(-1, 'day') + ', ' +
      new Intl.RelativeTimeFormat('en').format(3, 'week')],
    ['list', new Intl.ListFormat('en', {type: 'conjunction'}).format(['docs', 'blog', 'pages'])],
    ['link', tracked('docs/figures?from=home')],
    ['grouped', Object.entries(byParity).map(([k, v]) => `${k}: ${v.join(' ')}`).join('; ')],
  ];
  return (
    <table className="figures">
      <tbody>
        {rows.map(([label, value]) => (
          <Row key={label} label={label} value={value} />
        ))}
      </tbody>
    </table>
  );
}
