// Pages a plugin adds with addRoute (testdata/sites/plugin-routes): a nested route hydrates
// without a mismatch, and client navigation between the plugin's pages and the docs renders
// each page's chain of components with its modules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSites, openPage } from './harness.mjs';

const sites = useSites({ routes: 'testdata/sites/plugin-routes' });

test('a nested plugin route hydrates and navigates to its siblings and parents', async () => {
  const { context, page, problems } = await openPage(sites.browser, sites.routes.origin + '/catalog/hammer');
  assert.equal(await page.locator('article h1').textContent(), 'Hammer');
  assert.match(await page.locator('.catalog-plugin').textContent(), /Tool catalog \(catalog-plugin, 3 routes\)/);
  await page.locator('a', { hasText: 'Back to the catalog' }).click();
  // The URL changes at the click; the page shows the new route once its chunk is loaded.
  await page.waitForURL(/\/catalog$/);
  await page.locator('article h1', { hasText: 'All tools' }).waitFor();
  assert.equal(await page.locator('article h1').textContent(), 'All tools');
  await page.locator('article a', { hasText: 'Saw' }).click();
  await page.waitForURL(/\/catalog\/saw$/);
  await page.locator('article h1', { hasText: 'Saw' }).waitFor();
  assert.equal(await page.locator('article p').first().textContent(), 'Cuts boards to length.');
  assert.equal(await page.title(), 'Saw');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a flat plugin route gets its props and modules after client navigation from a doc', async () => {
  const { context, page, problems } = await openPage(sites.browser, sites.routes.origin + '/');
  await page.locator('article a', { hasText: 'the note' }).click();
  await page.waitForURL(/\/catalog-note$/);
  await page.locator('article p', { hasText: 'Tools are lent for a week.' }).waitFor();
  assert.equal(await page.locator('article p').first().textContent(), 'Tools are lent for a week.');
  assert.equal(await page.locator('article p').nth(1).textContent(), '2 tools, at /catalog-note.');
  assert.deepEqual(problems, []);
  await context.close();
});

test('docs-like plugin routes (DocsRoot > DocVersionRoot > DocRoot) show the sidebar their route names', async () => {
  const { context, page, problems } = await openPage(sites.browser, sites.routes.origin + '/manual/sharpening');
  const active = page.locator('.theme-doc-sidebar-menu .menu__link--active');
  assert.equal(await active.textContent(), 'Sharpening');
  await page.locator('.theme-doc-sidebar-menu a', { hasText: 'Storage' }).click();
  await page.waitForURL(/\/manual\/storage$/);
  await page.locator('article h1', { hasText: 'Storage' }).waitFor();
  assert.equal(await page.locator('article h1').textContent(), 'Storage');
  assert.equal(await active.textContent(), 'Storage');
  assert.deepEqual(problems, []);
  await context.close();
});
