// Lighthouse on three pages of website/'s build, served by `gosaurus serve`, in Debian's
// chromium: the performance, accessibility, best-practices and SEO scores (issue 5's targets:
// 98+, 100, 100, 100), with the audits that cost points. Lighthouse itself is installed into
// bench/.scratch by bench/run.sh, never into the project's dependencies.
//
//   node bench/lighthouse.mjs [page…]      (pages relative to the base URL)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = createRequire(path.join(root, 'bench/.scratch/package.json'));
const lighthouse = (await import(scratch.resolve('lighthouse'))).default;
const chromeLauncher = await import(scratch.resolve('chrome-launcher'));

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['', 'api/getting-started', 'resources/yup'];
const port = 3900 + Math.floor(Math.random() * 90);
const server = spawn(path.join(root, 'gosaurus'), ['serve', 'website', '--port', String(port)], { cwd: root, stdio: 'ignore' });
const base = `http://127.0.0.1:${port}/sdk-js/`;
for (let i = 0; i < 100; i++) {
  try {
    await fetch(base);
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 100));
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const results = [];
try {
  for (const page of pages) {
    const url = base + page;
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    const scores = Object.fromEntries(categories.map((c) => [c, Math.round(lhr.categories[c].score * 100)]));
    // The scored audits that did not pass, for the note on what costs points.
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${a.id} (${a.displayValue || Math.round(a.score * 100)})`);
    const metrics = Object.fromEntries(
      ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [id, lhr.audits[id].displayValue]),
    );
    results.push({ url, scores, metrics, failing });
    console.log(`${url}\n  ${categories.map((c) => `${c} ${scores[c]}`).join(', ')}\n  ${Object.entries(metrics).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    if (failing.length) {
      console.log(`  below 100: ${failing.join(', ')}`);
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/lighthouse.json'), JSON.stringify(results, null, 2) + '\n');
