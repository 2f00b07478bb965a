// Navbar items and page metadata that need docs versions or several locales (spec sections 2
// and 7): docsVersion, docsVersionDropdown (and the version it remembers), localeDropdown,
// hreflang alternates, version banners and badges, translated and right-to-left pages.
// Sites: testdata/sites/versions (1.1 last, 1.0 unmaintained, next unreleased, a second docs
// instance) and testdata/sites/i18n (en, fr translated, ar right to left).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSites, openPage } from './harness.mjs';

const sites = useSites({ versions: 'testdata/sites/versions', i18n: 'testdata/sites/i18n' });

// The links of the desktop navbar dropdown whose toggle reads `label`.
async function dropdownLinks(page, label) {
  const dropdown = page.locator('.navbar__items .navbar__item.dropdown', { has: page.locator(`.navbar__link:text-is("${label}")`) });
  return dropdown.locator('.dropdown__link').evaluateAll((links) =>
    links.map((a) => `${a.textContent.trim()} -> ${a.getAttribute('href')}`),
  );
}

test('docsVersionDropdown: the same doc in each version, else the version\'s main doc, keeping query and hash', async () => {
  const { context, page, problems } = await openPage(sites.browser, `${sites.versions.origin}/docs/next/guides/install?tab=npm#requirements`);
  // The item's `versions` option lists 1.0, under its own label, and next, in that order.
  assert.deepEqual(await dropdownLinks(page, '2.0 (next)'), [
    '1.0 (legacy docs) -> /docs/1.0/intro?tab=npm#requirements', // 1.0 has no install guide
    '2.0 (next) -> /docs/next/guides/install?tab=npm#requirements',
  ]);
  assert.deepEqual(problems, []);
  await context.close();
});

test('docsVersion: labelled with the version being browsed and linked to its main doc', async () => {
  const { context, page } = await openPage(sites.browser, `${sites.versions.origin}/docs/1.0/intro`);
  const item = page.locator('.theme-layout-navbar-left a.navbar__link', { hasText: '1.0 (legacy)' });
  assert.equal(await item.getAttribute('href'), '/docs/1.0/intro');
  await page.goto(`${sites.versions.origin}/community/support`);
  // Outside the docs instance, the last version.
  assert.equal(await page.locator('.theme-layout-navbar-left a.navbar__link', { hasText: /^1\.1$/ }).getAttribute('href'), '/docs/intro');
  await context.close();
});

test('docsVersionDropdown remembers the chosen version for doc links outside versioned pages', async () => {
  const { context, page } = await openPage(sites.browser, `${sites.versions.origin}/docs/intro`);
  await page.locator('.navbar__items--right .dropdown').hover();
  await page.locator('.dropdown__link', { hasText: '1.0 (legacy docs)' }).click();
  await page.waitForURL('**/docs/1.0/intro');
  assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '1.0');

  // A page of the other docs instance: the navbar's doc item now leads to 1.0, and the version
  // items show it.
  await page.goto(`${sites.versions.origin}/community/support`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForFunction(() =>
    document.querySelector('.theme-layout-navbar-left a.navbar__link[href="/docs/1.0/intro"]'),
  );
  assert.equal(await page.locator('.theme-layout-navbar-left a.navbar__link', { hasText: 'Docs' }).getAttribute('href'), '/docs/1.0/intro');
  assert.equal((await page.locator('.navbar__items--right .dropdown > .navbar__link').textContent()).trim(), '1.0 (legacy docs)');

  // A version the site no longer has is forgotten.
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '0.9'));
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForFunction(() => localStorage.getItem('docs-preferred-version-default') === null);
  assert.equal(await page.locator('.theme-layout-navbar-left a.navbar__link', { hasText: 'Docs' }).getAttribute('href'), '/docs/intro');
  await context.close();
});

test('docsVersionDropdown with a `versions` option: a version it does not list is not shown on its button', async () => {
  // 1.1, the latest, is not listed: its pages show the first listed version, until the reader
  // picks one.
  const { context, page } = await openPage(sites.browser, `${sites.versions.origin}/docs/intro`);
  const button = page.locator('.navbar__items--right .dropdown > .navbar__link');
  assert.equal((await button.textContent()).trim(), '1.0 (legacy docs)');
  assert.equal(await button.getAttribute('href'), '/docs/1.0/intro');
  await page.locator('.navbar__items--right .dropdown').hover();
  await page.locator('.dropdown__link', { hasText: '2.0 (next)' }).click();
  await page.waitForURL('**/docs/next/intro');
  await page.goto(`${sites.versions.origin}/community/support`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForFunction(() =>
    document.querySelector('.navbar__items--right .dropdown > .navbar__link')?.textContent.trim() === '2.0 (next)',
  );
  assert.equal(await button.getAttribute('href'), '/docs/next/intro');
  await context.close();
});

test('version banners and badges: unmaintained and unreleased versions point at the latest one', async () => {
  const { context, page } = await openPage(sites.browser, `${sites.versions.origin}/docs/1.0/intro`);
  const banner = page.locator('.theme-doc-version-banner');
  assert.equal(
    (await banner.textContent()).trim(),
    'This is documentation for Versions Fixture 1.0 (legacy), which is no longer actively maintained.For up-to-date documentation, see the latest version (1.1).',
  );
  assert.equal(await banner.locator('a').getAttribute('href'), '/docs/intro');
  assert.equal((await page.locator('.theme-doc-version-badge').textContent()).trim(), 'Version: 1.0 (legacy)');
  await page.goto(`${sites.versions.origin}/docs/next/guides/upgrade`);
  assert.match(await page.locator('.theme-doc-version-banner').textContent(), /^This is unreleased documentation for Versions Fixture 2\.0 \(next\) version\./);
  // Upgrade exists only in next: the banner offers the latest version's main doc.
  assert.equal(await page.locator('.theme-doc-version-banner a').getAttribute('href'), '/docs/intro');
  await page.goto(`${sites.versions.origin}/docs/intro`);
  assert.equal(await page.locator('.theme-doc-version-banner').count(), 0);
  assert.equal(await page.locator('meta[name="docusaurus_version"]').getAttribute('content'), '1.1');
  await context.close();
});

test('localeDropdown: the same path, query and hash in each locale, under each locale\'s label', async () => {
  const { context, page, problems } = await openPage(sites.browser, `${sites.i18n.origin}/fr/docs/guides/install?x=1#checking-the-install`);
  assert.deepEqual(await dropdownLinks(page, 'Français'), [
    'English -> /docs/guides/install?x=1#checking-the-install',
    'Français -> /fr/docs/guides/install?x=1#checking-the-install',
    'العربية -> /ar/docs/guides/install?x=1#checking-the-install',
  ]);
  await page.locator('.navbar__items--right .dropdown').hover();
  await page.locator('.dropdown__link', { hasText: 'English' }).click();
  await page.waitForURL('**/docs/guides/install?x=1#checking-the-install');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.deepEqual(problems, []);
  await context.close();
});

test('hreflang alternates and locale metadata in every locale', async () => {
  for (const [prefix, lang] of [['', 'en'], ['/fr', 'fr'], ['/ar', 'ar']]) {
    const html = await (await fetch(`${sites.i18n.origin}${prefix}/docs/intro`)).text();
    for (const [href, hreflang] of [
      ['https://i18n.example.com/docs/intro', 'en'],
      ['https://i18n.example.com/fr/docs/intro', 'fr'],
      ['https://i18n.example.com/ar/docs/intro', 'ar'],
      ['https://i18n.example.com/docs/intro', 'x-default'],
    ]) {
      assert.match(html, new RegExp(`<link[^>]*rel="alternate"[^>]*href="${href}"[^>]*hreflang="${hreflang}"`), `${prefix || '/'}: ${hreflang}`);
    }
    assert.match(html, new RegExp(`<meta[^>]*name="docusaurus_locale"[^>]*content="${lang}"`));
  }
});

test('a translated locale: docs, sidebar, navbar, footer and theme labels; an rtl locale', async () => {
  const { context, page } = await openPage(sites.browser, `${sites.i18n.origin}/fr/docs/intro`);
  assert.equal(await page.locator('h1').textContent(), 'Introduction');
  assert.match(await page.locator('article').textContent(), /Les widgets dessinent des graphiques/);
  assert.equal((await page.locator('.theme-doc-sidebar-menu .menu__list-item-collapsible .menu__link').first().textContent()).trim(), 'Guides pratiques');
  assert.equal((await page.locator('.navbar__title').textContent()).trim(), 'Widgets FR');
  assert.equal((await page.locator('.footer__title').first().textContent()).trim(), 'Apprendre');
  // code.json overrides Docusaurus's own French label ("Suivant").
  assert.equal((await page.locator('.pagination-nav__sublabel').last().textContent()).trim(), 'Page suivante');
  await page.goto(`${sites.i18n.origin}/ar/docs/intro`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['ar', 'rtl']);
  // No translations of its own: the English docs, with Docusaurus's Arabic theme labels.
  assert.match(await page.locator('article').textContent(), /Widgets draw charts/);
  assert.equal((await page.locator('.pagination-nav__sublabel').last().textContent()).trim(), 'التالي');
  await context.close();
});

test('mobile menu: the version and locale dropdowns are labelled "Versions" and "Languages"', async () => {
  // Reduced motion: the sidebar's panels switch at once instead of sliding (Infima's
  // transitions take 0 ms), so a click never lands on a panel still moving in.
  const mobile = { viewport: { width: 800, height: 900 }, reducedMotion: 'reduce' };
  for (const [origin, path, label, first] of [
    [sites.versions.origin, '/docs/intro', 'Versions', '1.0 (legacy docs)'],
    [sites.i18n.origin, '/docs/intro', 'Languages', 'English'],
  ]) {
    const { context, page } = await openPage(sites.browser, origin + path, mobile);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const primary = page.locator('.navbar-sidebar__item.menu').first();
    // The docs sidebar shows first on a doc page; the primary menu is one step back. Wait for
    // it rather than look once: the secondary menu may fill in after the sidebar opens.
    await page.getByRole('button', { name: '← Back to main menu' }).click();
    await page.waitForFunction(() => !document.querySelector('.navbar-sidebar__items--show-secondary'));
    const dropdown = primary.locator('.menu__list-item', { has: page.locator(`.menu__link:text-is("${label}")`) });
    assert.equal(await dropdown.count(), 1, `a "${label}" dropdown in the mobile menu`);
    // Collapsed unless it holds the page being read: expand it with its caret.
    const items = dropdown.locator('.menu__list .menu__link');
    const expand = dropdown.getByRole('button', { name: 'Expand the dropdown' });
    await page.waitForFunction(
      (el) => el.querySelector('.menu__list .menu__link') || el.querySelector('button[aria-label="Expand the dropdown"]'),
      await dropdown.elementHandle(),
    );
    if (await expand.count()) {
      await expand.click();
    }
    await items.first().waitFor();
    assert.equal((await dropdown.locator('.menu__list .menu__link').first().textContent()).trim(), first);
    await context.close();
  }
});
