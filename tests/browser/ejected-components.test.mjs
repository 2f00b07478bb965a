// Components ejected from Docusaurus and edited (testdata/sites/ejected-components): the page
// hydrates without a mismatch, and the hooks they import from Docusaurus's public modules work
// in the browser (the category's useCollapsible, the mobile menu's NavbarSecondaryMenuFiller).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSites, openPage } from './harness.mjs';

const sites = useSites({ ejected: 'testdata/sites/ejected-components' });

test('the ejected sidebar category collapses and expands', async () => {
  const { context, page, problems } = await openPage(sites.browser, sites.ejected.origin + '/docs/guides/install');
  const category = page.locator('li.ejected-category');
  assert.equal(await category.locator('.category-count').textContent(), '(3)');
  assert.equal(await category.getAttribute('class').then((c) => c.includes('menu__list-item--collapsed')), false);
  await category.locator('button.menu__caret').click();
  await page.locator('li.ejected-category.menu__list-item--collapsed').waitFor();
  await category.locator('button.menu__caret').click();
  await page.locator('li.ejected-category:not(.menu__list-item--collapsed)').waitFor();
  assert.match(await page.locator('.page-facts').textContent(), /^Plugin default; intro in sidebar “docs”; here: Guides › Install; light mode/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the ejected mobile sidebar fills the mobile menu', async () => {
  const { context, page, problems } = await openPage(sites.browser, sites.ejected.origin + '/docs/intro', {
    viewport: { width: 800, height: 900 },
  });
  await page.locator('button.navbar__toggle').click();
  await page.locator('.mobile-sidebar-heading', { hasText: 'In these docs' }).waitFor();
  await page.locator('.navbar-sidebar li.ejected-category a.menu__link', { hasText: 'Guides' }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

// CodeBlock's Content/String, Title, Line and Line/Token written against Docusaurus 3.8.1's API
// hydrate the server's markup, and the copy button copies the code of the metadata the ejected
// Content/String made: without the site's this-line-error magic comment.
test('the ejected code block parts hydrate and copy the metadata code', async () => {
  const { context, page, problems } = await openPage(sites.browser, sites.ejected.origin + '/docs/guides/upgrade', {
    initScript: () => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text) => { window.copiedText = text; } },
      });
    },
  });
  const block = page.locator('.theme-code-block', { hasText: 'JS (2 lines)' });
  assert.equal(await block.locator('.token-line.ejected-line').count(), 2);
  assert.equal(await block.locator('.token-line.code-block-error-line').textContent(), "upgrade({force: 'yes'});");
  await block.hover();
  await block.locator('button[aria-label="Copy code to clipboard"]').click();
  await page.waitForFunction(() => window.copiedText !== undefined);
  assert.equal(await page.evaluate(() => window.copiedText), "upgrade({force: true});\nupgrade({force: 'yes'});");
  assert.equal(await page.locator('.theme-code-block .token[data-token="keyword"]').first().textContent(), 'import');
  assert.deepEqual(problems, []);
  await context.close();
});
