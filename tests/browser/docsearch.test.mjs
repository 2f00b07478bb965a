// Algolia DocSearch (testdata/npm-sites/docsearch): the site's @docsearch/react is installed
// into a temporary copy, which is built and served. There is no internet here: the queries to
// the configured Algolia app are answered by page.route with a canned Algolia response.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useNpmSite } from './harness.mjs';

const APP = 'TESTAPP42';
const ctx = useNpmSite('docsearch');

// A DocSearch record of the fixture's page, as the crawler of the old host indexed it.
function record(lvl1, lvl2, anchor) {
  return {
    objectID: `${lvl1}-${lvl2}`,
    type: lvl2 ? 'lvl2' : 'lvl1',
    url: `https://docsearch.example.com/old-docs/guides/install${anchor}`,
    hierarchy: { lvl0: 'Docs', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    _highlightResult: {
      hierarchy: {
        lvl0: { value: 'Docs' },
        lvl1: { value: lvl1.replace('Install', '<mark>Install</mark>') },
        ...(lvl2 && { lvl2: { value: lvl2 } }),
      },
    },
    _snippetResult: { content: { value: 'Run the <mark>install</mark>er' } },
  };
}

const hits = [record('Installing', null, ''), record('Installing', 'Configure the search', '#configure-the-search')];

// Answers every request to an Algolia host with the hits, recording each query's request.
async function answerAlgolia(context) {
  const requests = [];
  await context.route(/algolia(net)?\.(net|com)\//, async (route) => {
    const req = route.request();
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' };
    if (req.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: cors });
      return;
    }
    requests.push({ url: req.url(), body: JSON.parse(req.postData() || '{}') });
    const results = (JSON.parse(req.postData() || '{}').requests || [{}]).map(() => ({
      hits,
      nbHits: hits.length,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      processingTimeMS: 1,
      exhaustiveNbHits: true,
      query: 'install',
      params: '',
    }));
    await route.fulfill({ status: 200, headers: { ...cors, 'content-type': 'application/json' }, body: JSON.stringify({ results }) });
  });
  return requests;
}

// Marks the window, so that a page load (which would lose the mark) can be told from a move.
const mark = (page) => page.evaluate(() => (window.__sameDocument = true));
const marked = (page) => page.evaluate(() => window.__sameDocument === true);

test('the DocSearch button opens the modal on click and Ctrl+K; a query goes to the app, and a hit is a client-side move', async (t) => {
  if (ctx.skip) return t.skip(ctx.skip);
  const { context, page, problems } = await openPage(ctx.browser, ctx.site.origin + '/docs/intro');
  const requests = await answerAlgolia(context);
  assert.equal(await page.locator(`head link[rel="preconnect"][href="https://${APP}-dsn.algolia.net"]`).count(), 1);
  const button = page.locator('.navbar .DocSearch-Button');
  await button.waitFor();
  assert.match(await button.textContent(), /Search/);
  // The offline search's box is gone.
  assert.equal(await page.locator('.navbar__search-input').count(), 0);

  await button.click();
  await page.locator('.DocSearch-Modal').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });

  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await input.waitFor();
  await input.fill('install');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const query = requests.map((r) => r.body.requests?.[0]).find((r) => r && r.query === 'install');
  assert.ok(query, `no query for "install" among ${JSON.stringify(requests)}`);
  assert.equal(query.indexName, 'docsearch-fixture');
  assert.ok(requests.every((r) => new URL(r.url).host.startsWith(APP.toLowerCase())), requests.map((r) => r.url).join());
  // Contextual search: the page's language and docs version, with the config's own filter.
  assert.deepEqual(query.facetFilters, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], 'type:content']);

  await mark(page);
  await page.locator('.DocSearch-Hit a', { hasText: 'Configure the search' }).click();
  await page.waitForURL(/\/docs\/guides\/install#configure-the-search$/);
  await page.locator('article h1', { hasText: 'Installing' }).waitFor();
  assert.equal(await marked(page), true, 'the hit loaded a new document');
  assert.equal(await page.locator('.DocSearch-Modal').count(), 0);
  assert.deepEqual(problems.filter((p) => !p.includes('Failed to load resource')), []);
  await context.close();
});

test('the modal\'s footer leads to the search page, which shows the hits of its query; a result is a client-side move', async (t) => {
  if (ctx.skip) return t.skip(ctx.skip);
  const { context, page, problems } = await openPage(ctx.browser, ctx.site.origin + '/');
  const requests = await answerAlgolia(context);
  await mark(page);
  // The modal's footer links to the page with all the results.
  await page.locator('.navbar .DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('install');
  await page.locator('.DocSearch-HitsFooter a', { hasText: 'See all 2 results' }).click();
  await page.waitForURL(/\/search\?q=install$/);
  await page.locator('h1', { hasText: 'Search results for "install"' }).waitFor();
  assert.equal(await page.locator('.DocSearch-Modal').count(), 0);
  const result = page.locator('main article h2 a', { hasText: 'Configure the search' });
  await result.waitFor();
  assert.equal(await page.locator('main article').count(), 2);
  assert.match(await page.locator('main article').first().textContent(), /Run the installer/);
  assert.match(await page.locator('.row', { hasText: 'documents found' }).first().textContent(), /2 documents found/);
  assert.ok(requests.some((r) => r.body.requests?.[0]?.params?.includes('query=install')), JSON.stringify(requests));
  assert.equal(await result.getAttribute('href'), '/docs/guides/install#configure-the-search');

  await result.click();
  await page.waitForURL(/\/docs\/guides\/install#configure-the-search$/);
  await page.locator('article h1', { hasText: 'Installing' }).waitFor();
  assert.equal(await marked(page), true, 'the result loaded a new document');
  assert.deepEqual(problems.filter((p) => !p.includes('Failed to load resource')), []);
  await context.close();
});
