// @docusaurus/plugin-ideal-image (testdata/npm-sites/ideal-image): gosaurus maps @theme/IdealImage
// to the original image, lazily loaded (no responsive sizes or placeholder). The site needs no
// package of its own; useNpmSite builds it from a temporary copy like the other npm sites.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useNpmSite } from './harness.mjs';

const ctx = useNpmSite('ideal-image');

test('the server renders an imported and a required image as the original file', async (t) => {
  if (ctx.skip) return t.skip(ctx.skip);
  const html = await (await fetch(ctx.site.origin + '/')).text();
  assert.match(html, /<img src="\/assets\/media\/landscape\.[A-Z0-9]+\.jpg" alt="A landscape" loading="lazy"/);
  assert.match(html, /<img src="\/assets\/media\/badge\.[A-Z0-9]+\.png" alt="" loading="lazy"/);
});

test('each image loads at its own size once it is in view', async (t) => {
  if (ctx.skip) return t.skip(ctx.skip);
  const { context, page, problems } = await openPage(ctx.browser, ctx.site.origin + '/');
  const images = page.locator('article img[loading="lazy"]');
  assert.equal(await images.count(), 3);
  for (const [i, width, height] of [[0, 640, 400], [1, 240, 240]]) {
    await images.nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await images.nth(i).elementHandle());
    assert.deepEqual(await images.nth(i).evaluate((img) => [img.naturalWidth, img.naturalHeight]), [width, height]);
  }
  // The fixture has no favicon: its request fails.
  assert.deepEqual(problems.filter((p) => !p.includes('Failed to load resource')), []);
  await context.close();
});
