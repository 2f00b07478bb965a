// The dev loop, as a writer feels it: time from saving one doc to the browser showing the new
// text, with `gosaurus start` on a copy of a site and the page open in Debian's chromium.
//
//   node bench/devloop.mjs [siteDir] [docPath] [runs] [resultFile]
//   (defaults: website, docs/resources/yup.md, 7, devloop.json; siteDir may be absolute, e.g.
//   a site of bench/gensite: node bench/devloop.mjs /tmp/gen5k docs/section-02/group-00/group-05/page-04119.md 7 devloop-5k.json)
//
// Prints each run and the median; writes bench/results/<resultFile>.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [siteArg = 'website', docArg = 'docs/resources/yup.md', runsArg = '7', resultFile = 'devloop.json'] = process.argv.slice(2);
const runs = Number(runsArg);

// A copy, so the benchmark never edits the checkout.
const work = mkdtempSync(path.join(tmpdir(), 'gosaurus-devloop-'));
const site = path.join(work, path.basename(siteArg));
cpSync(path.resolve(root, siteArg), site, {
  recursive: true,
  filter: (src) => !/[\\/](build|node_modules|\.gosaurus-cache)$/.test(src),
});
const docFile = path.join(site, docArg);
const original = readFileSync(docFile, 'utf8');

const port = 3800 + Math.floor(Math.random() * 90);
const server = spawn(path.join(root, 'gosaurus'), ['start', site, '--port', String(port)], {
  cwd: root,
  env: { ...process.env, GOSAURUS_HOME: root },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
server.stdout.on('data', (d) => (log += d));
server.stderr.on('data', (d) => (log += d));

// The doc's URL from the config's baseUrl and the docs' routeBasePath (website/ and the
// synthetic sites of bench/gensite serve docs at the base URL).
const configSrc = readFileSync(path.join(site, 'docusaurus.config.js'), 'utf8');
const baseUrl = /baseUrl:\s*['"]([^'"]+)['"]/.exec(configSrc)?.[1] ?? '/';
const routeBasePath = /routeBasePath:\s*['"]([^'"]*)['"]/.exec(configSrc)?.[1] ?? 'docs';
const routeBase = routeBasePath.replace(/^\/+|\/+$/g, '');
const slug = docArg.replace(/^docs\//, '').replace(/\.mdx?$/, '');
const url = `http://127.0.0.1:${port}${baseUrl}${routeBase ? routeBase + '/' : ''}${slug}`;

async function waitForServer() {
  for (let i = 0; i < 12000; i++) { // up to 20 min: a 5,000-page site builds cold first
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gosaurus start did not come up:\n${log}`);
}

const results = [];
let browser;
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  await page.goto(url);
  for (let i = 0; i < runs; i++) {
    const marker = `devloop-marker-${i}-${Date.now()}`;
    await page.waitForTimeout(300); // let the previous reload settle
    const start = performance.now();
    writeFileSync(docFile, `${original}\n\n${marker}\n`);
    await page.waitForFunction((m) => document.body.textContent.includes(m), marker, { timeout: 60000, polling: 5 });
    const ms = Math.round(performance.now() - start);
    results.push(ms);
    console.log(`run ${i + 1}: ${ms} ms`);
  }
} finally {
  await browser?.close();
  server.kill();
  writeFileSync(docFile, original);
  rmSync(work, { recursive: true, force: true });
}
const sorted = [...results].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
const rebuilds = [...log.matchAll(/rebuilt \d+ pages(?: \(\d+ rendered\))? in (\d+) ms/g)].map((m) => Number(m[1]));
console.log(`save → new text in the browser, median of ${runs}: ${median} ms (server-side rebuilds: ${rebuilds.join(', ')} ms)`);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results', resultFile), JSON.stringify({ site: siteArg, doc: docArg, runs: results, median, rebuilds }, null, 2) + '\n');
