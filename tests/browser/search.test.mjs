// The offline search of the built /sdk-js/ site: the navbar box and its keyboard flow, the
// mobile dialog, the search page at /sdk-js/search?q=…, and that nothing of it loads before
// the box is used.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useSites } from './harness.mjs';
import { processQueryTerm, processTerm, stem, tokenize } from '../../theme-classic/src/theme/SearchBar/stemmer.mjs';

const ctx = useSites({ website: 'website' });

test('the stemmer strips English suffixes the way Porter\'s algorithm does', () => {
  const cases = {
    caresses: 'caress', ponies: 'poni', cats: 'cat', feed: 'feed', agreed: 'agre', motoring: 'motor',
    sing: 'sing', conflated: 'conflat', hopping: 'hop', falling: 'fall', filing: 'file', happy: 'happi',
    relational: 'relat', rational: 'ration', digitizer: 'digit', operator: 'oper', hopefulness: 'hope',
    formalize: 'formal', electrical: 'electr', goodness: 'good', adjustable: 'adjust', adoption: 'adopt',
    effective: 'effect', controll: 'control', generalization: 'gener',
    configuring: 'configur', configured: 'configur', configuration: 'configur',
    // Left alone: words of one or two letters, and words with anything but a-z.
    is: 'is', v2: 'v2', 'api-axios': 'api-axios',
  };
  for (const [word, want] of Object.entries(cases)) assert.equal(stem(word), want, word);
  assert.deepEqual(tokenize('AvMicroserviceApi XMLHttpRequest', 'code'), [
    'AvMicroserviceApi', 'Av', 'Microservice', 'Api', 'XMLHttpRequest', 'XML', 'Http', 'Request',
  ]);
  assert.deepEqual(tokenize('AvApi.create(x)'), ['AvApi', 'create', 'x'], 'queries keep identifiers whole');
  assert.deepEqual(processTerm('Configuration'), ['configur', 'configuration'], 'long suffixes keep the word too');
  assert.equal(processTerm('Uploads'), 'upload');
  assert.equal(processTerm('the'), null, 'stop words are not indexed');
  assert.equal(processQueryTerm('Configuring'), 'configur');
});

const desktop = { viewport: { width: 1280, height: 800 } };
const mobile = { viewport: { width: 800, height: 900 } };

const box = (page) => page.locator('.navbar input.navbar__search-input');
const options = (page) => page.locator('.navbar [role="listbox"] [role="option"]');

// search types query into the navbar box and waits for its first result. Emptying the box
// first closes the results, so the ones that appear are this query's.
async function search(page, query) {
  await box(page).fill('');
  await options(page).first().waitFor({ state: 'detached' });
  await box(page).fill(query);
  await options(page)
    .first()
    .waitFor()
    .catch((err) => {
      throw new Error(`no result for "${query}": ${err.message}`);
    });
}

// firstResult is the href and visible text of the top result.
async function firstResult(page) {
  const option = options(page).first();
  return { href: await option.locator('a').getAttribute('href'), text: await option.innerText() };
}

test('a word from a page finds that page first, typos and other word forms included', async () => {
  const { context, page, problems } = await openPage(ctx.browser, ctx.website.origin + '/sdk-js/', desktop);
  try {
    for (const [query, href, why] of [
      ['relay', '/sdk-js/resources/relay-id', 'title match'],
      ['Relay', '/sdk-js/resources/relay-id', 'case'],
      ['relsy', '/sdk-js/resources/relay-id', 'typo'],
      ['messag', '/sdk-js/resources/messaging', 'prefix of a word being typed'],
      ['mesaging', '/sdk-js/resources/messaging', 'typo'],
      ['yup', '/sdk-js/resources/yup', 'title match'],
    ]) {
      await search(page, query);
      const top = await firstResult(page);
      assert.equal(top.href, href, `${why}: "${query}" puts ${top.href} first`);
    }

    // Stemming: "uploading" finds a page titled "Uploads".
    await search(page, 'uploading');
    assert.match((await firstResult(page)).href, /^\/sdk-js\/api\/uploads/);

    // A word of a section's text links to its heading and shows the word highlighted.
    await search(page, 'pollingIntervals');
    const top = await firstResult(page);
    assert.match(top.href, /^\/sdk-js\/[a-z/-]+#[a-z0-9-]+$/, 'links to the section anchor');
    const marks = await options(page).first().locator('mark').allInnerTexts();
    assert.ok(marks.some((m) => m.toLowerCase() === 'pollingintervals'), `highlighted: ${marks}`);

    // Results show the page title, the section heading and a snippet.
    await search(page, 'polling 202 responses');
    const text = (await firstResult(page)).text;
    assert.match(text, /^The API client › Polling 202 responses\n/, text);
    assert.ok(text.split('\n')[1].length > 40, 'a snippet follows the title');

    await box(page).fill('zzzqqqxxx');
    await page.getByRole('status').filter({ hasText: 'No results for “zzzqqqxxx”' }).waitFor();
    assert.equal(await options(page).count(), 0);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('keyboard: Ctrl+K and / focus the box, arrows move, Enter opens, Escape closes', async () => {
  const { context, page, problems } = await openPage(ctx.browser, ctx.website.origin + '/sdk-js/api/getting-started', desktop);
  try {
    await page.evaluate(() => {
      window.__noReload = true;
    });
    await page.locator('article h1').click(); // focus on the page, not in a field
    await page.keyboard.press('/');
    assert.equal(await box(page).evaluate((el) => el === document.activeElement), true, '/ focuses the box');
    await page.keyboard.press('Escape');
    await page.locator('article h1').click();
    await page.keyboard.press('Control+k');
    assert.equal(await box(page).evaluate((el) => el === document.activeElement), true, 'Ctrl+K focuses the box');

    await page.keyboard.type('upload');
    await options(page).nth(2).waitFor();
    const input = box(page);
    assert.equal(await input.getAttribute('role'), 'combobox');
    assert.equal(await input.getAttribute('aria-expanded'), 'true');
    const listId = await input.getAttribute('aria-controls');
    assert.equal(await page.locator(`[id="${listId}"]`).getAttribute('role'), 'listbox');

    const activeOption = async () => {
      await page.waitForFunction(() => document.activeElement.getAttribute('aria-activedescendant'));
      const id = await input.getAttribute('aria-activedescendant');
      const option = page.locator(`[id="${id}"]`);
      assert.equal(await option.getAttribute('aria-selected'), 'true');
      return option.locator('a').getAttribute('href');
    };
    const hrefs = await options(page).locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.equal(await activeOption(), hrefs[0], 'the first result is highlighted');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    assert.equal(await activeOption(), hrefs[2]);
    await page.keyboard.press('ArrowUp');
    assert.equal(await activeOption(), hrefs[1]);
    assert.equal(await page.locator('[role="option"][aria-selected="true"]').count(), 1);

    await page.keyboard.press('Escape');
    await options(page).first().waitFor({ state: 'detached' });
    assert.equal(await input.getAttribute('aria-expanded'), 'false', 'Escape closes the results');

    await input.focus();
    await page.keyboard.type('s'); // "uploads"
    await options(page).nth(1).waitFor();
    await page.keyboard.press('ArrowDown');
    const target = await activeOption();
    await page.keyboard.press('Enter');
    await page.waitForFunction((href) => location.pathname + location.hash === href, target);
    assert.equal(await page.evaluate(() => window.__noReload), true, 'navigated client-side');
    assert.equal(await input.inputValue(), '', 'the box is cleared');
    assert.equal(await options(page).count(), 0, 'the results are closed');
    const id = decodeURIComponent(new URL(target, ctx.website.origin).hash.slice(1));
    if (id) {
      await page.waitForFunction((id) => {
        const el = document.getElementById(id);
        const top = el && el.getBoundingClientRect().top;
        return top !== null && top >= 0 && top < window.innerHeight;
      }, id);
    }

    // Enter with a query and no result goes to the search page.
    await input.fill('zzzqqqxxx');
    await page.getByRole('status').filter({ hasText: 'No results' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/sdk-js/search?q=zzzqqqxxx');
    assert.equal(await page.evaluate(() => window.__noReload), true);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('clicking a result opens it', async () => {
  const { context, page, problems } = await openPage(ctx.browser, ctx.website.origin + '/sdk-js/', desktop);
  try {
    await search(page, 'relay');
    await options(page).first().click();
    await page.waitForURL('**/sdk-js/resources/relay-id');
    await page.locator('article h1', { hasText: 'Relay ID' }).waitFor();
    assert.equal(await options(page).count(), 0);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('on narrow screens a button opens a full-screen search dialog', async () => {
  const { context, page, problems } = await openPage(ctx.browser, ctx.website.origin + '/sdk-js/getting-started', mobile);
  try {
    assert.equal(await box(page).isVisible(), false, 'the box is hidden on mobile');
    const button = page.locator('.navbar button[aria-label="Search"]');
    assert.equal(await button.isVisible(), true);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await dialog.waitFor();
    const size = await dialog.boundingBox();
    assert.deepEqual([size.width, size.height], [800, 900], 'the dialog fills the screen');
    assert.equal(await dialog.evaluate((d) => d.open && d.matches(':modal')), true, 'a modal dialog');
    const input = dialog.getByRole('combobox', { name: 'Search' });
    assert.equal(await input.evaluate((el) => el === document.activeElement), true, 'its box has the focus');

    await page.keyboard.type('relay');
    const first = dialog.getByRole('option').first();
    await first.waitFor();
    assert.equal(await first.locator('a').getAttribute('href'), '/sdk-js/resources/relay-id');
    assert.equal(await input.getAttribute('aria-activedescendant'), await first.getAttribute('id'));

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await button.evaluate((el) => el === document.activeElement), true, 'focus returns to the button');

    // Ctrl+K opens it too; Enter opens the highlighted result.
    await page.keyboard.press('Control+k');
    await dialog.waitFor();
    await page.keyboard.type('yup');
    await dialog.getByRole('option').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/sdk-js/resources/yup');
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('no search code or index is fetched before the box is used', async () => {
  const context = await ctx.browser.newContext(desktop);
  try {
    const page = await context.newPage();
    const fetched = [];
    page.on('response', (res) => {
      const url = res.url();
      fetched.push({ url, body: url.endsWith('.js') ? res.text().catch(() => '') : Promise.resolve('') });
    });
    const engineIn = async (list) => (await Promise.all(list.map((r) => r.body))).some((b) => b.includes('MiniSearch'));
    // networkidle: loaded, hydrated, visible links prefetched, and no request for 500 ms.
    await page.goto(ctx.website.origin + '/sdk-js/api/getting-started', { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await box(page).hover();
    const before = fetched.splice(0);
    assert.ok(before.some((r) => r.url.includes('/assets/js/entry.')), 'the recording works');
    assert.deepEqual(before.map((r) => r.url).filter((u) => u.includes('/search-index/')), [], 'no index before use');
    assert.equal(await engineIn(before), false, 'no search engine before use');

    const shard = page.waitForResponse((res) => /\/search-index\/current\/shard-\d+\.[0-9a-f]+\.json$/.test(res.url()));
    await box(page).focus();
    await shard; // focusing the box starts loading the index…
    assert.ok(fetched.some((r) => r.url.endsWith('/search-index/current/manifest.json')), '…through its manifest');
    assert.equal(await engineIn(fetched), true, '…and the search chunk');
  } finally {
    await context.close();
  }
});

test('the search page at /sdk-js/search?q=… is a route, server-rendered as an empty shell', async () => {
  const res = await fetch(ctx.website.origin + '/sdk-js/search?q=relay');
  assert.equal(res.status, 200);
  const html = await res.text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  assert.ok(main.includes('<h1>Search the documentation</h1>'), main);
  assert.match(main, /<form role="search"><input type="search"[^>]* name="q" value=""\/><\/form>/, main);
  assert.ok(!main.includes('Relay ID'), 'no results in the server HTML');

  const { context, page, problems } = await openPage(ctx.browser, ctx.website.origin + '/sdk-js/search?q=relay', desktop);
  try {
    await page.locator('h1', { hasText: 'Search results for “relay”' }).waitFor();
    const results = page.locator('main ol li a');
    await results.first().waitFor();
    assert.equal(await results.first().getAttribute('href'), '/sdk-js/resources/relay-id');
    assert.match(await page.getByRole('status').innerText(), /^\d+ results? for “relay”$/);
    assert.match(await page.title(), /Search results for “relay”/);

    // Typing updates the results and the URL.
    await page.getByRole('searchbox', { name: 'Search' }).last().fill('yup');
    await page.waitForURL('**/sdk-js/search?q=yup');
    await page.locator('main ol li a[href="/sdk-js/resources/yup"]').first().waitFor();

    // Reached client-side from the navbar's "See all results".
    await page.goto(ctx.website.origin + '/sdk-js/', { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.evaluate(() => {
      window.__noReload = true;
    });
    await search(page, 'uploads');
    await page.getByRole('link', { name: 'See all results' }).click();
    await page.waitForURL('**/sdk-js/search?q=uploads');
    await page.locator('main ol li a').first().waitFor();
    assert.equal(await page.getByRole('searchbox', { name: 'Search' }).last().inputValue(), 'uploads');
    assert.equal(await page.evaluate(() => window.__noReload), true);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/sdk-js/');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('an index that fails to load says so, and the next use tries again', async () => {
  const { context, page, problems } = await openPage(ctx.browser, ctx.website.origin + '/sdk-js/', desktop);
  try {
    await page.route('**/search-index/**', (route) => route.abort());
    await box(page).fill('relay');
    await page.getByRole('status').filter({ hasText: 'The search index could not be loaded.' }).waitFor();
    assert.equal(await options(page).count(), 0);
    assert.ok(problems.some((p) => p.includes('gosaurus search')), 'the failure is logged');

    await page.unroute('**/search-index/**');
    await search(page, 'relay');
    assert.equal((await firstResult(page)).href, '/sdk-js/resources/relay-id');
  } finally {
    await context.close();
  }
});
