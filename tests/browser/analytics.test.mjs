// The analytics plugins in the browser (testdata/sites/analytics): gtag and analytics.js are
// told of each client-side move, as their Docusaurus client modules tell them, and not of the
// first page, which their head scripts report. Google's scripts are not loaded: the calls are
// read where the head's inline scripts queue them (window.dataLayer, window.ga.q).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSites, openPage } from './harness.mjs';

const sites = useSites({ analytics: 'testdata/sites/analytics' });

// The calls queued so far: gtag's arguments and analytics.js's, as arrays.
function calls(page) {
  return page.evaluate(() => ({
    gtag: window.dataLayer.filter((a) => typeof a.length === 'number').map((a) => Array.from(a)),
    ga: window.ga.q.map((a) => Array.from(a)),
  }));
}

test('a move to another page is reported to gtag and analytics.js once, with its path', async () => {
  const { context, page, problems } = await openPage(sites.browser, sites.analytics.origin + '/');
  const first = await calls(page);
  assert.deepEqual(first.gtag.filter((c) => c[0] !== 'js'), [
    ['config', 'G-ONE', { anonymize_ip: true }],
    ['config', 'G-TWO', { anonymize_ip: true }],
  ]);
  assert.deepEqual(first.ga, [['create', 'UA-123-1', 'auto'], ['send', 'pageview']]);

  await page.locator('article a', { hasText: 'the other page' }).click();
  await page.waitForURL(/\/other$/);
  // gtag reports on the next tick, once the new title is set.
  await page.waitForFunction(() => window.dataLayer.some((a) => a[0] === 'event'));
  const after = await calls(page);
  assert.deepEqual(after.gtag.slice(first.gtag.length), [
    ['set', 'page_path', '/other'],
    ['event', 'page_view'],
  ]);
  assert.deepEqual(after.ga.slice(first.ga.length), [['set', 'page', '/other'], ['send', 'pageview']]);

  await page.goBack();
  await page.waitForFunction(() => window.dataLayer.filter((a) => a[0] === 'event').length === 2);
  const back = await calls(page);
  assert.deepEqual(back.gtag.slice(after.gtag.length), [
    ['set', 'page_path', '/'],
    ['event', 'page_view'],
  ]);
  // Google's hosts do not resolve here, and the site has no favicon: resources fail to load.
  assert.deepEqual(problems.filter((p) => !p.includes('Failed to load resource')), []);
  await context.close();
});
