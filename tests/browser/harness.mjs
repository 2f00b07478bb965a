// Shared set-up for the browser tests: serves a built site with `gosaurus serve` on a free
// loopback port and drives Debian's chromium through playwright-core.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { cpSync, existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: chromiumArgs,
  });
}

async function freePort() {
  const srv = createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address();
  srv.close();
  await once(srv, 'close');
  return port;
}

// serveSite starts `gosaurus serve <siteDir>` (or another command that serves a site, such as
// start) and resolves once it accepts requests.
export async function serveSite(siteDir, command = 'serve') {
  const port = await freePort();
  const child = spawn(path.join(root, 'gosaurus'), [command, siteDir, '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const origin = `http://127.0.0.1:${port}`;
  // start builds first: up to a minute on a busy machine.
  for (let i = 0; i < 1200; i++) {
    try {
      await fetch(origin + '/');
      return { origin, output: () => output, close: () => child.kill('SIGINT') };
    } catch {
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`gosaurus ${command} did not start:\n${output}`);
}

// serveNpmSite copies testdata/npm-sites/<name> to a temporary folder, installs its packages
// there with npm (the checkout gets no node_modules), builds and serves the copy. It resolves
// to the server, whose close() also removes the copy, or to {skip: reason} when npm could not
// install (no registry).
export async function serveNpmSite(name) {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), `gosaurus-${name}-`)), name);
  const remove = () => rmSync(path.dirname(dir), { recursive: true, force: true });
  cpSync(path.join(root, 'testdata/npm-sites', name), dir, { recursive: true });
  const install = spawnSync('npm', ['install', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (install.status !== 0) {
    remove();
    // npm's error code and message say why (ECONNREFUSED, E404); the rest is a stack and a log path.
    const why = install.stderr.split('\n').filter((l) => /^npm error (code |404 |\w*Error)/.test(l));
    return { skip: `npm install failed (offline?): ${why.join(' / ') || install.stderr}` };
  }
  const build = spawnSync(path.join(root, 'gosaurus'), ['build', dir], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    remove();
    throw new Error(`gosaurus build of ${name} failed:\n${build.stdout}${build.stderr}`);
  }
  const server = await serveSite(dir);
  return {
    ...server,
    close: () => {
      server.close();
      remove();
    },
  };
}

// collectProblems records console errors and warnings (React reports hydration mismatches
// there) and uncaught page errors.
export function collectProblems(page) {
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

// sitePath is the folder of a site inside the checkout.
export function sitePath(name) {
  return path.join(root, name);
}

// serveBuiltSite is serveSite for a site that must have been built already (`make
// test-browser` builds website/ and the fixtures of testdata/sites/ the tests use).
export async function serveBuiltSite(name) {
  const dir = sitePath(name);
  if (!existsSync(path.join(dir, 'build', '404.html'))) {
    throw new Error(`${name} is not built: run ./gosaurus build ${name}`);
  }
  return serveSite(dir);
}

// waitForHydration resolves once React has hydrated the page.
export function waitForHydration(page) {
  return page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {
    timeout: 15000,
  });
}

// openPage opens url in a new context (options: playwright context options plus initScript,
// a function or string run before any page script) and waits for hydration.
export async function openPage(browser, url, {initScript, ...contextOptions} = {}) {
  const context = await browser.newContext(contextOptions);
  if (initScript) {
    await context.addInitScript(initScript);
  }
  context.setDefaultTimeout(10000);
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto(url);
  await waitForHydration(page);
  return { context, page, problems };
}

// useSites registers the test file's set-up: before its tests, serve each built site (by name,
// see sitePath) and launch the browser; after them, stop both. The returned object gets one
// property per site and `browser` once the set-up has run.
export function useSites(sites) {
  const ctx = {};
  before(async () => {
    const names = Object.keys(sites);
    const servers = await Promise.all(names.map((key) => serveBuiltSite(sites[key])));
    names.forEach((key, i) => {
      ctx[key] = servers[i];
    });
    ctx.browser = await launchBrowser();
  });
  after(async () => {
    await ctx.browser?.close();
    for (const key of Object.keys(sites)) ctx[key]?.close();
  });
  return ctx;
}

// useNpmSite registers the set-up of a test file about the npm fixture site name (see
// serveNpmSite): before its tests, ctx.site is served and ctx.browser launched, or ctx.skip
// says why npm could not install the site's packages; after them, both stop.
export function useNpmSite(name) {
  const ctx = {};
  before(async () => {
    ctx.site = await serveNpmSite(name);
    ctx.skip = ctx.site.skip;
    if (!ctx.skip) ctx.browser = await launchBrowser();
  });
  after(async () => {
    await ctx.browser?.close();
    ctx.site?.close?.();
  });
  return ctx;
}

// buildTempSite writes a site ({relative path: content}) to a new temporary folder and runs
// `gosaurus build` on it; resolves to {dir, ok, output}.
export async function buildTempSite(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gosaurus-site-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  const child = spawn(path.join(root, 'gosaurus'), ['build', dir], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const [code] = await once(child, 'close');
  return { dir, ok: code === 0, output };
}
