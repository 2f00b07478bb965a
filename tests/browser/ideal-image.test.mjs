// @docusaurus/plugin-ideal-image (testdata/npm-sites/ideal-image, with min 320, max 1030,
// steps 2): each image the doc imports or requires is resized to 320 and 640 pixels (the
// landscape) or kept at 240 (the badge); the page shows the low-quality placeholder, then the
// copy that fits the element's width. The site needs no package of its own; useNpmSite builds
// it from a temporary copy like the other npm sites.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collectProblems, useNpmSite, waitForHydration } from './harness.mjs';

const ctx = useNpmSite('ideal-image');

test('the server renders the placeholder, with the copies for readers without JavaScript', async (t) => {
  if (ctx.skip) return t.skip(ctx.skip);
  const html = await (await fetch(ctx.site.origin + '/')).text();
  assert.match(html, /<div style="background-size:cover;background-repeat:no-repeat;position:relative;background-image:url\(&quot;data:image\/jpeg;base64,\/9j\/[A-Za-z0-9+/=]+&quot;\)"><svg style="width:100%;height:auto;max-width:100%;margin-bottom:-4px" width="320" height="200"><\/svg><noscript><img [^>]*src="\/assets\/ideal-img\/landscape\.[0-9a-f]{7}\.320\.jpg" srcSet="\/assets\/ideal-img\/landscape\.[0-9a-f]{7}\.320\.jpg 320w,\/assets\/ideal-img\/landscape\.[0-9a-f]{7}\.640\.jpg 640w" alt="A landscape"/);
  assert.match(html, /background-image:url\(&quot;data:image\/png;base64,iVBOR[A-Za-z0-9+/=]+&quot;\)"><svg [^>]*width="240" height="240"><\/svg><noscript><img [^>]*srcSet="\/assets\/ideal-img\/badge\.[0-9a-f]{7}\.240\.png 240w"/);
});

// Opens the page at a viewport width holding back the landscape's copies until the
// placeholder has been seen; resolves to the copy the page shows.
async function landscapeAt(width) {
  const context = await ctx.browser.newContext({ viewport: { width, height: 800 } });
  context.setDefaultTimeout(10000);
  const page = await context.newPage();
  const problems = collectProblems(page);
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  const requested = [];
  let asked;
  const seen = new Promise((resolve) => {
    asked = resolve;
  });
  await page.route('**/assets/ideal-img/landscape.*', async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    asked();
    await held;
    await route.continue();
  });
  await page.goto(ctx.site.origin + '/');
  await waitForHydration(page);
  const box = page.locator('article .markdown > div').first();
  await seen; // the page has picked a copy and asked for it
  // Before the copy arrives: the placeholder is the box's background, drawn at the image's
  // proportions by an empty <svg>.
  assert.match(await box.evaluate((el) => getComputedStyle(el).backgroundImage), /^url\("data:image\/jpeg;base64,/);
  assert.equal(await box.locator('svg').count(), 1);
  assert.equal(await box.locator('img:not(noscript img)').count(), 0);
  release();
  const img = box.locator('img');
  await img.waitFor();
  await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await img.elementHandle());
  const shown = await img.evaluate((el) => ({ src: new URL(el.currentSrc).pathname, natural: el.naturalWidth, alt: el.alt }));
  // Once loaded, the placeholder is gone.
  assert.equal(await box.evaluate((el) => getComputedStyle(el).backgroundImage), 'none');
  // The badge, one copy, loads too.
  const badge = page.locator('article .markdown > div').nth(1).locator('img');
  await badge.waitFor();
  assert.match(await badge.evaluate((el) => el.currentSrc), /\/assets\/ideal-img\/badge\.[0-9a-f]{7}\.240\.png$/);
  // The fixture has no favicon: its request fails.
  assert.deepEqual(problems.filter((p) => !p.includes('Failed to load resource')), []);
  await context.close();
  return { ...shown, requested };
}

test('a wide page loads the 640-pixel copy after the placeholder', async (t) => {
  if (ctx.skip) return t.skip(ctx.skip);
  const shown = await landscapeAt(1280);
  assert.match(shown.src, /^\/assets\/ideal-img\/landscape\.[0-9a-f]{7}\.640\.jpg$/);
  assert.equal(shown.natural, 640);
  assert.equal(shown.alt, 'A landscape');
  assert.deepEqual(shown.requested, [shown.src]);
});

test('a narrow page loads the 320-pixel copy', async (t) => {
  if (ctx.skip) return t.skip(ctx.skip);
  const shown = await landscapeAt(320);
  assert.match(shown.src, /^\/assets\/ideal-img\/landscape\.[0-9a-f]{7}\.320\.jpg$/);
  assert.equal(shown.natural, 320);
});
