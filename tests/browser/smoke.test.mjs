// Smoke test of the built /sdk-js/ site in a real browser: pages are pre-rendered, hydrate
// without errors or mismatch warnings, and navigate client-side.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { root, launchBrowser, serveSite, serveBuiltSite, collectProblems } from './harness.mjs';

let server;
let shell;
let browser;

before(async () => {
  [server, shell] = await Promise.all([serveSite(path.join(root, 'website')), serveBuiltSite('testdata/sites/shell')]);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  server?.close();
  shell?.close();
});

const routes = [
  { path: '/sdk-js/', heading: /Introduction|Availity/i },
  { path: '/sdk-js/api/getting-started', heading: /./ },
  { path: '/sdk-js/resources/env-var', heading: /./ },
];

for (const route of routes) {
  test(`${route.path} renders its content before scripts run and hydrates cleanly`, async () => {
    const html = await (await fetch(server.origin + route.path)).text();
    assert.match(html, /<article/, 'the article is in the server HTML');
    assert.match(html, /<title[^>]*>[^<]+ \| Availity SDK-JS<\/title>/);

    const page = await browser.newPage();
    const problems = collectProblems(page);
    const res = await page.goto(server.origin + route.path, { waitUntil: 'networkidle' });
    assert.equal(res.status(), 200);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, { timeout: 10000 });
    const h1 = await page.locator('article h1').first().textContent();
    assert.match(h1, route.heading);
    assert.deepEqual(problems, [], 'no console errors or hydration warnings');
    await page.close();
  });
}

test('navigating between docs happens client-side, without a full reload', async () => {
  const page = await browser.newPage();
  const problems = collectProblems(page);
  await page.goto(server.origin + '/sdk-js/api/getting-started', { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.evaluate(() => { window.__noReload = 'still here'; });
  const link = page.locator('.theme-doc-sidebar-menu a[href="/sdk-js/api/axios-resources"]').first();
  await link.click();
  await page.waitForURL('**/sdk-js/api/axios-resources');
  await page.waitForFunction(() => document.querySelector('article h1')?.textContent.length > 0);
  assert.equal(await page.evaluate(() => window.__noReload), 'still here', 'the page was not reloaded');
  assert.match(await page.title(), / \| Availity SDK-JS$/);
  await page.goBack();
  await page.waitForURL('**/sdk-js/api/getting-started');
  assert.equal(await page.evaluate(() => window.__noReload), 'still here');
  assert.deepEqual(problems, []);
  await page.close();
});

test('unknown paths get the not-found page with a 404 status', async () => {
  const res = await fetch(server.origin + '/sdk-js/no/such/page');
  assert.equal(res.status, 404);
  assert.match(await res.text(), /Page Not Found/);
});

test('every page of the shell fixture hydrates without console errors or warnings', async () => {
  const html = await (await fetch(shell.origin + '/shell/docs/intro')).text();
  const data = JSON.parse(html.match(/<script id="__gosaurus" type="application\/json">(.*?)<\/script>/)[1]);
  const { routes } = await (await fetch(shell.origin + data.manifest)).json();
  const page = await browser.newPage();
  const problems = collectProblems(page);
  for (const route of Object.keys(routes)) {
    await page.goto(shell.origin + route);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, { timeout: 10000 });
  }
  assert.ok(Object.keys(routes).length >= 12, Object.keys(routes).join());
  assert.deepEqual(problems, []);
  await page.close();
});
