// The pages and blog plugins in the browser: React and MDX pages hydrate, a list's "Read more"
// opens the post by client-side navigation, and the blog sidebar marks the post being read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSites, openPage } from './harness.mjs';

const ctx = useSites({ blog: 'testdata/sites/blog' });

test('React and MDX pages of src/pages hydrate without problems', async () => {
  for (const route of ['/', '/typed', '/team/', '/interactive', '/about']) {
    const { context, page, problems } = await openPage(ctx.browser, ctx.blog.origin + route);
    assert.deepEqual(problems, [], route);
    assert.ok(await page.locator('main').count(), route);
    await context.close();
  }
  const { context, page } = await openPage(ctx.browser, ctx.blog.origin + '/');
  assert.equal(await page.locator('.greeting').textContent(), 'Hello, visitor!');
  await context.close();
});

test('"Read more" opens the post without reloading; the sidebar marks it', async () => {
  const { context, page, problems } = await openPage(ctx.browser, ctx.blog.origin + '/blog');
  await page.evaluate(() => (window.__sameDocument = true));
  await page.locator('a[aria-label="Read more about MDX in a post"]').click();
  await page.waitForURL('**/blog/2024/03/05/mdx-post');
  await page.locator('article h1', { hasText: 'MDX in a post' }).waitFor(); // rendered once its chunk loads
  assert.equal(await page.locator('article h1').textContent(), 'MDX in a post');
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'the page was reloaded');
  const active = page.locator('nav[aria-label="Blog recent posts navigation"] a[aria-current="page"]');
  assert.equal(await active.textContent(), 'MDX in a post');
  assert.equal(await page.locator('#__blog-post-container .greeting').textContent(), 'Hello, blog reader!');
  // The authors' pictures are on example.com, which does not resolve here.
  assert.deepEqual(problems.filter((p) => !p.includes('ERR_NAME_NOT_RESOLVED')), []);
  await context.close();
});
