// Site config options beyond the theme: client modules run in the browser before hydration,
// and headTags, stylesheets and scripts reach every page's <head>.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { root, launchBrowser, serveSite } from './harness.mjs';

let server;
let browser;

before(async () => {
  server = await serveSite(path.join(root, 'testdata/sites/config-features'));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  server?.close();
});

test('clientModules: JS runs in the browser, its lifecycles are called, and CSS joins the site stylesheet', async () => {
  const page = await browser.newPage();
  // The fixture's external stylesheet and script point at hosts that do not exist here.
  await page.route(/cdn\.example\.com|fonts\.example\.com/, (route) => route.abort());
  await page.goto(server.origin + '/');
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.clientModule), 'loaded');
  // Its lifecycles hear of the first page once, as Docusaurus's do.
  assert.equal(await page.evaluate(() => document.documentElement.dataset.lifecycles), 'update: null -> /;didUpdate: null -> /;');
  const cssVar = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--fixture-client-css').trim());
  assert.equal(cssVar, 'loaded');
  await page.close();
});

test('headTags, stylesheets and scripts are in the server HTML', async () => {
  const html = await (await fetch(server.origin + '/')).text();
  assert.match(html, /<meta content="present" name="fixture-head-tag">/);
  assert.match(html, /<link href="https:\/\/cdn\.example\.com\/extra\.css" rel="stylesheet">/);
  assert.match(html, /<link href="\/extra\/print\.css" media="print" rel="stylesheet">/);
  assert.match(html, /<script async src="https:\/\/cdn\.example\.com\/analytics\.js"><\/script>/);
});

test('staticDirectories: files of a static folder of another name are served, and markdown images find them', async () => {
  assert.equal((await fetch(server.origin + '/extra/print.css')).status, 200);
  const page = await browser.newPage();
  await page.route(/cdn\.example\.com|fonts\.example\.com/, (route) => route.abort());
  await page.goto(server.origin + '/');
  const img = page.locator('img[alt="A diagram from the public/ static folder"]');
  await img.scrollIntoViewIfNeeded();
  // A small image is inlined (as Docusaurus inlines it), so it is found by its alt text.
  await page.waitForFunction(() => document.querySelector('img[alt="A diagram from the public/ static folder"]')?.complete);
  assert.ok(await img.evaluate((el) => el.naturalWidth > 0), 'the image loaded');
  await page.close();
});
