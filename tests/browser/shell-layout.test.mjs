// The classic theme's page shell around the content: skip link, announcement bar, footer,
// heading anchors, table of contents, doc sidebar, breadcrumbs, pagination and the <head>.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSites, openPage, waitForHydration } from './harness.mjs';

const sites = useSites({ website: 'website', shell: 'testdata/sites/shell', simple: 'testdata/sites/shell-simple' });

const DismissKey = 'docusaurus.announcement.dismiss';
const IdKey = 'docusaurus.announcement.id';

test('the skip link is the first focusable element and moves focus to the main landmark', async () => {
  const { context, page } = await openPage(sites.browser, sites.website.origin + '/sdk-js/api/getting-started');
  assert.equal(await page.getByRole('main').count(), 1, 'one main landmark');
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => ({
    text: document.activeElement.textContent,
    tag: document.activeElement.tagName,
  }));
  assert.deepEqual(focused, { text: 'Skip to main content', tag: 'A' });
  assert.ok(await page.getByRole('link', { name: 'Skip to main content' }).isVisible(), 'visible once focused');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement.tagName === 'MAIN');
  await context.close();
});

test('the announcement bar shows its HTML content in its colours and closes for good', async () => {
  const { context, page, problems } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/intro');
  const bar = page.locator('.theme-announcement-bar');
  await bar.waitFor();
  assert.equal(await bar.locator('b').textContent(), '2.0', 'the content is HTML');
  assert.equal(
    await bar.getByRole('link', { name: 'read the release notes' }).getAttribute('href'),
    'https://example.com/release-notes',
  );
  const colours = await bar.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
  assert.deepEqual(colours, ['rgb(32, 35, 42)', 'rgb(255, 255, 255)']);
  await bar.getByRole('button', { name: 'Close' }).click();
  await bar.waitFor({ state: 'detached' });
  assert.deepEqual(
    await page.evaluate(([d, i]) => [localStorage.getItem(d), localStorage.getItem(i)], [DismissKey, IdKey]),
    ['true', 'release-2'],
  );
  // Still closed after a client-side navigation and after a reload.
  await page.getByRole('link', { name: 'the API reference' }).click();
  await page.waitForURL('**/docs/reference/api');
  assert.equal(await bar.count(), 0);
  await page.reload();
  await waitForHydration(page);
  assert.equal(await bar.count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('an announcement bar that is not closeable has no close button', async () => {
  const { context, page } = await openPage(sites.browser, sites.simple.origin + '/');
  const bar = page.locator('.theme-announcement-bar');
  assert.equal(await bar.textContent(), 'A notice that cannot be closed');
  assert.equal(await bar.getByRole('button').count(), 0);
  await context.close();
});

test('a dismissed announcement bar is hidden from the first paint: no layout shift on reload', async () => {
  const initScript = ([d, i]) => {
    localStorage.setItem(d, 'true');
    localStorage.setItem(i, 'release-2');
    // A bar shown and then hidden would move the page vertically; record every element a
    // layout shift moved up or down (a shift within a line, such as a search box settling
    // its width, is not the bar's).
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        for (const source of entry.sources || []) {
          if (source.previousRect.y !== source.currentRect.y) {
            const node = source.node;
            window.__shifts.push(node && node.className ? String(node.className) : String(node && node.nodeName));
          }
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // The first frame painted with the whole server-rendered body (stylesheets in the head
    // block rendering, so it has the site's CSS).
    const observer = new MutationObserver(() => {
      if (document.getElementById('__gosaurus')) {
        observer.disconnect();
        requestAnimationFrame(() => {
          const bar = document.querySelector('.theme-announcement-bar');
          window.__firstFrame = {
            hydrated: document.documentElement.dataset.hasHydrated,
            bar: bar ? getComputedStyle(bar).display : 'absent',
          };
        });
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  };
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/intro', {
    initScript: `(${initScript})(${JSON.stringify([DismissKey, IdKey])})`,
  });
  assert.deepEqual(await page.evaluate(() => window.__firstFrame), { hydrated: 'false', bar: 'none' });
  assert.equal(await page.locator('.theme-announcement-bar').count(), 0);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.deepEqual(await page.evaluate(() => window.__shifts), [], 'nothing moved up or down');
  await context.close();
});

test('a new announcement bar id resets the dismissal', async () => {
  const initScript = `localStorage.setItem(${JSON.stringify(DismissKey)}, 'true');
    localStorage.setItem(${JSON.stringify(IdKey)}, 'release-1');`;
  const context = await sites.browser.newContext();
  const page = await context.newPage();
  // Only for the first load: the reload below must see what the site stored.
  await page.addInitScript(`if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); ${initScript} }`);
  await page.goto(sites.shell.origin + '/shell/docs/intro');
  await waitForHydration(page);
  await page.locator('.theme-announcement-bar').waitFor({ state: 'visible' });
  assert.deepEqual(
    await page.evaluate(([d, i]) => [localStorage.getItem(d), localStorage.getItem(i)], [DismissKey, IdKey]),
    ['false', 'release-2'],
  );
  await page.reload();
  await waitForHydration(page);
  assert.ok(await page.locator('.theme-announcement-bar').isVisible());
  await context.close();
});

test('the footer shows titled link columns, a logo with light and dark variants and an HTML copyright', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/intro');
  const footer = page.locator('footer.footer');
  assert.match(await footer.getAttribute('class'), /footer--dark/);
  assert.deepEqual(await footer.locator('.footer__col .footer__title').allTextContents(), ['Docs', 'Community']);
  assert.deepEqual(await footer.locator('.footer__col').nth(0).locator('a').allTextContents(), ['Introduction', 'Guides']);
  const forum = footer.getByRole('link', { name: 'Forum' });
  assert.equal(await forum.getAttribute('target'), '_blank');
  assert.equal(await forum.getAttribute('rel'), 'noopener noreferrer');
  assert.equal(await forum.locator('svg').count(), 1, 'external link icon');
  assert.equal(await footer.getByRole('link', { name: 'Chat' }).getAttribute('href'), 'https://chat.example.com');
  assert.equal(await footer.locator('.footer__copyright b').textContent(), 'Shell');
  assert.equal(await footer.locator('.footer__copyright').textContent(), 'Copyright © 2025 Shell fixture');

  const logoLink = footer.locator('.footer__bottom a');
  assert.equal(await logoLink.getAttribute('href'), 'https://example.com');
  assert.equal(await logoLink.getAttribute('target'), '_blank');
  const logo = footer.locator('img.footer__logo');
  assert.equal(await logo.count(), 1, 'one logo after hydration');
  assert.deepEqual(
    await logo.evaluate((img) => [img.getAttribute('src'), img.alt, img.getAttribute('width'), img.getAttribute('height')]),
    ['/shell/img/logo.svg', 'Shell logo', '48', '48'],
  );
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  assert.equal(await logo.getAttribute('src'), '/shell/img/logo-dark.svg');
  await context.close();
});

test('the footer can show one row of links separated by a middle dot', async () => {
  const { context, page } = await openPage(sites.browser, sites.simple.origin + '/');
  const footer = page.locator('footer.footer');
  assert.doesNotMatch(await footer.getAttribute('class'), /footer--dark/);
  const row = footer.locator('.footer__links .footer__links');
  assert.equal(await row.textContent(), 'Home·Example·Help');
  assert.equal(await row.locator('.footer__link-separator').count(), 2);
  assert.equal(await footer.locator('.footer__col').count(), 0);
  const logo = footer.locator('img.footer__logo');
  assert.deepEqual(
    await logo.evaluate((img) => [img.getAttribute('src'), img.alt, img.parentElement.tagName]),
    ['/img/logo.svg', 'Simple logo', 'DIV'],
  );
  assert.equal(await footer.locator('.footer__copyright em').textContent(), 'gosaurus');
  await context.close();
});

test('h2 to h6 with ids get a "Direct link to" anchor, h1 gets none', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/toc-levels');
  const headings = await page.locator('article .markdown :is(h1,h2,h3,h4,h5,h6)').evaluateAll((els) =>
    els.map((h) => [h.tagName, h.id || null, h.querySelector('a.hash-link')?.getAttribute('aria-label') ?? null]),
  );
  assert.deepEqual(headings, [
    ['H1', null, null],
    ['H2', 'level-two', 'Direct link to Level two'],
    ['H3', 'level-three', 'Direct link to Level three'],
    ['H4', 'level-four', 'Direct link to Level four'],
    ['H5', 'level-five', 'Direct link to Level five'],
    ['H6', 'level-six', 'Direct link to Level six'],
  ]);
  assert.equal(await page.locator('a.hash-link[href="#level-two"]').getAttribute('title'), 'Direct link to Level two');
  await context.close();
});

test('the table of contents shows levels 2 to 3 unless the front matter overrides them', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/intro');
  const toc = page.locator('.theme-doc-toc-desktop');
  const items = await toc.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.ok(items.includes('#installing-the-shell') && items.includes('#prerequisites'), items.join());
  assert.ok(!items.some((href) => href.startsWith('#details-of')), 'no h4');
  await page.getByRole('link', { name: 'Levels', exact: true }).click();
  await page.waitForURL('**/docs/toc-levels');
  await page.waitForFunction(() => document.querySelector('.theme-doc-toc-desktop a')?.getAttribute('href') === '#level-three');
  assert.deepEqual(await toc.locator('a').allTextContents(), ['Level three', 'Level four', 'Level five']);
  await context.close();
});

test('the table of contents highlights the heading being read', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/intro');
  const active = () => page.locator('.theme-doc-toc-desktop .table-of-contents__link--active').getAttribute('href');
  await page.locator('#scrolling-back-up').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100));
  await page.waitForFunction(() => document.querySelector('.table-of-contents__link--active')?.getAttribute('href') === '#scrolling-back-up');
  await page.locator('#item-positions').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100));
  await page.waitForFunction(() => document.querySelector('.table-of-contents__link--active')?.getAttribute('href') === '#item-positions');
  assert.equal(await page.locator('.table-of-contents__link--active').count(), 1);
  assert.equal(await active(), '#item-positions');
  await context.close();
});

test('every doc shows the same sidebar; categories cannot be hidden and do not auto-collapse', async () => {
  const { context, page } = await openPage(sites.browser, sites.website.origin + '/sdk-js/');
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  const labels = () => sidebar.locator(':scope > li > .menu__list-item-collapsible > a').allTextContents();
  const first = await labels();
  assert.deepEqual(first, ['Getting Started', 'API', 'Recipes', 'Resources']);
  assert.equal(await page.getByRole('button', { name: 'Collapse sidebar' }).count(), 0, 'not hideable');
  await sidebar.locator('a[href="/sdk-js/api/axios-resources"]').click();
  await page.waitForURL('**/api/axios-resources');
  assert.deepEqual(await labels(), first, 'same sidebar on another doc');
  const category = (name) => sidebar.locator(':scope > li').filter({ has: page.getByRole('button', { name, exact: true }) });
  assert.match(await category('Recipes').getAttribute('class'), /menu__list-item--collapsed/);
  assert.match(await category('Resources').getAttribute('class'), /menu__list-item--collapsed/);
  await category('Recipes').getByRole('button', { name: 'Recipes' }).click();
  await category('Resources').getByRole('button', { name: 'Resources' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.theme-doc-sidebar-menu > li.menu__list-item--collapsed').length === 0);
  assert.doesNotMatch(await category('Recipes').getAttribute('class'), /collapsed/, 'expanding a sibling did not collapse it');
  await context.close();
});

test('a sidebar category is active when the path matches its link or one of its children', async () => {
  const { context, page } = await openPage(sites.browser, sites.website.origin + '/sdk-js/api/definitions/codes');
  const active = await page
    .locator('.theme-doc-sidebar-menu .menu__link--active')
    .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
  assert.equal(active.length, 3, JSON.stringify(active));
  assert.deepEqual(active.slice(0, 2).map(([label]) => label), ['API', 'Definitions']);
  assert.equal(active[2][1], '/sdk-js/api/definitions/codes');
  await context.close();

  const shellPage = await openPage(sites.browser, sites.shell.origin + '/shell/docs/reference/');
  const ref = shellPage.page.locator('.theme-doc-sidebar-menu a', { hasText: 'Reference' });
  assert.match(await ref.getAttribute('class'), /menu__link--active/);
  assert.equal(await ref.getAttribute('aria-current'), 'page');
  assert.match(
    await ref.evaluate((a) => a.parentElement.className),
    /menu__list-item-collapsible--active/,
  );
  await shellPage.context.close();
});

test('collapsible categories animate their height as Docusaurus does, 1 ms with reduced motion', async () => {
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const { context, page } = await openPage(sites.browser, sites.website.origin + '/sdk-js/', { reducedMotion });
    const recorded = await page.evaluate(async () => {
      const li = [...document.querySelectorAll('.theme-doc-sidebar-menu > li')].find(
        (el) => el.querySelector(':scope > div > a').textContent === 'Resources',
      );
      const styles = [];
      const observer = new MutationObserver(() => {
        const list = li.querySelector(':scope > ul');
        if (list && list.style.transition) {
          styles.push({ transition: list.style.transition, height: list.scrollHeight });
        }
      });
      observer.observe(li, { attributes: true, subtree: true, childList: true, attributeFilter: ['style'] });
      li.querySelector(':scope > div > a').click();
      await new Promise((r) => setTimeout(r, 50));
      observer.disconnect();
      return styles;
    });
    assert.ok(recorded.length > 0, 'a transition was set');
    const { transition, height } = recorded[0];
    const constant = height / 36;
    const expected =
      reducedMotion === 'reduce' ? 1 : Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
    assert.equal(transition, `height ${expected}ms ease-in-out`, `height ${height}px`);
    await context.close();
  }
});

test('docs show breadcrumbs and previous/next pagination', async () => {
  const { context, page } = await openPage(sites.browser, sites.website.origin + '/sdk-js/api/definitions/csv');
  const crumbs = page.locator('nav.theme-doc-breadcrumbs');
  assert.equal(await crumbs.getAttribute('aria-label'), 'Breadcrumbs');
  assert.equal(await crumbs.getByRole('link', { name: 'Home page' }).getAttribute('href'), '/sdk-js/');
  assert.deepEqual(
    (await crumbs.locator('.breadcrumbs__item').allTextContents()).slice(1),
    ['API', 'Definitions', await page.locator('.theme-doc-sidebar-menu .menu__link--active').last().textContent()],
  );
  const pagination = page.getByRole('navigation', { name: 'Docs pages' });
  const prev = pagination.locator('.pagination-nav__link--prev');
  const next = pagination.locator('.pagination-nav__link--next');
  assert.equal(await prev.locator('.pagination-nav__sublabel').textContent(), 'Previous');
  assert.equal(await next.locator('.pagination-nav__sublabel').textContent(), 'Next');
  assert.equal(await prev.getAttribute('href'), '/sdk-js/api/definitions/codes');
  assert.equal(await next.getAttribute('href'), '/sdk-js/api/definitions/files');
  await next.click();
  await page.waitForURL('**/api/definitions/files');
  await page.waitForFunction(() => document.querySelector('.pagination-nav__link--prev')?.getAttribute('href') === '/sdk-js/api/definitions/csv');
  await context.close();
});

test('the head has the page title, description, canonical URL, og tags and search metadata', async () => {
  const { context, page } = await openPage(sites.browser, sites.website.origin + '/sdk-js/api/getting-started');
  const head = () =>
    page.evaluate(() => {
      const meta = (sel) => document.head.querySelector(sel)?.getAttribute('content') ?? null;
      return {
        title: document.title,
        description: meta('meta[name="description"]'),
        canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        ogTitle: meta('meta[property="og:title"]'),
        ogDescription: meta('meta[property="og:description"]'),
        ogUrl: meta('meta[property="og:url"]'),
        locale: meta('meta[name="docusaurus_locale"]'),
        version: meta('meta[name="docusaurus_version"]'),
        tag: meta('meta[name="docusaurus_tag"]'),
        dsLanguage: meta('meta[name="docsearch:language"]'),
        dsVersion: meta('meta[name="docsearch:version"]'),
        dsTag: meta('meta[name="docsearch:docusaurus_tag"]'),
      };
    });
  const first = await head();
  assert.match(first.title, /^.+ \| Availity SDK-JS$/);
  assert.ok(first.description && first.description.length > 20, 'description');
  assert.deepEqual(
    { ...first, title: undefined, description: undefined },
    {
      title: undefined,
      description: undefined,
      canonical: 'https://availity.github.io/sdk-js/api/getting-started',
      ogTitle: first.title,
      ogDescription: first.description,
      ogUrl: 'https://availity.github.io/sdk-js/api/getting-started',
      locale: 'en',
      version: 'current',
      tag: 'docs-default-current',
      dsLanguage: 'en',
      dsVersion: 'current',
      dsTag: 'docs-default-current',
    },
  );
  // Client-side navigation updates it.
  await page.locator('.theme-doc-sidebar-menu a[href="/sdk-js/api/axios-resources"]').click();
  await page.waitForURL('**/api/axios-resources');
  await page.waitForFunction(() => document.querySelector('link[rel="canonical"]')?.href.endsWith('/api/axios-resources'));
  const second = await head();
  assert.notEqual(second.title, first.title);
  assert.match(second.title, / \| Availity SDK-JS$/);
  assert.equal(second.ogUrl, 'https://availity.github.io/sdk-js/api/axios-resources');
  assert.equal(second.tag, 'docs-default-current');
  await context.close();
});

test('head tags encode special characters on the server and show them as they are in the browser', async () => {
  const title = `Q&A <tags> "quoted" 'single' | Shell Fixture`;
  const description = 'Ampersands & <angle brackets> in the head.';
  const html = await (await fetch(sites.shell.origin + '/shell/docs/special-characters')).text();
  assert.ok(
    html.includes('<title data-rh="true">Q&amp;A &lt;tags&gt; &quot;quoted&quot; &#x27;single&#x27; | Shell Fixture</title>'),
    html.match(/<title[^>]*>.*?<\/title>/)?.[0],
  );
  assert.ok(html.includes('name="description" content="Ampersands &amp; &lt;angle brackets&gt; in the head."'));
  const head = (page) =>
    page.evaluate(() => [
      document.title,
      document.head.querySelector('meta[name="description"]').content,
      document.head.querySelector('meta[property="og:title"]').content,
    ]);
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/special-characters');
  assert.deepEqual(await head(page), [title, description, title]);
  // Set by the client after a navigation too.
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Crash' }).click();
  await page.waitForURL('**/docs/crash');
  await page.waitForFunction((t) => document.title !== t, title);
  await page.goBack();
  await page.waitForFunction((t) => document.title === t, title);
  assert.deepEqual(await head(page), [title, description, title]);
  await context.close();
});

test('external links in the sidebar carry the external-link icon', async () => {
  const { context, page } = await openPage(sites.browser, sites.shell.origin + '/shell/docs/intro');
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  const external = sidebar.getByRole('link', { name: 'Status page' });
  assert.equal(await external.getAttribute('href'), 'https://status.example.com');
  assert.equal(await external.getAttribute('target'), '_blank');
  assert.equal(await external.getAttribute('rel'), 'noopener noreferrer');
  assert.equal(await external.locator('svg[class^="iconExternalLink"]').count(), 1);
  assert.equal(await sidebar.locator('a[href^="/shell/"] svg[class^="iconExternalLink"]').count(), 0, 'internal links have none');
  await context.close();
});

test('a base URL misconfiguration shows the warning banner on the home page', async () => {
  const banner = '#__docusaurus-base-url-issue-banner';
  // The site deployed at the root of its host although it was built for /sdk-js/: the home
  // page is served at /, and nothing is found under /sdk-js/.
  const home = await (await fetch(sites.website.origin + '/sdk-js/')).text();
  const context = await sites.browser.newContext();
  const page = await context.newPage();
  await page.route(sites.website.origin + '/', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: home }));
  await page.route('**/sdk-js/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto(sites.website.origin + '/');
  await page.locator(banner).waitFor({ state: 'visible' });
  const text = await page.locator(banner).innerText();
  assert.match(text, /^Your Docusaurus site did not load properly\./);
  assert.match(text, /A very common reason is a wrong site baseUrl configuration\./);
  assert.match(text, /Current configured baseUrl = \/sdk-js\//);
  assert.match(text, /We suggest trying baseUrl = \/$/);
  await context.close();

  // Deployed right: no banner, on the home page or elsewhere.
  for (const [site, path] of [
    [sites.website, '/sdk-js/'],
    [sites.simple, '/'],
  ]) {
    const opened = await openPage(sites.browser, site.origin + path);
    assert.equal(await opened.page.locator('#__docusaurus-base-url-issue-banner-container').isHidden(), true);
    assert.equal(await opened.page.locator(banner).count(), 0);
    await opened.context.close();
  }
  const html = await (await fetch(sites.website.origin + '/sdk-js/api/getting-started')).text();
  assert.doesNotMatch(html, /base-url-issue-banner/, 'only the home page has it');
});
