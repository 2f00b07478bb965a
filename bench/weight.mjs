// Page weight: the JavaScript and CSS a page loads at start, gzipped, and its render-blocking
// scripts, from a finished build (ours or Docusaurus's).
//
//	node bench/weight.mjs <name> <buildDir> <page.html relative to buildDir>
//
// Prints one JSON line: {name, page, js_gzip_kb, css_gzip_kb, js_files, css_files, blocking_js}.
// Counted: every <script src>, <link rel="modulepreload"> and <link rel="preload" as="script">
// (what the page fetches at start), and <link rel="stylesheet">.
// Blocking: a classic <script src> in <head> without defer, async or type="module".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const [name, buildDir, page] = process.argv.slice(2);
if (!page) {
  console.error('usage: node bench/weight.mjs <name> <buildDir> <page.html>');
  process.exit(2);
}
const html = readFileSync(path.join(buildDir, page), 'utf8');
const head = html.slice(0, html.indexOf('</head>') + 1 || html.length);
const attr = (tag, a) => (tag.match(new RegExp(`\\s${a}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')) || []).slice(1).find((v) => v !== undefined);
const has = (tag, a) => new RegExp(`\\s${a}(?:[\\s=>]|$)`, 'i').test(tag);

// A URL of the page to a file of the build: drop the origin and as much of the base path as
// needed for the file to exist.
function file(url) {
  let p = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0];
  const parts = p.split('/').filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    const f = path.join(buildDir, ...parts.slice(i));
    if (existsSync(f)) return f;
  }
  return null;
}

const js = new Set();
const css = new Set();
let blocking = 0;
for (const tag of html.match(/<script\b[^>]*>/gi) || []) {
  const src = attr(tag, 'src');
  if (!src) continue;
  js.add(src);
  if (head.includes(tag) && !has(tag, 'defer') && !has(tag, 'async') && attr(tag, 'type') !== 'module') blocking++;
}
for (const tag of html.match(/<link\b[^>]*>/gi) || []) {
  const rel = (attr(tag, 'rel') || '').toLowerCase();
  const href = attr(tag, 'href');
  if (!href) continue;
  if (rel === 'modulepreload' || (rel === 'preload' && attr(tag, 'as') === 'script')) js.add(href);
  if (rel === 'stylesheet') css.add(href);
}
const gz = (urls) => {
  let total = 0;
  for (const u of urls) {
    const f = file(u);
    if (f) total += gzipSync(readFileSync(f), { level: 9 }).length;
  }
  return Math.round((total / 1024) * 10) / 10;
};
console.log(JSON.stringify({ name, page, js_gzip_kb: gz(js), css_gzip_kb: gz(css), js_files: js.size, css_files: css.size, blocking_js: blocking }));
