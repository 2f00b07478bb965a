// Site code on the theme's public API in the browser (testdata/sites/theme-api): the page whose
// components import theme-common, its internal entry and plugin-content-docs/client, and format
// with Intl while rendering, hydrates without a mismatch (the server's Intl printed what the
// browser prints), and the hooks work.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSites, openPage } from './harness.mjs';

const sites = useSites({ api: 'testdata/sites/theme-api' });

test('the Intl figures hydrate unchanged and the tabs on useTabs, in both of its forms, switch', async () => {
  const serverHtml = await (await fetch(sites.api.origin + '/theme-api/')).text();
  const { context, page, problems } = await openPage(sites.browser, sites.api.origin + '/theme-api/');
  const rows = await page.locator('table.figures tr').evaluateAll((trs) =>
    trs.map((tr) => [tr.querySelector('th').textContent, tr.querySelector('td').textContent]),
  );
  assert.ok(rows.length > 10, `figures: ${JSON.stringify(rows)}`);
  for (const [label, value] of rows) {
    // What the browser renders is what the server wrote (text escaped alike).
    const escaped = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    assert.ok(serverHtml.includes(`<td>${escaped}</td>`), `${label}: the browser shows ${JSON.stringify(value)}, not in the server's HTML`);
  }
  assert.deepEqual(Object.fromEntries(rows).plural, '0 figures; 1 figure; 4 figures');
  assert.equal(await page.locator('.footer-note').textContent(), 'This site has 2 pages');
  await page.locator('button.plain-tab', { hasText: 'Pear' }).click();
  await page.locator('text=Pears are soft.').waitFor();
  assert.equal(await page.locator('text=Apples are crisp.').count(), 0);
  // Tabs in Docusaurus 3.10's form (useTabsContextValue, TabsProvider, useTabs()): the server
  // wrote the default tab, a click switches.
  assert.ok(serverHtml.includes('Leeks are long.') && !serverHtml.includes('Kale is curly.'));
  assert.equal(await page.locator('.context-tabs [role=tablist]').getAttribute('data-block'), 'true');
  await page.locator('button.context-tab', { hasText: 'Kale' }).click();
  await page.locator('text=Kale is curly.').waitFor();
  assert.equal(await page.locator('text=Leeks are long.').count(), 0);
  // Names of theme-common newer than 3.8, rendered by the server and hydrated alike.
  assert.equal(await page.locator('p.newer').textContent(), 'Merged: ?a=1&b=3; leading emoji: 🇫🇷| France; 3 items.');
  assert.match(await page.locator('p.newer').getAttribute('class'), /anchorWithStickyNavbar_LWe7/);
  // useQueryString: the setter replaces the URL's query, the value follows.
  assert.equal(await page.locator('button.view-compact').getAttribute('data-laid-out'), 'true');
  await page.locator('button.view-compact').click();
  await page.locator('text=/View: compact;/').waitFor();
  assert.equal(new URL(page.url()).search, '?view=compact');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the MDX import of the same component hydrates without errors', async () => {
  const { context, page, problems } = await openPage(sites.browser, sites.api.origin + '/theme-api/docs/figures');
  assert.equal(await page.locator('table.figures tr').first().locator('td').textContent(), '1 figure; 2 figures');
  // TOCInline lists the h2 and h3 (maxHeadingLevel 3), not the h4.
  assert.deepEqual(await page.locator('[class^="tableOfContentsInline_"] a').allTextContents(), ['From an MDX import', 'Counts']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a swizzled ThemeProvider/TitleFormatter writes the titles, also after a client-side move', async () => {
  const { context, page, problems } = await openPage(sites.browser, sites.api.origin + '/theme-api/');
  assert.equal(await page.title(), 'Home | Theme API'); // a page: the default formatter
  await page.locator('footer a[href="/theme-api/docs/figures"]').click();
  await page.waitForURL(sites.api.origin + '/theme-api/docs/figures');
  await page.waitForFunction(() => document.title === 'Figures (docs default) | Theme API');
  assert.deepEqual(problems, []);
  await context.close();
});
