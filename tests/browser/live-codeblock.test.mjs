// Live code blocks (@docusaurus/theme-live-codeblock, testdata/npm-sites/live-codeblock): the
// fixture is copied to a temporary folder, react-live installed there with npm and the copy
// built, so the checkout gets no node_modules; without a registry the tests skip. The server
// renders each block's code; in the browser react-live runs it, and edits in the editor change
// the result.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useNpmSite } from './harness.mjs';

const ctx = useNpmSite('live-codeblock');

// The playgrounds of the page, in order, as containers holding the headers, editor and result.
function playgrounds(page) {
  return page.locator('article [class*="playgroundContainer_"]');
}

test('the server renders each live block as its code under "Live Editor", then "Result"', async (t) => {
  if (ctx.skip) return t.skip(ctx.skip);
  const html = await (await fetch(ctx.site.origin + '/')).text();
  const blocks = html.split(/class="playgroundContainer_/).slice(1);
  assert.equal(blocks.length, 3);
  assert.match(blocks[0], /Live Editor[\s\S]*useState[\s\S]*Result[\s\S]*Loading\.\.\./);
  // The plain block stays a code block.
  assert.match(html, /notLive/);
  assert.equal((html.match(/Live Editor/g) || []).length, 3);
});

test('a live block shows its result, and editing the code updates it', async (t) => {
  if (ctx.skip) return t.skip(ctx.skip);
  const { context, page, problems } = await openPage(ctx.browser, ctx.site.origin + '/');
  const first = playgrounds(page).nth(0);
  const button = first.locator('button.counter');
  await button.waitFor();
  assert.equal(await button.textContent(), 'Clicked 0 times');
  await button.click();
  assert.equal(await button.textContent(), 'Clicked 1 times');

  // The editor is react-live's, a contenteditable pre: type before the closing tag of the
  // one-line block.
  const third = playgrounds(page).nth(2);
  await third.locator('.scope-highlight').waitFor();
  const editor = third.locator('pre[contenteditable]');
  await editor.click();
  await editor.press('Control+End');
  for (let i = 0; i < '</Highlight>'.length; i++) await editor.press('ArrowLeft');
  await page.keyboard.type(', edited');
  await third.locator('.scope-highlight', { hasText: 'From the scope, edited' }).waitFor();
  // The fixture has no favicon: its request fails.
  assert.deepEqual(problems.filter((p) => !p.includes('Failed to load resource')), []);
  await context.close();
});

test('a syntax error in the editor shows the error instead of the result', async (t) => {
  if (ctx.skip) return t.skip(ctx.skip);
  const { context, page } = await openPage(ctx.browser, ctx.site.origin + '/');
  const first = playgrounds(page).nth(0);
  await first.locator('button.counter').waitFor();
  const editor = first.locator('pre[contenteditable]');
  await editor.click();
  await editor.press('Control+Home');
  await page.keyboard.type('<<< ');
  const error = first.locator('[class*="playgroundPreview_"] pre');
  await error.waitFor();
  assert.match(await error.textContent(), /SyntaxError/);
  assert.equal(await first.locator('button.counter').count(), 0);
  await context.close();
});

// The second block is noInline and calls render(); the third uses the site's Highlight; the
// jsx page's playground is a <CodeBlock live> of the page's own JSX.
for (const [name, route, block, selector, text] of [
  ['a noInline block shows what its code passes to render()', '/', 1, 'p.rendered', 'Shown by render()'],
  ["a component the site's ReactLiveScope adds is in the code's scope", '/', 2, '.scope-highlight', 'From the scope'],
  ['<CodeBlock live> in MDX is a playground too', '/jsx', 0, 'b.from-jsx', 'Written in JSX'],
]) {
  test(name, async (t) => {
    if (ctx.skip) return t.skip(ctx.skip);
    const { context, page } = await openPage(ctx.browser, ctx.site.origin + route);
    const result = playgrounds(page).nth(block).locator(selector);
    await result.waitFor();
    assert.equal(await result.textContent(), text);
    await context.close();
  });
}
