// Turns the bench's JSON lines into bench/results/results.json, a markdown table
// (bench/results/results.md), a chart of build time and peak memory against page count
// (bench/results/scale.svg), and the section of docs/performance.md between the bench markers.
//
//	node bench/report.mjs [resultsDir]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dir = process.argv[2] || path.join(root, 'bench', 'results');
const lines = (f) =>
  existsSync(path.join(dir, f))
    ? readFileSync(path.join(dir, f), 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l))
    : [];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
// The median of the ratios of pairs of builds taken in turns, ref's time over gosaurus's, or
// null when the runs do not pair up.
const inTurnsSpeed = (gosaurus, ref) =>
  gosaurus && ref && gosaurus.all_ms.length === ref.all_ms.length ? median(gosaurus.all_ms.map((v, i) => ref.all_ms[i] / v)) : null;
// Builds measured in turns with another, one run at a time, leave a record per run: one
// record per build (name, and kind and pages for the synthetic sites), with the runs in the
// order they ran. A failed build's record stays as it is.
function byBuild(records) {
  const out = new Map();
  for (const r of records) {
    const key = r.failed ? r : `${r.name}\0${r.kind}\0${r.pages}`;
    const m = out.get(key);
    if (!m) {
      out.set(key, r.failed ? r : { ...r, all_ms: [...r.all_ms] });
      continue;
    }
    m.runs += r.runs;
    m.all_ms.push(...r.all_ms);
    m.peak_rss_mb = Math.max(m.peak_rss_mb, r.peak_rss_mb);
    m.wall_ms = median(m.all_ms);
  }
  return [...out.values()];
}
const website = byBuild(lines('website.jsonl'));
// The kinds of synthetic site, in the order the table shows them; records from before there
// were kinds are of docs.
const kinds = { docs: 'docs', api: 'API reference', short: 'short docs' };
const scale = byBuild(lines('scale.jsonl').map((r) => ({ kind: 'docs', ...r })));
const weight = lines('weight.jsonl');

const ms = (v) => (v >= 10000 ? `${(v / 1000).toFixed(0)} s` : v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${v.toFixed(0)} ms`);
const out = [];
out.push(`Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() || 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB.`);

const byName = (n) => website.find((r) => r.name === n);
const cold = byName('gosaurus-cold');
const warm = byName('gosaurus-warm');
const fasterWarm = byName('docusaurus-faster-warm');
const ratio = (a, b) => (a && b ? { speed: b.wall_ms / a.wall_ms, mem: a.peak_rss_mb / b.peak_rss_mb } : null);
// gosaurus cold against Faster warm: the median of the ratios of the builds taken in turns,
// when the run has them, and the larger peak memory of gosaurus's cold builds.
const inTurns = byName('gosaurus-cold-in-turns');
const headline = (() => {
  const r = ratio(cold, fasterWarm);
  const speed = r && inTurnsSpeed(inTurns, fasterWarm);
  if (!speed) return r;
  return { speed, mem: Math.max(cold.peak_rss_mb, inTurns.peak_rss_mb) / fasterWarm.peak_rss_mb, pairs: inTurns.all_ms.length };
})();
const inTurnsNote = headline && headline.pairs ? `, median of ${headline.pairs} pairs built in turns` : '';
if (website.length) {
  out.push('', '**website/** (each run a new process; gosaurus cold: no build cache, the build/ folder of the run before kept; warm: the cache of the run before)', '');
  out.push('| build | runs | wall time (median) | peak memory |');
  out.push('|---|---:|---:|---:|');
  for (const r of website) out.push(`| ${r.name} | ${r.runs} | ${ms(r.wall_ms)} | ${r.peak_rss_mb.toFixed(0)} MB |`);
  const rows = [
    [`gosaurus cold vs Docusaurus Faster warm (target: 5x, < 25 %; long-run goal 10x${inTurnsNote})`, cold, fasterWarm, headline],
    ['gosaurus cold with no build/ folder before it vs Docusaurus Faster warm', byName('gosaurus-cold-no-build-folder'), fasterWarm],
    ['gosaurus cold, the first build after npm ci (React bundled too) vs Docusaurus Faster warm', byName('gosaurus-cold-first-after-install'), fasterWarm],
    ['gosaurus warm vs Docusaurus Faster warm', warm, fasterWarm],
    ['gosaurus cold vs Docusaurus Faster cold', cold, byName('docusaurus-faster-cold')],
    ['gosaurus cold vs Docusaurus webpack cold', cold, byName('docusaurus-webpack-cold')],
    ['gosaurus warm vs Docusaurus webpack warm', warm, byName('docusaurus-webpack-warm')],
  ].filter(([, a, b]) => a && b);
  if (rows.length) {
    out.push('', '| comparison | gosaurus is faster by | gosaurus uses this share of its memory |', '|---|---:|---:|');
    for (const [label, a, b, given] of rows) {
      const r = given || ratio(a, b);
      out.push(`| ${label} | ${r.speed.toFixed(1)}x | ${(r.mem * 100).toFixed(0)} % |`);
    }
  }
}
const gs = scale.filter((r) => r.name === 'gosaurus' && r.kind === 'docs').sort((a, b) => a.pages - b.pages);
// How much faster gosaurus is than ref on its site: the median of the ratios of the builds
// taken in turns when there are as many of each, else the one build of each.
function speedAt(ref) {
  const same = (r) => r.kind === ref.kind && r.pages === ref.pages;
  const g = scale.find((r) => r.name === 'gosaurus' && same(r));
  const turns = scale.find((r) => r.name === 'gosaurus-in-turns' && same(r));
  const speed = inTurnsSpeed(turns, ref);
  if (speed) return { speed, g: turns, note: ` (median of ${turns.all_ms.length} pairs built in turns)` };
  return g ? { speed: ref.wall_ms / g.wall_ms, g, note: '' } : null;
}
if (scale.length) {
  out.push('', '**Synthetic sites** (bench/gensite; one run each, but for the builds taken in turns at one size. Sites: docs, written docs; API reference, the .api.mdx pages of an OpenAPI docs generator, 20 KB-3 MB of JSX props each; short docs, a catalogue\'s entries of a paragraph or two)', '');
  out.push('| build | site | pages | wall time | time per page | peak memory |');
  out.push('|---|---|---:|---:|---:|---:|');
  const order = Object.keys(kinds);
  for (const r of [...scale].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.pages - b.pages || a.name.localeCompare(b.name))) {
    if (r.failed) out.push(`| ${r.name} | ${kinds[r.kind]} | ${r.pages} | failed: ${r.failed} | | |`);
    else out.push(`| ${r.name} | ${kinds[r.kind]} | ${r.pages} | ${ms(r.wall_ms)} | ${(r.wall_ms / r.pages).toFixed(1)} ms | ${r.peak_rss_mb.toFixed(0)} MB |`);
  }
  if (gs.length > 1) {
    const a = gs[0];
    const b = gs[gs.length - 1];
    out.push('', `Time per page of docs at ${b.pages} pages is ${((b.wall_ms / b.pages) / (a.wall_ms / a.pages)).toFixed(2)}x that at ${a.pages}.`);
  }
  for (const d of scale.filter((r) => !r.name.startsWith('gosaurus') && !r.failed).sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.pages - b.pages)) {
    const at = speedAt(d);
    if (!at) continue;
    const k = at.speed;
    const speed = k >= 1 ? `${k.toFixed(1)}x faster than` : `${(1 / k).toFixed(1)}x slower than`;
    const of = d.kind === 'docs' ? '' : ` of ${kinds[d.kind]}`;
    out.push('', `At ${d.pages} pages${of} gosaurus (cold) is ${speed} ${d.name}${at.note} and uses ${((at.g.peak_rss_mb / d.peak_rss_mb) * 100).toFixed(0)} % of its memory.`);
  }
}
if (weight.length) {
  out.push('', '**Page weight** of a doc page (first-load JS and CSS, gzip)', '');
  out.push('| build | page | JS | CSS | JS files | render-blocking scripts |');
  out.push('|---|---|---:|---:|---:|---:|');
  for (const w of weight) out.push(`| ${w.name} | ${w.page} | ${w.js_gzip_kb} KB | ${w.css_gzip_kb} KB | ${w.js_files} | ${w.blocking_js} |`);
}
// The issue's targets, each with what was measured and whether it is met.
const json = (f) => (existsSync(path.join(dir, f)) ? JSON.parse(readFileSync(path.join(dir, f), 'utf8')) : null);
const targets = [];
const yes = (ok) => (ok ? 'met' : 'missed');
{
  const r = headline;
  if (r) {
    targets.push([`website/ cold build: 5x faster than Docusaurus Faster warm (long-run goal 10x${inTurnsNote})`, `${r.speed.toFixed(1)}x`, yes(r.speed >= 5)]);
    targets.push(['website/ cold build: under 25 % of its memory', `${(r.mem * 100).toFixed(0)} %`, yes(r.mem < 0.25)]);
  }
  const w = ratio(warm, fasterWarm);
  if (w) targets.push(['(website/ warm build, both caches warm: 10x, under 25 %)', `${w.speed.toFixed(1)}x, ${(w.mem * 100).toFixed(0)} %`, yes(w.speed >= 10 && w.mem < 0.25)]);
  const ref = scale.find((x) => x.kind === 'docs' && x.pages === 1000 && x.name === 'docusaurus-faster-warm' && !x.failed);
  const at = ref && speedAt(ref);
  if (at) {
    const mem = Math.max(at.g.peak_rss_mb, gs.find((x) => x.pages === 1000)?.peak_rss_mb || 0) / ref.peak_rss_mb;
    targets.push([`1,000 pages: 5x faster than Docusaurus Faster warm${at.note}`, `${at.speed.toFixed(1)}x`, yes(at.speed >= 5)]);
    targets.push(['1,000 pages: under 1/3 of its memory', `${(mem * 100).toFixed(0)} %`, yes(mem < 1 / 3)]);
  }
  const big = gs.find((x) => x.pages === 10000);
  if (big) {
    targets.push(['10,000 pages in under 60 s', ms(big.wall_ms), yes(big.wall_ms < 60000)]);
    targets.push(['10,000 pages in under 2 GB', `${big.peak_rss_mb.toFixed(0)} MB`, yes(big.peak_rss_mb < 2000)]);
    const small = gs.find((x) => x.pages === 1000);
    if (small) {
      const k = big.wall_ms / big.pages / (small.wall_ms / small.pages);
      targets.push(['time per page at 10,000 within 1.5x of 1,000', `${k.toFixed(2)}x`, yes(k <= 1.5)]);
    }
  }
  for (const [file, limit, label] of [['devloop.json', 150, 'website/'], ['devloop-5k.json', 500, 'the 5,000-page site']]) {
    const d = json(file);
    if (d) targets.push([`save → new HTML in the browser, ${label}: under ${limit} ms`, `${d.median} ms (median)`, yes(d.median < limit)]);
  }
  const wt = weight.find((x) => x.name === 'gosaurus');
  if (wt) {
    targets.push(['first-load JS of a doc page: at most 80 KB gzip', `${wt.js_gzip_kb} KB`, yes(wt.js_gzip_kb <= 80)]);
    targets.push(['no render-blocking JS', String(wt.blocking_js), yes(wt.blocking_js === 0)]);
  }
  const lh = json('lighthouse.json');
  if (lh) {
    const perf = lh.map((p) => p.scores.performance);
    const rest = lh.every((p) => p.scores.accessibility === 100 && p.scores['best-practices'] === 100 && p.scores.seo === 100);
    targets.push(['Lighthouse performance 98+ on three pages', perf.join(' / '), yes(perf.every((v) => v >= 98))]);
    targets.push(['Lighthouse accessibility, best practices, SEO 100', rest ? '100 on all' : 'below 100 somewhere', yes(rest)]);
  }
}
if (targets.length) {
  out.push('', '**Targets** (issue 13, Performance at scale)', '', '| target | measured | |', '|---|---:|---|');
  for (const [t, m, v] of targets) out.push(`| ${t} | ${m} | ${v} |`);
}
// The chart is of docs alone: a page of another kind costs another time.
const charted = scale.filter((r) => r.kind === 'docs' && !r.failed && r.name !== 'gosaurus-in-turns');
// The chart, linked from where each copy of the table is: bench/results/ and docs/.
const image = (href) => (charted.length ? `\n![build time and peak memory against page count](${href})\n` : '');
const table = out.join('\n') + '\n';

writeFileSync(path.join(dir, 'results.json'), JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, website, scale, weight, targets: targets.map(([target, measured, verdict]) => ({ target, measured, verdict })) }, null, 2) + '\n');
writeFileSync(path.join(dir, 'results.md'), table + image('scale.svg'));
if (charted.length) writeFileSync(path.join(dir, 'scale.svg'), chart(charted));
console.log('\n' + table);

const readme = path.join(root, 'docs', 'performance.md');
const text = readFileSync(readme, 'utf8');
const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';
if (text.includes(start) && text.includes(end)) {
  writeFileSync(readme, text.slice(0, text.indexOf(start) + start.length) + '\n' + table + image('../bench/results/scale.svg') + text.slice(text.indexOf(end)));
}

// Two panels, build time and peak memory against pages on a log scale (sizes run from 1,000 to
// 100,000); a line per tool.
function chart(rows) {
  const W = 360;
  const H = 240;
  const m = { l: 56, r: 16, t: 28, b: 40 };
  const names = [...new Set(rows.map((r) => (r.name.startsWith('gosaurus') ? 'gosaurus' : r.name)))];
  const colors = ['#2e8555', '#c0392b', '#8e44ad', '#e67e22'];
  const minPages = Math.min(...rows.map((r) => r.pages));
  const maxPages = Math.max(...rows.map((r) => r.pages));
  const panel = (x0, title, value, unit) => {
    const maxV = Math.max(...rows.map(value)) * 1.1 || 1;
    const sx = (p) => x0 + m.l + 8 + (Math.log(p / minPages) / (Math.log(maxPages / minPages) || 1)) * (W - m.l - m.r - 16);
    const sy = (v) => m.t + (1 - v / maxV) * (H - m.t - m.b);
    let s = `<text x="${x0 + W / 2}" y="16" text-anchor="middle" font-weight="bold">${title}</text>`;
    const left = x0 + m.l;
    s += `<line x1="${left}" y1="${sy(0)}" x2="${x0 + W - m.r}" y2="${sy(0)}" stroke="#888"/><line x1="${left}" y1="${sy(0)}" x2="${left}" y2="${m.t}" stroke="#888"/>`;
    for (let i = 0; i <= 4; i++) {
      const v = (maxV / 4) * i;
      s += `<text x="${left - 6}" y="${sy(v) + 4}" text-anchor="end">${v >= 100 ? v.toFixed(0) : v.toFixed(1)}</text>`;
    }
    for (const p of [...new Set(rows.map((r) => r.pages))]) s += `<text x="${sx(p)}" y="${H - m.b + 16}" text-anchor="middle">${p}</text>`;
    s += `<text x="${x0 + W / 2}" y="${H - 6}" text-anchor="middle">pages, log scale (${unit})</text>`;
    names.forEach((n, i) => {
      const pts = rows.filter((r) => (r.name.startsWith('gosaurus') ? 'gosaurus' : r.name) === n).sort((a, b) => a.pages - b.pages);
      if (pts.length > 1) s += `<polyline fill="none" stroke="${colors[i % colors.length]}" stroke-width="2" points="${pts.map((r) => `${sx(r.pages)},${sy(value(r))}`).join(' ')}"/>`;
      for (const r of pts) s += `<circle cx="${sx(r.pages)}" cy="${sy(value(r))}" r="3.5" fill="${colors[i % colors.length]}"/>`;
    });
    return s;
  };
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${2 * W}" height="${H + 24}" font-family="sans-serif" font-size="11">`;
  svg += `<rect width="100%" height="100%" fill="#fff"/>`;
  svg += panel(0, 'Build time', (r) => r.wall_ms / 1000, 'y: seconds');
  svg += panel(W, 'Peak memory', (r) => r.peak_rss_mb, 'y: MB');
  names.forEach((n, i) => {
    svg += `<rect x="${m.l + i * 150}" y="${H + 8}" width="10" height="10" fill="${colors[i % colors.length]}"/><text x="${m.l + i * 150 + 14}" y="${H + 17}">${n}</text>`;
  });
  return svg + '</svg>\n';
}
