// The classic theme's navbar: position and style, hide on scroll, item types, dropdowns and
// the mobile menu.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSites, openPage, waitForHydration } from './harness.mjs';

const sites = useSites({ website: 'website', shell: 'testdata/sites/shell', simple: 'testdata/sites/shell-simple' });

const mobile = { viewport: { width: 800, height: 900 } };

// scrollTo scrolls the window and waits for the scroll event to have been handled.
async function scrollTo(page, y) {
  await page.evaluate(
    (top) =>
      new Promise((resolve) => {
        window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
}

const navbarHidden = (page) => page.locator('nav.navbar').evaluate((nav) => nav.classList.contains('navbarHidden_jGov'));

test('the navbar stays fixed at the top and has the configured style', async () => {
  const { context, page } = await openPage(sites.browser, sites.website.origin + '/sdk-js/api/getting-started');
  const nav = page.locator('nav.navbar');
  assert.match(await nav.getAttribute('class'), /navbar--fixed-top/);
  assert.doesNotMatch(await nav.getAttribute('class'), /navbar--dark|navbar--primary/);
  await scrollTo(page, 1500);
  assert.ok((await page.evaluate(() => window.scrollY)) > 1000);
  assert.equal(await nav.evaluate((el) => el.getBoundingClientRect().top), 0);
  assert.ok(await nav.isVisible());
  await context.close();

  for (const [site, url, style] of [
    [sites.shell, '/shell/docs/intro', 'navbar--primary'],
    [sites.simple, '/', 'navbar--dark'],
  ]) {
    const opened = await openPage(sites.browser, site.origin + url);
    assert.match(await opened.page.locator('nav.navbar').getAttribute('class'), new RegExp(style));
    await opened.context.close();
  }
});

test('hideOnScroll hides the navbar when scrolling down and shows it when scrolling up or at the top', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/intro');
  assert.equal(await navbarHidden(page), false);
  await scrollTo(page, 600);
  await scrollTo(page, 1200);
  assert.equal(await navbarHidden(page), true, 'hidden after scrolling down');
  await page.waitForFunction(() => document.querySelector('nav.navbar').getBoundingClientRect().bottom <= 0);
  await scrollTo(page, 1000);
  assert.equal(await navbarHidden(page), false, 'shown after scrolling up');
  await scrollTo(page, 1400);
  assert.equal(await navbarHidden(page), true);
  await scrollTo(page, 0);
  assert.equal(await navbarHidden(page), false, 'shown at the top');
  await context.close();
});

test('a navbar hidden on scroll stays hidden when the URL hash targets a heading, and shows on navigation', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/intro');
  await scrollTo(page, 2500);
  await scrollTo(page, 3000);
  await scrollTo(page, 2900);
  assert.equal(await navbarHidden(page), false, 'shown after scrolling up');
  // A heading above: the browser scrolls up to it, which would otherwise show the navbar.
  await page.locator('.theme-doc-toc-desktop a[href="#configuring-the-navbar"]').click();
  await page.waitForURL('**#configuring-the-navbar');
  // Scrolled to it, below its scroll-margin-top of 0.5rem.
  await page.waitForFunction(() => {
    const { top } = document.getElementById('configuring-the-navbar').getBoundingClientRect();
    return top >= 0 && top < 20;
  });
  await page.waitForFunction(() => document.querySelector('nav.navbar').classList.contains('navbarHidden_jGov'));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.equal(await navbarHidden(page), true, 'still hidden once scrolled to the heading');

  await scrollTo(page, 3000);
  await scrollTo(page, 3500);
  assert.equal(await navbarHidden(page), true);
  await page.locator('.pagination-nav__link--next').click();
  await page.waitForURL('**/docs/reference/');
  await page.waitForFunction(() => !document.querySelector('nav.navbar').classList.contains('navbarHidden_jGov'));
  await context.close();
});

test('navbar items sit left or right (default right) and link to their targets', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/intro');
  const items = (side) =>
    page.locator(`.navbar__items${side === 'right' ? '--right' : ':not(.navbar__items--right)'}`).evaluate((el) =>
      [...el.querySelectorAll(':scope > .navbar__item')].map((item) => [
        item.textContent.trim(),
        item.tagName === 'A' ? item.getAttribute('href') : item.querySelector('a')?.getAttribute('href') ?? null,
      ]),
    );
  assert.deepEqual(await items('left'), [
    ['Docs', '/shell/docs/intro'],
    ['Guides', '/shell/docs/guides/first'],
    ['API', '/shell/docs/reference/api'],
    ['MoreFAQChangelogStatus', '#'],
  ]);
  assert.deepEqual(await items('right'), [
    ['Levels', '/shell/docs/toc-levels'],
    ['beta', null],
    ['GitHub', 'https://github.com/example/shell'],
  ]);
  // The html item is the configured HTML.
  const badge = page.locator('.navbar__items--right > div.navbar__item > span.shell-badge');
  assert.equal(await badge.textContent(), 'beta');
  assert.equal(await badge.evaluate((el) => getComputedStyle(el).borderRadius), '8px', 'styled by the customCss');
  assert.deepEqual(
    await page.locator('.dropdown__menu a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ['/shell/docs/more/faq', '/shell/docs/more/changelog', 'https://status.example.com'],
  );
  // Clicking an item navigates client-side.
  await page.evaluate(() => (window.__noReload = true));
  await page.locator('.navbar__items').getByRole('link', { name: 'Guides' }).click();
  await page.waitForURL('**/docs/guides/first');
  assert.equal(await page.evaluate(() => window.__noReload), true);
  await context.close();
});

test('doc and docSidebar items are active on the docs of their sidebar', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/reference/cli');
  const active = () => page.locator('.navbar__items .navbar__link--active').allTextContents();
  assert.deepEqual(await active(), ['Docs', 'API']);
  await page.locator('.navbar__items').getByRole('link', { name: 'Guides' }).click();
  await page.waitForURL('**/docs/guides/first');
  await page.waitForFunction(() => document.querySelector('.navbar__link--active')?.textContent === 'Guides');
  assert.deepEqual(await active(), ['Guides']);
  await context.close();
});

test('activeBasePath and activeBaseRegex make link items active on other paths', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/intro');
  const active = async (path) => {
    await page.goto(sites.shell.origin + path);
    await waitForHydration(page);
    return page.locator('.navbar__items .navbar__link--active').allTextContents();
  };
  // API links to /docs/reference/api; activeBasePath docs/reference.
  assert.ok((await active('/shell/docs/reference')).includes('API'));
  assert.ok(!(await active('/shell/docs/intro')).includes('API'));
  // Levels links to /docs/toc-levels; activeBaseRegex also matches /docs/crash.
  assert.ok((await active('/shell/docs/crash')).includes('Levels'));
  assert.ok(!(await active('/shell/docs/more/faq')).includes('Levels'));
  await context.close();
});

test('external navbar links open in a new tab with the external-link icon', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/intro');
  for (const link of [
    page.locator('.navbar__items--right').getByRole('link', { name: 'GitHub' }),
    page.locator('.dropdown__menu a', { hasText: 'Status' }),
  ]) {
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
    assert.equal(await link.locator('svg[class^="iconExternalLink"]').count(), 1);
  }
  assert.equal(await page.locator('.dropdown__menu svg').getAttribute('width'), '12');
  assert.equal(await page.locator('.navbar__items').getByRole('link', { name: 'Docs' }).locator('svg').count(), 0);
  assert.equal(await page.locator('.navbar__items').getByRole('link', { name: 'Docs' }).getAttribute('target'), null);
  await context.close();
});

test('the desktop dropdown opens on hover or Enter and closes on outside click or focus elsewhere', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/intro');
  const dropdown = page.locator('.navbar__item.dropdown');
  const trigger = dropdown.locator('> a.navbar__link');
  const menu = dropdown.locator('.dropdown__menu');
  assert.equal(await menu.isVisible(), false);
  await trigger.hover();
  await menu.waitFor({ state: 'visible' });
  await page.mouse.move(600, 600);
  await menu.waitFor({ state: 'hidden' });

  await trigger.focus();
  await page.keyboard.press('Enter');
  await menu.waitFor({ state: 'visible' });
  assert.match(await dropdown.getAttribute('class'), /dropdown--show/);
  assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
  assert.ok(page.url().endsWith('/docs/intro'), 'Enter did not follow the link');
  await page.mouse.click(600, 600);
  await menu.waitFor({ state: 'hidden' });
  assert.equal(await trigger.getAttribute('aria-expanded'), 'false');

  await trigger.focus();
  await page.keyboard.press('Enter');
  await menu.waitFor({ state: 'visible' });
  await page.locator('.navbar__items').getByRole('link', { name: 'Levels' }).focus();
  await menu.waitFor({ state: 'hidden' });
  await context.close();
});

test('the layout is mobile up to 996 px wide', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/intro', {
    viewport: { width: 996, height: 800 },
  });
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  const sidebar = page.locator('.theme-doc-sidebar-container');
  assert.equal(await toggle.isVisible(), true);
  assert.equal(await sidebar.isVisible(), false);
  assert.equal(await page.locator('.navbar__items').getByRole('link', { name: 'Guides' }).isVisible(), false);
  await page.setViewportSize({ width: 997, height: 800 });
  await sidebar.waitFor({ state: 'visible' });
  assert.equal(await toggle.isVisible(), false);
  assert.equal(await page.locator('.navbar__items').getByRole('link', { name: 'Guides' }).isVisible(), true);
  await context.close();
});

test('the mobile menu has a primary menu, the doc sidebar as secondary menu, and locks the body scroll', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/reference/cli', mobile);
  const nav = page.locator('nav.navbar');
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  assert.equal(await toggle.isVisible(), true);
  assert.equal(await page.locator('.theme-doc-sidebar-container').isVisible(), false, 'no desktop sidebar');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'visible');
  await toggle.click();
  await page.waitForFunction(() => document.querySelector('nav.navbar').classList.contains('navbar-sidebar--show'));
  assert.equal(await page.evaluate(() => document.body.style.overflow), 'hidden', 'body scroll locked');
  const sidebar = page.locator('.navbar-sidebar');
  // A doc page opens on the secondary menu: its doc sidebar.
  const items = sidebar.locator('.navbar-sidebar__items');
  await page.waitForFunction(() => document.querySelector('.navbar-sidebar__items--show-secondary'));
  const secondary = sidebar.locator('.navbar-sidebar__item').nth(1);
  assert.ok(await secondary.getByRole('link', { name: 'Command line' }).isVisible());
  assert.match(await secondary.getByRole('link', { name: 'Command line' }).getAttribute('class'), /menu__link--active/);
  await secondary.getByRole('button', { name: '← Back to main menu' }).click();
  await page.waitForFunction(() => !document.querySelector('.navbar-sidebar__items--show-secondary'));
  const primary = sidebar.locator('.navbar-sidebar__item').nth(0);
  await primary.getByRole('link', { name: 'Guides' }).waitFor({ state: 'visible' });
  assert.deepEqual(
    await primary.locator(':scope > ul > li > a, :scope > ul > li > .menu__list-item-collapsible > a').allTextContents(),
    ['Docs', 'Guides', 'API', 'More', 'Levels', 'GitHub'],
  );
  assert.equal(await items.locator('.shell-badge').count(), 1, 'html item in the primary menu');

  await sidebar.getByRole('button', { name: 'Close navigation bar' }).click();
  await page.waitForFunction(() => !document.querySelector('nav.navbar').classList.contains('navbar-sidebar--show'));
  assert.equal(await page.evaluate(() => document.body.style.overflow), 'visible', 'body scroll unlocked');

  // Following a link closes the menu.
  await toggle.click();
  await page.waitForFunction(() => document.querySelector('nav.navbar').classList.contains('navbar-sidebar--show'));
  await secondary.getByRole('link', { name: 'API' }).click();
  await page.waitForURL('**/docs/reference/api');
  await page.waitForFunction(() => !document.querySelector('nav.navbar').classList.contains('navbar-sidebar--show'));
  assert.equal(await nav.evaluate(() => document.body.style.overflow), 'visible');
  await context.close();
});

test('the mobile dropdown starts expanded on one of its pages and toggles with its caret button', async () => {
  const openMainMenu = async (url) => {
    const opened = await openPage(sites.browser, sites.shell.origin + url, mobile);
    await opened.page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const back = opened.page.getByRole('button', { name: '← Back to main menu' });
    await back.click();
    return opened;
  };
  const dropdownItem = (page) =>
    page.locator('.navbar-sidebar__item').nth(0).locator('li.menu__list-item').filter({ hasText: 'More' });

  let { context, page } = await openMainMenu('/shell/docs/more/faq');
  let item = dropdownItem(page);
  assert.doesNotMatch(await item.getAttribute('class'), /menu__list-item--collapsed/);
  assert.ok(await item.getByRole('link', { name: 'FAQ' }).isVisible());
  assert.match(await item.getByRole('link', { name: 'FAQ' }).getAttribute('class'), /menu__link--active/);
  const collapse = item.getByRole('button', { name: 'Collapse the dropdown' });
  assert.equal(await collapse.getAttribute('aria-expanded'), 'true');
  await collapse.click();
  const expand = item.getByRole('button', { name: 'Expand the dropdown' });
  await expand.waitFor();
  assert.equal(await expand.getAttribute('aria-expanded'), 'false');
  assert.match(await item.getAttribute('class'), /menu__list-item--collapsed/);
  await item.getByRole('link', { name: 'FAQ' }).waitFor({ state: 'hidden' });
  await context.close();

  ({ context, page } = await openMainMenu('/shell/docs/intro'));
  item = dropdownItem(page);
  assert.match(await item.getAttribute('class'), /menu__list-item--collapsed/);
  await item.getByRole('button', { name: 'Expand the dropdown' }).click();
  await item.getByRole('link', { name: 'Changelog' }).waitFor({ state: 'visible' });
  await item.getByRole('button', { name: 'Collapse the dropdown' }).waitFor();
  // The label toggles too.
  await item.locator('a.menu__link--sublist').click();
  await item.getByRole('button', { name: 'Expand the dropdown' }).waitFor();
  await context.close();
});

test('the desktop dropdown closes on a touch outside it', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/intro', { hasTouch: true });
  const dropdown = page.locator('.navbar__item.dropdown');
  const menu = dropdown.locator('.dropdown__menu');
  await dropdown.locator('> a.navbar__link').focus();
  await page.keyboard.press('Enter');
  await menu.waitFor({ state: 'visible' });
  // A touch alone, without the mouse events a tap is followed by.
  await page.locator('article').evaluate((el) =>
    el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, cancelable: true })),
  );
  await menu.waitFor({ state: 'hidden' });
  assert.doesNotMatch(await dropdown.getAttribute('class'), /dropdown--show/);
  await context.close();
});

test('the mobile dropdown animates its height when it collapses and expands', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/more/faq', mobile);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await page.getByRole('button', { name: '← Back to main menu' }).click();
  const item = page.locator('.navbar-sidebar__item').nth(0).locator('li.menu__list-item').filter({ hasText: 'More' });
  const transitions = await item.evaluate(async (li) => {
    const seen = [];
    const list = li.querySelector(':scope > ul');
    const observer = new MutationObserver(() => {
      if (list.style.transition) {
        seen.push(`${list.style.transition} from ${list.style.height}`);
      }
    });
    observer.observe(list, { attributes: true, attributeFilter: ['style'] });
    const height = list.scrollHeight;
    const button = li.querySelector('button.menu__caret');
    button.click();
    await new Promise((r) => setTimeout(r, 600));
    button.click();
    await new Promise((r) => setTimeout(r, 600));
    observer.disconnect();
    const constant = height / 36;
    return { seen: [...new Set(seen)], expected: Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10), height };
  });
  const { seen, expected, height } = transitions;
  assert.ok(seen.includes(`height ${expected}ms ease-in-out from ${height}px`), `collapsing: ${seen}`);
  assert.ok(seen.includes(`height ${expected}ms ease-in-out from 0px`), `expanding: ${seen}`);
  await context.close();
});

test('the shell\'s labels are those of spec section 9', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/reference/cli', mobile);
  assert.equal(await page.locator('nav.navbar').getAttribute('aria-label'), 'Main');
  assert.equal(await page.locator('a.skipToContent_fXgn').textContent(), 'Skip to main content');
  assert.equal(await page.locator('.theme-announcement-bar button').getAttribute('aria-label'), 'Close');
  const toggle = page.locator('button.navbar__toggle');
  assert.equal(await toggle.getAttribute('aria-label'), 'Toggle navigation bar');
  await toggle.click();
  assert.equal(await page.locator('.navbar-sidebar__brand button.navbar-sidebar__close').getAttribute('aria-label'), 'Close navigation bar');
  await page.locator('.navbar-sidebar__back').waitFor({ state: 'visible' });
  assert.equal(await page.locator('.navbar-sidebar__back').textContent(), '← Back to main menu');
  await page.locator('.navbar-sidebar__back').click();
  const carets = page.locator('.navbar-sidebar__item').nth(0).locator('button.menu__caret');
  assert.equal(await carets.getAttribute('aria-label'), 'Expand the dropdown');
  await carets.click();
  assert.equal(await carets.getAttribute('aria-label'), 'Collapse the dropdown');
  assert.match(
    await page.locator('.navbar-sidebar button[aria-label^="Switch between"]').getAttribute('aria-label'),
    /^Switch between dark and light mode \(currently light mode\)$/,
  );
  await context.close();
});

test('"back" with the mobile menu open closes the menu and stays on the page; the next "back" leaves it', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/reference/cli', mobile);
  const shown = () => page.evaluate(() => document.querySelector('nav.navbar').classList.contains('navbar-sidebar--show'));
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  await toggle.click();
  await page.waitForFunction(() => document.querySelector('.navbar-sidebar__items--show-secondary'));
  await page.locator('.navbar-sidebar__item').nth(1).getByRole('link', { name: 'API' }).click();
  await page.waitForURL('**/docs/reference/api');
  await page.evaluate(() => {
    window.__samePage = true;
  });
  await toggle.click();
  await page.waitForFunction(() => document.querySelector('nav.navbar').classList.contains('navbar-sidebar--show'));
  await page.evaluate(() => history.back()); // the browser's back: the move is undone
  await page.waitForFunction(() => !document.querySelector('nav.navbar').classList.contains('navbar-sidebar--show'));
  await page.waitForTimeout(200); // time for a move that should not happen
  assert.match(page.url(), /\/docs\/reference\/api$/, 'the page was left');
  assert.equal(await shown(), false);
  await page.evaluate(() => history.back());
  await page.waitForURL('**/docs/reference/cli');
  assert.equal(await page.evaluate(() => window.__samePage), true, 'the page was reloaded');
  await context.close();
});
