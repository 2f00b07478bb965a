// Mermaid diagrams (@docusaurus/theme-mermaid, testdata/npm-sites/mermaid): the site's mermaid
// package is installed into a temporary copy, which is built and served; without a registry the
// tests skip. The server renders no diagram, as Docusaurus's does; in the browser each
// ```mermaid block and each @theme/Mermaid draws an svg, with themeConfig.mermaid's theme of the
// colour mode (neutral in light mode, forest in dark) and its options (a monospace font).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useNpmSite } from './harness.mjs';

const ctx = useNpmSite('mermaid');

const diagrams = (page) => page.locator('article .docusaurus-mermaid-container');
// A colour each theme gives a flowchart's nodes: neutral's background, forest's green.
const NEUTRAL = '#eee';
const FOREST = '#cde498';

test('the server renders no diagram and leaves other code blocks alone', async (t) => {
  if (ctx.skip) return t.skip(ctx.skip);
  const html = await (await fetch(ctx.site.origin + '/')).text();
  assert.doesNotMatch(html, /docusaurus-mermaid-container|graph LR/);
  assert.match(html, /notADiagram/);
});

test('each mermaid block is drawn as an svg in the light theme, with the options', async (t) => {
  if (ctx.skip) return t.skip(ctx.skip);
  const { context, page, problems } = await openPage(ctx.browser, ctx.site.origin + '/');
  await diagrams(page).nth(1).locator('svg').waitFor();
  assert.equal(await diagrams(page).count(), 2);
  assert.match(await diagrams(page).nth(0).getAttribute('class'), /\bcontainer_A7UZ\b/);
  assert.match(await diagrams(page).nth(0).textContent(), /Write the docs[\s\S]*Build the site[\s\S]*Publish/);
  assert.match(await diagrams(page).nth(1).textContent(), /Reader[\s\S]*opens a page/);
  const style = await diagrams(page).nth(0).locator('svg > style').textContent();
  assert.match(style, /font-family:\s*monospace/);
  assert.ok(style.includes(NEUTRAL) && !style.includes(FOREST), style);
  // The fixture has no favicon: its request fails.
  assert.deepEqual(problems.filter((p) => !p.includes('Failed to load resource')), []);
  await context.close();
});

test('switching to dark mode draws the diagrams again in the dark theme', async (t) => {
  if (ctx.skip) return t.skip(ctx.skip);
  const { context, page } = await openPage(ctx.browser, ctx.site.origin + '/');
  await diagrams(page).nth(0).locator('svg').waitFor();
  await page.locator('.navbar button[title*="mode"]').first().click();
  await page.waitForFunction(
    (color) => document.querySelector('article .docusaurus-mermaid-container svg > style')?.textContent.includes(color),
    FOREST,
  );
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.equal(await diagrams(page).count(), 2);
  await context.close();
});

test('@theme/Mermaid in MDX draws its value', async (t) => {
  if (ctx.skip) return t.skip(ctx.skip);
  const { context, page } = await openPage(ctx.browser, ctx.site.origin + '/component');
  await diagrams(page).first().locator('svg').waitFor();
  assert.match(await diagrams(page).first().textContent(), /From the component[\s\S]*Drawn/);
  await context.close();
});

test('a diagram mermaid cannot draw shows its error and a "Try again" button; the page goes on', async (t) => {
  if (ctx.skip) return t.skip(ctx.skip);
  const { context, page } = await openPage(ctx.browser, ctx.site.origin + '/broken');
  const fallback = page.locator('article .errorBoundaryFallback_lv4I');
  await fallback.waitFor();
  assert.match(await fallback.locator('p').textContent(), /Parse error/);
  assert.equal(await fallback.locator('button').textContent(), 'Try again');
  assert.equal(await page.locator('article p', { hasText: 'The page goes on.' }).count(), 1);
  // mermaid's own error drawing is not left in the page.
  assert.equal(await page.locator('body > [id^="dmermaid-svg-"]').count(), 0);
  await context.close();
});
