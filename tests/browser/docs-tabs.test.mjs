// The docs-features fixture in the browser. Tabs imported in MDX: tab groups with the same groupId follow each other, the choice is
// remembered in local storage under docusaurus.tab.<groupId>, and queryString tabs read and
// write the page's query string; theme components imported in MDX hydrate cleanly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSites, openPage } from './harness.mjs';

const sites = useSites({ features: 'testdata/sites/docs-features' });

// The selected tab label of each tab group of the page.
function selectedTabs(page) {
  return page.$$eval('.tabs-container', (groups) =>
    groups.map((g) => g.querySelector('[role="tab"][aria-selected="true"]').textContent),
  );
}

test('a groupId syncs the tab groups of the page and is remembered', async () => {
  const { context, page, problems } = await openPage(sites.browser, sites.features.origin + '/tabs');
  assert.deepEqual(await selectedTabs(page), ['macOS', 'macOS', 'Python', 'Vanilla']);
  await page.locator('.tabs-container').first().getByRole('tab', { name: 'Linux' }).click();
  assert.deepEqual(await selectedTabs(page), ['Linux', 'Linux', 'Python', 'Vanilla']);
  const visible = await page.$$eval('.tabs-container:nth-of-type(1) [role="tabpanel"]', (panels) =>
    panels.filter((p) => !p.hidden).map((p) => p.textContent.trim()),
  );
  assert.deepEqual(visible, ['Install with apt.']);
  assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os')), 'linux');
  // A new page load starts from the remembered choice.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  assert.deepEqual(await selectedTabs(page), ['Linux', 'Linux', 'Python', 'Vanilla']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('queryString tabs read and write the query string', async () => {
  const { context, page, problems } = await openPage(sites.browser, sites.features.origin + '/tabs?flavour=chocolate');
  assert.equal((await selectedTabs(page))[3], 'Chocolate');
  await page.locator('.tabs-container').nth(3).getByRole('tab', { name: 'Vanilla' }).click();
  assert.equal(new URL(page.url()).searchParams.get('flavour'), 'vanilla');
  assert.equal((await selectedTabs(page))[3], 'Vanilla');
  assert.deepEqual(problems, []);
  await context.close();
});

test('arrow keys move the focus along the tabs', async () => {
  const { context, page } = await openPage(sites.browser, sites.features.origin + '/tabs');
  const first = page.locator('.tabs-container').first();
  await first.getByRole('tab', { name: 'macOS' }).focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Linux');
  await page.keyboard.press('Enter');
  assert.equal((await selectedTabs(page))[0], 'Linux');
  await context.close();
});

test('theme components imported in MDX hydrate without errors', async () => {
  const { context, page, problems } = await openPage(sites.browser, sites.features.origin + '/components');
  await page.getByText('Only in the browser').waitFor();
  assert.equal(await page.getAttribute('meta[name="keywords"]', 'content'), 'gosaurus, fixture');
  // <CodeBlock> with a string child, highlighted in the browser.
  assert.match(await page.locator('.theme-code-block').first().textContent(), /function Hello\(\)/);
  assert.deepEqual(problems, []);
  await context.close();
});
