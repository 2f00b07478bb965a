// The dev server (gosaurus start) in the browser: a save that changes a page's content shows
// in the open page in place, without a reload, and keeps its scroll position; a change of the
// app (its stylesheet) reloads the page; a failed build shows its error over the page, and
// the fix takes it away.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchBrowser, openPage, serveSite, sitePath } from './harness.mjs';

let dir;
let server;
let browser;

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gosaurus-dev-'));
  cpSync(sitePath('testdata/sites/basic'), dir, { recursive: true, filter: (src) => !/[\\/](build|golden)$/.test(src) });
  server = await serveSite(dir, 'start');
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const doc = () => path.join(dir, 'docs', 'reference.md');
const css = () => path.join(dir, 'src', 'css', 'custom.css');

// edit replaces text in a file of the site copy.
function edit(file, from, to) {
  const text = readFileSync(file, 'utf8');
  assert.ok(text.includes(from), `${file} holds ${from}`);
  writeFileSync(file, text.replace(from, to));
}

test('a content edit shows in place: no reload, same scroll position, and again after that', async () => {
  const { context, page, problems } = await openPage(browser, `${server.origin}/basic/reference`);
  try {
    // Room to scroll: the page is made longer than the window first.
    const original = readFileSync(doc(), 'utf8');
    writeFileSync(doc(), `${original}\n\n${Array.from({ length: 80 }, (_, i) => `Filler paragraph ${i}.`).join('\n\n')}\n`);
    await page.waitForFunction(() => document.body.textContent.includes('Filler paragraph 79'), null, { timeout: 60000 });
    await page.evaluate(() => {
      window.__notReloaded = true;
      window.scrollTo(0, 600);
    });
    for (const marker of ['First in-place edit', 'Second in-place edit']) {
      writeFileSync(doc(), `${readFileSync(doc(), 'utf8')}\n\n${marker}\n`);
      await page.waitForFunction((m) => document.body.textContent.includes(m), marker, { timeout: 60000 });
      assert.equal(await page.evaluate(() => window.__notReloaded), true, `the page reloaded for "${marker}"`);
      assert.equal(await page.evaluate(() => Math.round(window.scrollY)), 600, 'the scroll position is kept');
    }
    // The sidebar and the links still work after the update: a client-side move.
    await page.click('nav.menu a[href="/basic/"]');
    await page.waitForURL(`${server.origin}/basic/`);
    assert.equal(await page.evaluate(() => window.__notReloaded), true, 'the move reloaded the page');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a stylesheet edit reloads the page with the new style', async () => {
  const { context, page } = await openPage(browser, `${server.origin}/basic/reference`);
  try {
    await page.evaluate(() => {
      window.__notReloaded = true;
    });
    edit(css(), '#2e7d32', '#123456');
    await page.waitForFunction(
      () => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim() === '#123456',
      null,
      { timeout: 60000 },
    );
    assert.equal(await page.evaluate(() => window.__notReloaded), undefined, 'the page was not reloaded');
  } finally {
    await context.close();
  }
});

test('a failed build shows its error over the page; the fix takes it away', async () => {
  const { context, page } = await openPage(browser, `${server.origin}/basic/reference`);
  try {
    const good = readFileSync(doc(), 'utf8');
    writeFileSync(doc(), `---\ntitle: [unclosed\n---\n\nBroken.\n`);
    const overlay = page.locator('#gosaurus-error');
    await overlay.waitFor({ timeout: 60000 });
    assert.match(await overlay.textContent(), /docs\/reference\.md:2: invalid front matter/);
    writeFileSync(doc(), `${good}\n\nFixed again\n`);
    await page.waitForFunction(() => document.body.textContent.includes('Fixed again'), null, { timeout: 60000 });
    assert.equal(await overlay.count(), 0, 'the error is still shown');
  } finally {
    await context.close();
  }
});
