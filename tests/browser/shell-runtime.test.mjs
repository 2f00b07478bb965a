// The client runtime under the classic theme: URL normalisation, not-found page, scrolling,
// history, the progress bar, chunk loading failures, prefetching and the crash screens.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveBuiltSite, openPage, waitForHydration, collectProblems } from './harness.mjs';

let shell;
let simple;
let browser;
let manifest;

before(async () => {
  [shell, simple] = await Promise.all([
    serveBuiltSite('testdata/sites/shell'),
    serveBuiltSite('testdata/sites/shell-simple'),
  ]);
  browser = await launchBrowser();
  const html = await (await fetch(shell.origin + '/shell/docs/intro')).text();
  const data = JSON.parse(html.match(/<script id="__gosaurus" type="application\/json">(.*?)<\/script>/)[1]);
  manifest = await (await fetch(shell.origin + data.manifest)).json();
});

after(async () => {
  await browser?.close();
  shell?.close();
  simple?.close();
});

// chunkOf is the URL of a route's chunk, from the routes manifest.
function chunkOf(route) {
  const chunk = manifest.routes[route];
  assert.ok(chunk, `no chunk for ${route}`);
  return chunk;
}

// markNoReload leaves a marker that a full page load would wipe out.
const markNoReload = (page) => page.evaluate(() => (window.__noReload = true));
const wasReloaded = async (page) => (await page.evaluate(() => window.__noReload)) !== true;

async function newPage(options = {}) {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(10000);
  const page = await context.newPage();
  return { context, page, problems: collectProblems(page) };
}

test('the server redirects .html and /index.html URLs to the clean path', async () => {
  for (const [from, to] of [
    ['/shell/docs/intro.html', '/shell/docs/intro'],
    ['/shell/docs/intro/index.html', '/shell/docs/intro'],
  ]) {
    const res = await fetch(shell.origin + from, { redirect: 'manual' });
    assert.ok([301, 302, 307, 308].includes(res.status), `${from}: ${res.status}`);
    assert.equal(new URL(res.headers.get('location'), shell.origin).pathname, to);
  }
});

test('a page loaded at its /index.html URL shows that page at its clean path', async () => {
  const { context, page, problems } = await newPage();
  // A static host that serves the file as it is, without redirecting.
  const clean = await (await fetch(shell.origin + '/shell/docs/more/faq')).text();
  await page.route('**/shell/docs/more/faq/index.html?x=1', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: clean }),
  );
  await page.goto(shell.origin + '/shell/docs/more/faq/index.html?x=1');
  await waitForHydration(page);
  await page.waitForURL((url) => url.pathname === '/shell/docs/more/faq');
  assert.equal(new URL(page.url()).search, '?x=1');
  assert.equal(await page.locator('article h1').textContent(), 'FAQ');
  assert.match(await page.locator('.theme-doc-sidebar-menu a[href="/shell/docs/more/faq"]').getAttribute('class'), /menu__link--active/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('links to .html URLs navigate client-side to the clean path', async () => {
  const { context, page } = await openPage(browser, shell.origin + '/shell/docs/crash');
  await markNoReload(page);
  await page.getByRole('link', { name: 'The first guide, by its .html URL' }).click();
  await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'First guide');
  assert.equal(new URL(page.url()).pathname, '/shell/docs/guides/first');
  await page.goBack();
  await page.waitForURL('**/docs/crash');
  await page.getByRole('link', { name: 'The FAQ, by its /index.html URL' }).click();
  await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'FAQ');
  assert.equal(new URL(page.url()).pathname, '/shell/docs/more/faq');
  assert.equal(await wasReloaded(page), false);
  await context.close();
});

test('unknown paths show the not-found page, also after client-side navigation', async () => {
  const { context, page } = await openPage(browser, shell.origin + '/shell/docs/crash');
  await markNoReload(page);
  await page.getByRole('button', { name: 'Open a page that does not exist' }).click();
  await page.waitForURL('**/docs/no-such-page');
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  assert.equal(await wasReloaded(page), false);
  assert.match(await page.title(), /^Page Not Found \| Shell Fixture$/);
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Crash');

  const res = await page.goto(shell.origin + '/shell/docs/nope/index.html');
  assert.equal(res.status(), 404);
  await waitForHydration(page);
  assert.equal(await page.getByRole('heading', { name: 'Page Not Found' }).count(), 1);
  await context.close();
});

test('navigation scrolls to the top or to the hash; back and forward restore the scroll position', async () => {
  const { context, page } = await openPage(browser, shell.origin + '/shell/docs/intro');
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  await page.evaluate(() => window.scrollTo(0, 2000));
  await page.waitForFunction(() => Math.round(window.scrollY) === 2000);
  await page.locator('.navbar__items').getByRole('link', { name: 'Guides' }).click();
  await page.waitForURL('**/docs/guides/first');
  // The new page scrolls to its top once it has rendered, which follows the URL's change: on a
  // busy machine, some frames later.
  await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 }).catch(() => {});
  assert.equal(await scrollY(), 0, 'top of the new page');

  await page.getByRole('link', { name: 'introduction', exact: true }).click();
  await page.waitForURL('**/docs/intro#wrapping-up');
  await page.waitForFunction(() => {
    const { top } = document.getElementById('wrapping-up').getBoundingClientRect();
    return top >= 0 && top < 20;
  });
  const atHash = await scrollY();
  assert.ok(atHash > 2000, `scrolled to the heading (${atHash})`);

  await page.goBack();
  await page.waitForURL('**/docs/guides/first');
  await page.waitForFunction(() => window.scrollY === 0);
  await page.goBack();
  await page.waitForURL('**/docs/intro');
  await page.waitForFunction(() => Math.round(window.scrollY) === 2000);
  await page.goForward();
  await page.waitForURL('**/docs/guides/first');
  await page.goForward();
  await page.waitForURL('**/docs/intro#wrapping-up');
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, atHash);
  await context.close();
});

test('the stylesheet loads before the scripts, which only hydrate a page already shown', async () => {
  const { context, page, problems } = await newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map();
  cdp.on('Network.requestWillBeSent', (e) => priorities.set(new URL(e.request.url).pathname, e.request.initialPriority));
  await page.goto(shell.origin + '/shell/docs/intro');
  await waitForHydration(page);
  // The page's own files; prefetches of linked pages come later, at their own priority.
  const html = await (await fetch(shell.origin + '/shell/docs/intro')).text();
  const own = [...html.matchAll(/<(?:link|script)\b[^>]*?(?:href|src)="([^"]+\.(?:css|js))"/g)].map((m) => m[1]);
  const of = (ext) => own.filter((u) => u.endsWith(ext)).map((u) => [u, priorities.get(u)]);
  const css = of('.css');
  const js = of('.js');
  assert.ok(css.length > 0 && js.length > 1, `files: ${own}`);
  // Chrome gives render-blocking CSS the highest priority; the page's own scripts ask for low,
  // so on a slow connection they do not take bandwidth from it before the first paint.
  for (const [path, priority] of css) assert.equal(priority, 'VeryHigh', path);
  for (const [path, priority] of js) assert.equal(priority, 'Low', path);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the progress bar appears only after 200 ms on a slow route change and goes away when done', async () => {
  const { context, page } = await newPage();
  await context.addInitScript(() => {
    // When the bar appears, relative to the last click.
    document.addEventListener('click', () => (window.__clickedAt = performance.now()), true);
    new MutationObserver(() => {
      if (document.getElementById('nprogress') && window.__barAfter === undefined && window.__clickedAt) {
        window.__barAfter = performance.now() - window.__clickedAt;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  // The chunk of the slow route is held (also its prefetch) until release().
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.route(shell.origin + chunkOf('/shell/docs/toc-levels'), async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(shell.origin + '/shell/docs/intro');
  await waitForHydration(page);

  // A fast change (a page visited before, its chunk loaded): no bar.
  const apiLink = page.getByRole('link', { name: 'the API reference' });
  await apiLink.click();
  await page.waitForURL('**/docs/reference/api');
  await page.goBack();
  await page.waitForURL('**/docs/intro');
  await page.evaluate(() => (window.__barAfter = undefined));
  await apiLink.click();
  await page.waitForURL('**/docs/reference/api');
  await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  assert.equal(await page.evaluate(() => window.__barAfter), undefined, 'no bar on a fast change');
  await page.goBack();
  await page.waitForURL('**/docs/intro');

  await page.evaluate(() => (window.__clickedAt = undefined));
  await page.locator('.navbar__items').getByRole('link', { name: 'Levels' }).click();
  await page.locator('#nprogress').waitFor({ state: 'attached' });
  const after = await page.evaluate(() => window.__barAfter);
  assert.ok(after >= 195, `the bar appeared ${after} ms after the click`);
  assert.ok(page.url().endsWith('/docs/intro'), 'the location changes only once the chunk is loaded');
  release();
  await page.waitForURL('**/docs/toc-levels');
  await page.locator('#nprogress').waitFor({ state: 'detached' });
  await context.close();
});

test('a route chunk that fails to load makes the page reload fully', async () => {
  const { context, page, problems } = await newPage();
  let reloaded = false;
  await page.route(shell.origin + chunkOf('/shell/docs/toc-levels'), (route) =>
    reloaded ? route.continue() : route.abort('failed'),
  );
  await page.goto(shell.origin + '/shell/docs/intro');
  await waitForHydration(page);
  await markNoReload(page);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().endsWith('/docs/toc-levels')) {
      reloaded = true;
    }
  });
  await page.locator('.navbar__items').getByRole('link', { name: 'Levels' }).click();
  await page.waitForURL('**/docs/toc-levels');
  await waitForHydration(page);
  assert.equal(await wasReloaded(page), true, 'a full page load');
  assert.equal(await page.locator('article h1').textContent(), 'Heading levels');
  assert.ok(problems.some((p) => /Failed to load route/.test(p)), problems.join('\n'));
  await context.close();
});

// requestsTo records the requests for the given chunks.
function requestsTo(page, chunks) {
  const seen = new Set();
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (chunks.includes(pathname)) {
      seen.add(pathname);
    }
  });
  return seen;
}

test('linked pages are prefetched when their links scroll into view and when hovered', async () => {
  const appendix = chunkOf('/shell/docs/appendix');
  const tocLevels = chunkOf('/shell/docs/toc-levels');

  let { context, page } = await newPage();
  let seen = requestsTo(page, [appendix, tocLevels]);
  await page.goto(shell.origin + '/shell/docs/intro');
  await waitForHydration(page);
  // The sidebar's link is in view; the appendix is linked from the bottom of the page.
  await page.waitForFunction((href) => document.querySelector(`link[rel="modulepreload"][href="${href}"], link[rel="prefetch"][href="${href}"]`), tocLevels);
  assert.ok(seen.has(tocLevels));
  assert.equal(seen.has(appendix), false, 'not prefetched before its link is in view');
  await page.getByRole('link', { name: 'an appendix' }).scrollIntoViewIfNeeded();
  await page.waitForFunction((href) => document.querySelector(`link[rel="modulepreload"][href="${href}"], link[rel="prefetch"][href="${href}"]`), appendix);
  await context.close();

  // Hover, without the viewport prefetch.
  ({ context, page } = await newPage());
  await context.addInitScript(() => delete window.IntersectionObserver);
  seen = requestsTo(page, [appendix]);
  await page.goto(shell.origin + '/shell/docs/intro');
  await waitForHydration(page);
  const link = page.getByRole('link', { name: 'an appendix' });
  await link.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((r) => setTimeout(r, 200)));
  assert.equal(seen.has(appendix), false);
  const response = page.waitForResponse((res) => new URL(res.url()).pathname === appendix);
  await link.hover();
  await response;
  await context.close();
});

test('prefetching is skipped when data saving is on or the connection is 2g', async () => {
  const appendix = chunkOf('/shell/docs/appendix');
  const tocLevels = chunkOf('/shell/docs/toc-levels');
  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '2g' },
  ]) {
    const { context, page } = await newPage();
    await context.addInitScript((conn) => {
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => conn, configurable: true });
    }, connection);
    const seen = requestsTo(page, [appendix, tocLevels]);
    await page.goto(shell.origin + '/shell/docs/intro');
    await waitForHydration(page);
    const link = page.getByRole('link', { name: 'an appendix' });
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    assert.deepEqual([...seen], [], JSON.stringify(connection));
    // Following the link still loads it.
    await link.click();
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Appendix');
    await context.close();
  }
});

test('a crashing page shows "This page crashed." with the error and its causes, and "Try again" re-renders it', async () => {
  const { context, page, problems } = await openPage(browser, shell.origin + '/shell/docs/crash');
  await page.getByRole('button', { name: 'Crash this page' }).click();
  await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
  const error = await page.locator('main p[class^="errorBoundaryError"]').textContent();
  assert.equal(error, 'The crash button was pressed\n\nCause:\nSimulated failure in the page content');
  // The shell around the content is still there.
  assert.ok(await page.locator('nav.navbar').isVisible());
  assert.ok(await page.locator('footer.footer').isVisible());
  assert.ok(problems.some((p) => /The crash button was pressed/.test(p)), 'logged');
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('button', { name: 'Crash this page' }).waitFor();
  assert.equal(await page.getByRole('heading', { name: 'This page crashed.' }).count(), 0);
  assert.equal(await page.locator('article h1').textContent(), 'Crash');
  await context.close();
});

test('a crash outside the page content shows the "Page Error" screen with the failing navbar item', async () => {
  const { context, page } = await openPage(browser, simple.origin + '/second');
  await page.getByRole('button', { name: 'Crash the navbar' }).click();
  await page.waitForFunction(() => document.title.startsWith('Page Error'));
  await page.getByRole('heading', { name: /^This page crashed/ }).waitFor();
  const error = await page.locator('p[class^="errorBoundaryError"]').textContent();
  assert.match(error, /^A theme navbar item failed to render\.\nPlease double-check the following navbar item \(themeConfig\.navbar\.items\) of your Docusaurus config:\n/);
  assert.match(error, /"type": "html"/);
  assert.match(error, /\n\nCause:\nSimulated navbar item failure$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'Second page' }).waitFor();
  assert.equal(await page.getByRole('heading', { name: /^This page crashed/ }).count(), 0);
  assert.equal(await page.title(), 'Second page | Simple Shell');
  await context.close();
});

// blockSearchUI makes the search UI chunk (the one that bundles MiniSearch) fail to load
// until the returned function is called.
async function blockSearchUI(page) {
  let blocked = true;
  await page.route('**/assets/js/chunk.*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (blocked && body.includes('MiniSearch')) {
      await route.abort('failed');
    } else {
      await route.fulfill({ response, body });
    }
  });
  return () => (blocked = false);
}

test('a lazy chunk that fails to load shows its error with a "Retry" button that loads it again', async () => {
  const { context, page, problems } = await newPage();
  const unblock = await blockSearchUI(page);
  await page.goto(shell.origin + '/shell/search?q=guide');
  await waitForHydration(page);
  const body = page.locator('.searchPageBody_gsSP');
  const retry = body.getByRole('button', { name: 'Retry' });
  await retry.waitFor();
  assert.match(await body.locator('p').textContent(), /TypeError: Failed to fetch dynamically imported module/);
  assert.ok(problems.some((p) => /could not load a chunk/.test(p)), problems.join('\n'));
  unblock();
  await retry.click();
  await body.getByRole('link', { name: /First guide/ }).first().waitFor();
  assert.equal(await retry.count(), 0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});

test('a slow lazy chunk shows a loading indicator only after 200 ms', async () => {
  const { context, page } = await newPage();
  await context.addInitScript(() => {
    // When the indicator appears, relative to hydration.
    new MutationObserver(() => {
      if (document.documentElement.dataset.hasHydrated === 'true' && window.__hydratedAt === undefined) {
        window.__hydratedAt = performance.now();
      }
      if (document.querySelector('[role="status"][aria-label="Loading"]') && window.__spinnerAfter === undefined) {
        window.__spinnerAfter = performance.now() - window.__hydratedAt;
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.route('**/assets/js/chunk.*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('MiniSearch')) {
      await released;
    }
    await route.fulfill({ response, body });
  });
  await page.goto(shell.origin + '/shell/search?q=guide');
  await waitForHydration(page);
  const spinner = page.getByRole('status', { name: 'Loading' });
  await spinner.waitFor();
  const after = await page.evaluate(() => window.__spinnerAfter);
  assert.ok(after >= 195, `the indicator appeared ${after} ms after hydration`);
  release();
  await page.locator('.searchPageBody_gsSP').getByRole('link', { name: /First guide/ }).first().waitFor();
  assert.equal(await spinner.count(), 0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});
