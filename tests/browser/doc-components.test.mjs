// The docs plugin's component options in the browser (testdata/doc-components): a page of the
// instance whose docItemComponent provides a context that its markdown's component reads (the
// openapi pattern) hydrates without a mismatch, and client navigation between the instances
// renders each with its own components.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildTempSite, launchBrowser, serveSite, openPage, root } from './harness.mjs';

const ctx = {};
before(async () => {
  const fixture = path.join(root, 'testdata/doc-components');
  const files = {};
  for (const name of readdirSync(fixture, { recursive: true })) {
    try {
      files[name] = readFileSync(path.join(fixture, name), 'utf8');
    } catch {
      // a folder
    }
  }
  const site = await buildTempSite(files);
  ctx.dir = site.dir;
  assert.ok(site.ok, site.output);
  ctx.server = await serveSite(site.dir);
  ctx.browser = await launchBrowser();
});
after(async () => {
  await ctx.browser?.close();
  ctx.server?.close();
  if (ctx.dir) rmSync(ctx.dir, { recursive: true, force: true });
});

test('each instance renders with its components, loaded or navigated to', async () => {
  const { context, page, problems } = await openPage(ctx.browser, ctx.server.origin + '/api/pets');
  try {
    assert.equal(await page.textContent('.store'), 'store of pets');
    assert.equal(await page.locator('.my-root').count(), 0);
    await page.click('article a[href="/docs/intro"]');
    await page.waitForURL('**/docs/intro');
    await page.locator('.my-root .theme-doc-markdown').waitFor();
    assert.equal(await page.locator('.store, .my-docs-root').count(), 0);
    await page.click('article a[href="/api/pets"]');
    await page.locator('.my-docs-root .store').waitFor();
    assert.equal(await page.textContent('.store'), 'store of pets');
    assert.equal(await page.locator('.my-root').count(), 0);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
