// Accessibility pass: axe-core on pages of website/ in light and dark mode finds no serious or
// critical WCAG 2.1 A/AA violation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { root, launchBrowser, serveBuiltSite, openPage } from './harness.mjs';

let website;
let browser;

before(async () => {
  website = await serveBuiltSite('website');
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  website?.close();
});

const axePath = path.join(root, 'node_modules', 'axe-core', 'axe.min.js');

const pages = [
  '/sdk-js/', // the docs home, long prose with links
  '/sdk-js/api/getting-started', // code blocks
  '/sdk-js/api/definitions/files', // tables with long inline code
  '/sdk-js/no-such-page', // the not-found page
];

for (const theme of ['light', 'dark']) {
  test(`website/ pages have no serious or critical WCAG 2.1 AA violations in ${theme} mode`, async () => {
    const found = [];
    for (const url of pages) {
      const { context, page } = await openPage(browser, website.origin + url, {
        initScript: `localStorage.setItem('theme', '${theme}')`,
      });
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async () => {
        const results = await window.axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        });
        return results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes[0].target.join(' ')}: ${v.nodes[0].failureSummary}`);
      });
      found.push(...violations.map((v) => `${url}: ${v}`));
      await context.close();
    }
    assert.deepEqual(found, []);
  });
}
