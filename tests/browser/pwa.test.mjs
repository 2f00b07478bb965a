// @docusaurus/plugin-pwa (testdata/npm-sites/pwa, base URL /pwa/): the plugin is installed
// into a temporary copy, which is built and served. Its client module registers the service
// worker gosaurus writes at /pwa/sw.js; with ?offlineMode=true the worker precaches the build,
// and a page then loads with the network off. A worker that never becomes active fails the
// test at make test-browser's time limit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useNpmSite } from './harness.mjs';

const ctx = useNpmSite('pwa');

// The params the page registered its worker with, once it is active.
const workerParams = (page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const url = new URL(reg.active.scriptURL);
    return { path: url.pathname, params: JSON.parse(url.searchParams.get('params')), scope: new URL(reg.scope).pathname };
  });

test('the head has the pwaHead tags under the base URL, and the service worker registers without offline mode', async (t) => {
  if (ctx.skip) return t.skip(ctx.skip);
  const { context, page, problems } = await openPage(ctx.browser, ctx.site.origin + '/pwa/docs/intro');
  assert.equal(await page.locator('head link[rel="manifest"]').getAttribute('href'), '/pwa/manifest.json');
  assert.equal(await page.locator('head link[rel="icon"]').getAttribute('href'), '/pwa/img/logo.png');
  assert.equal(await page.locator('head meta[name="theme-color"]').getAttribute('content'), 'rgb(31, 111, 74)');
  const manifest = await (await fetch(ctx.site.origin + '/pwa/manifest.json')).json();
  assert.equal(manifest.start_url, '/pwa/');

  const sw = await workerParams(page);
  assert.deepEqual(sw, { path: '/pwa/sw.js', params: { offlineMode: false, debug: true }, scope: '/pwa/' });
  // Nothing is precached without offline mode.
  assert.deepEqual(await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (k) => (await (await caches.open(k)).keys()).length))).reduce((a, b) => a + b, 0)), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('with ?offlineMode=true the worker precaches the build, and a page never visited loads offline', async (t) => {
  if (ctx.skip) return t.skip(ctx.skip);
  const { context, page, problems } = await openPage(ctx.browser, ctx.site.origin + '/pwa/?offlineMode=true');
  const sw = await workerParams(page);
  assert.deepEqual(sw.params, { offlineMode: true, debug: true });
  const cached = await page.evaluate(async () => {
    const urls = [];
    for (const k of await caches.keys()) for (const r of await (await caches.open(k)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  for (const want of ['/pwa/docs/offline/index.html', '/pwa/index.html', '/pwa/manifest.json', '/pwa/img/logo.png']) {
    assert.ok(cached.includes(want), `${want} is not precached: ${cached.join(' ')}`);
  }
  assert.ok(cached.some((u) => /^\/pwa\/assets\/js\/entry\.[^/]+\.js$/.test(u)), cached.join(' '));

  // Still in offline mode: the page registers the worker it has (without the query, it would
  // register another one, whose script cannot be fetched offline).
  await context.setOffline(true);
  await page.goto(ctx.site.origin + '/pwa/docs/offline/?offlineMode=true');
  await page.locator('article h1', { hasText: 'Reading offline' }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});
