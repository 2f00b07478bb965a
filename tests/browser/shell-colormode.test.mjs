// Colour mode: default, system preference, the toggle's cycle and label, storage (also across
// tabs and when unavailable), and the inline script that applies it before the first paint.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSites, openPage, waitForHydration, collectProblems } from './harness.mjs';

const sites = useSites({ website: 'website', shell: 'testdata/sites/shell', simple: 'testdata/sites/shell-simple' });

const Toggle = /^Switch between dark and light mode \(currently (system mode|light mode|dark mode)\)$/;

// The colour mode as the page shows it: <html data-theme>, the toggle's label, localStorage.
async function colorMode(page) {
  const toggle = page.locator('.navbar__items--right').getByRole('button', { name: Toggle });
  return {
    theme: await page.evaluate(() => document.documentElement.dataset.theme),
    label: (await toggle.getAttribute('aria-label')).match(Toggle)[1],
    stored: await page.evaluate(() => localStorage.getItem('theme')),
  };
}

async function clickToggle(page) {
  const toggle = page.locator('.navbar__items--right').getByRole('button', { name: Toggle });
  const before = await toggle.getAttribute('aria-label');
  await toggle.click();
  await page.waitForFunction((label) => document.querySelector('.navbar__items--right button[aria-label^="Switch"]').getAttribute('aria-label') !== label, before);
}

// Chromium always reports a light or dark preference: this init script makes it report none,
// as browsers without prefers-color-scheme do.
const noColorSchemePreference = () => {
  const matchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query) =>
    /prefers-color-scheme/.test(query)
      ? { matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }
      : matchMedia(query);
};

test('website/ is dark by default: without JavaScript, and when the system has no colour preference', async () => {
  const noJs = await sites.browser.newContext({ javaScriptEnabled: false, colorScheme: 'light' });
  const page0 = await noJs.newPage();
  await page0.goto(sites.website.origin + '/sdk-js/');
  assert.equal(await page0.evaluate(() => document.documentElement.dataset.theme), 'dark');
  await noJs.close();

  const { context, page, problems } = await openPage(sites.browser, sites.website.origin + '/sdk-js/', { initScript: noColorSchemePreference });
  assert.deepEqual(await colorMode(page), { theme: 'dark', label: 'system mode', stored: null });
  assert.deepEqual(problems, []);
  await context.close();
});

test('website/ follows the system colour preference, also when it changes', async () => {
  const { context, page } = await openPage(sites.browser, sites.website.origin + '/sdk-js/', { colorScheme: 'light' });
  assert.deepEqual(await colorMode(page), { theme: 'light', label: 'system mode', stored: null });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await context.close();
});

test('with respectPrefersColorScheme the toggle cycles system, light, dark, and stores the choice under "theme"', async () => {
  const { context, page } = await openPage(sites.browser, sites.website.origin + '/sdk-js/', { initScript: noColorSchemePreference });
  assert.deepEqual(await colorMode(page), { theme: 'dark', label: 'system mode', stored: null });
  await clickToggle(page);
  assert.deepEqual(await colorMode(page), { theme: 'light', label: 'light mode', stored: 'light' });
  await clickToggle(page);
  assert.deepEqual(await colorMode(page), { theme: 'dark', label: 'dark mode', stored: 'dark' });
  await clickToggle(page);
  // Back to the system preference: none here, so the default mode.
  assert.deepEqual(await colorMode(page), { theme: 'dark', label: 'system mode', stored: null });
  assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('theme'))), []);
  // The choice survives a reload.
  await clickToggle(page);
  await page.reload();
  await waitForHydration(page);
  assert.deepEqual(await colorMode(page), { theme: 'light', label: 'light mode', stored: 'light' });
  await context.close();
});

test('without respectPrefersColorScheme the toggle switches between light and dark and ignores the system', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/intro', { colorScheme: 'dark' });
  assert.deepEqual(await colorMode(page), { theme: 'light', label: 'light mode', stored: null });
  await clickToggle(page);
  assert.deepEqual(await colorMode(page), { theme: 'dark', label: 'dark mode', stored: 'dark' });
  await clickToggle(page);
  assert.deepEqual(await colorMode(page), { theme: 'light', label: 'light mode', stored: 'light' });
  await context.close();
});

test('the stored colour mode is applied before the first paint', async () => {
  const initScript = () => {
    localStorage.setItem('theme', 'light');
    const observer = new MutationObserver(() => {
      if (document.body && window.__atBody === undefined) {
        window.__atBody = document.documentElement.dataset.theme;
      }
      // The first frame painted with the whole server-rendered body (stylesheets in the head
      // block rendering, so it has the site's CSS).
      if (document.getElementById('__gosaurus')) {
        observer.disconnect();
        requestAnimationFrame(() => {
          window.__firstFrame = {
            theme: document.documentElement.dataset.theme,
            color: getComputedStyle(document.documentElement).color,
            hydrated: document.documentElement.dataset.hasHydrated,
          };
        });
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  };
  // The system prefers dark and the default is dark: only the stored choice says light.
  const { context, page } = await openPage(sites.browser, sites.website.origin + '/sdk-js/', { colorScheme: 'dark', initScript });
  assert.equal(await page.evaluate(() => window.__atBody), 'light');
  assert.deepEqual(await page.evaluate(() => window.__firstFrame), {
    theme: 'light',
    color: 'rgb(28, 30, 33)',
    hydrated: 'false',
  });
  await context.close();
});

test('the colour mode toggle is disabled until the page has hydrated', async () => {
  const context = await sites.browser.newContext();
  context.setDefaultTimeout(10000);
  const page = await context.newPage();
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.route('**/assets/js/entry.*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(sites.shell.origin + '/shell/docs/intro', { waitUntil: 'commit' });
  const toggle = page.locator('.navbar__items--right').getByRole('button', { name: Toggle });
  await toggle.waitFor();
  assert.equal(await toggle.isDisabled(), true, 'disabled before hydration');
  assert.equal(await toggle.getAttribute('title'), 'system mode');
  release();
  await waitForHydration(page);
  await page.waitForFunction(() => !document.querySelector('.navbar__items--right button[aria-label^="Switch"]').disabled);
  assert.equal(await toggle.getAttribute('aria-label'), 'Switch between dark and light mode (currently light mode)');
  await context.close();
});

test('disableSwitch hides the colour mode toggle', async () => {
  const { context, page } = await openPage(sites.browser, sites.simple.origin + '/');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.equal(await page.getByRole('button', { name: /Switch between dark and light mode/ }).count(), 0);
  await context.close();
});

test('a colour mode switched in another tab is applied in this one', async () => {
  const context = await sites.browser.newContext();
  context.setDefaultTimeout(10000);
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const page of [first, second]) {
    await page.goto(sites.shell.origin + '/shell/docs/intro');
    await waitForHydration(page);
  }
  await clickToggle(first);
  await second.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  assert.deepEqual(await colorMode(second), { theme: 'dark', label: 'dark mode', stored: 'dark' });
  await clickToggle(second);
  await first.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await context.close();
});

test('without localStorage the site warns once on the console and still works', async () => {
  const context = await sites.browser.newContext();
  context.setDefaultTimeout(10000);
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto(sites.shell.origin + '/shell/docs/intro');
  await waitForHydration(page);
  // The colour mode and the announcement bar work, without being remembered.
  const toggle = page.locator('.navbar__items--right').getByRole('button', { name: Toggle });
  await toggle.click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await page.locator('.theme-announcement-bar').getByRole('button', { name: 'Close' }).click();
  await page.locator('.theme-announcement-bar').waitFor({ state: 'detached' });
  await page.locator('.navbar__items').getByRole('link', { name: 'Guides' }).click();
  await page.waitForURL('**/docs/guides/first');
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /^warning: .*storage is not available/);
  await context.close();
});

test('storage read, write and delete errors are logged and ignored', async () => {
  const failingStorage = () => {
    for (const method of ['getItem', 'setItem', 'removeItem']) {
      Storage.prototype[method] = () => {
        throw new DOMException('Blocked by the test', 'SecurityError');
      };
    }
  };
  const { context, page, problems } = await openPage(sites.browser, sites.website.origin + '/sdk-js/', {
    initScript: `(${noColorSchemePreference})(); (${failingStorage})();`,
  });
  await clickToggle(page); // system → light: written
  await clickToggle(page); // light → dark: written
  await clickToggle(page); // dark → system: deleted
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  await clickToggle(page);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light', 'still switches');
  const logged = problems.map((p) => p.replace(/ SecurityError: Blocked by the test$/, ''));
  assert.deepEqual(logged, [
    // The docs version a reader picked is read after hydration, as in Docusaurus.
    "error: Docusaurus storage error, can't get key=docs-preferred-version-default",
    "error: Docusaurus storage error, can't get key=docusaurus.announcement.dismiss",
    "error: Docusaurus storage error, can't set theme=light",
    "error: Docusaurus storage error, can't set theme=dark",
    "error: Docusaurus storage error, can't delete key=theme",
    "error: Docusaurus storage error, can't set theme=light",
  ]);
  await context.close();
});
