// A site's own code in the browser (testdata/sites/site-code): its page hydrates without a
// mismatch (CSS module names, SVG components and one React alike on both sides), its hooks
// work, <BrowserOnly> children load their browser-only modules, and its CSS assets load.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSites, openPage } from './harness.mjs';

const sites = useSites({ code: 'testdata/sites/site-code' });

test('the home page hydrates: hooks, SVG components, CSS modules, BrowserOnly', async () => {
  const { context, page, problems } = await openPage(sites.browser, sites.code.origin + '/code/');
  const button = page.locator('button', { hasText: 'Clicked' });
  await button.click();
  await button.click();
  assert.equal(await button.textContent(), 'Clicked 2 times');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.counter), 'ready');
  await page.locator('text=/The window is \\d+ pixels wide/').waitFor();
  // react-router-dom and @mdx-js/react read the theme's contexts in the browser too.
  assert.equal(await page.locator('.where-am-i').textContent(), 'This page is /code/; MDX components: object. The widgets Home');
  // The React.lazy component, in the server's HTML and hydrated without a mismatch.
  assert.equal(await page.locator('.lazy-note').textContent(), 'A lazily loaded note');
  // The SVG components, with their props and the title prop.
  assert.equal(await page.locator('svg.home-mark title').textContent(), 'Site Code mark');
  assert.equal(await page.locator('svg.home-mark').getAttribute('width'), '40');
  assert.equal(await page.locator('header svg[class^="wave_"] title').textContent(), 'A wave');
  // The CSS module's class, named alike in the stylesheet: its rule applies.
  const header = page.locator('header[class*="hero_"]');
  assert.equal(await header.evaluate((el) => getComputedStyle(el).paddingTop), '32px');
  assert.match(await header.evaluate((el) => getComputedStyle(el).backgroundImage), /^url\("data:image\/png;base64,/);
  // The large image of custom.css, written under assets/.
  const texture = await page.evaluate(() => {
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) {
        if (rule.selectorText === '.site-texture') return rule.style.backgroundImage;
      }
    }
    return '';
  });
  const url = /url\("([^"]+)"\)/.exec(texture)?.[1];
  assert.ok(url, `no url() in .site-texture: ${texture}`);
  assert.equal((await fetch(new URL(url, sites.code.origin))).status, 200);
  assert.deepEqual(problems, []);
  await context.close();
});

test('react-router-dom\'s Link and NavLink: paths as given, the current one marked, moves in the app', async () => {
  const html = await (await fetch(sites.code.origin + '/code/')).text();
  assert.match(html, /<a class="router-link" href="\/code\/docs\/widgets">/);
  assert.match(html, /<a aria-current="page" class="router-navlink router-here" href="\/code\/">/);
  const { context, page, problems } = await openPage(sites.browser, sites.code.origin + '/code/');
  await page.evaluate(() => { window.stayed = true; });
  await page.locator('a.router-link').click();
  await page.waitForURL(sites.code.origin + '/code/docs/widgets');
  await page.locator('article h1').waitFor();
  assert.equal(await page.evaluate(() => window.stayed), true, 'the click loaded a new page');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a doc\'s BrowserOnly child requires its module in the browser only', async () => {
  const html = await (await fetch(sites.code.origin + '/code/docs/widgets')).text();
  assert.match(html, /Measuring the window…/);
  const { context, page, problems } = await openPage(sites.browser, sites.code.origin + '/code/docs/widgets');
  await page.locator('text=/The window is \\d+ pixels wide/').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});
