// Accessibility pass: axe-core on pages of website/ and of the page-shell fixtures (which turn
// on what website/ doesn't: announcement bar, primary and dark navbars, light footer, footer
// logo, dropdowns, sidebar categories) finds no serious or critical WCAG 2.1 A/AA violation,
// in light and in dark mode.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { root, useSites, openPage } from './harness.mjs';

const sites = useSites({ website: 'website', shell: 'testdata/sites/shell', simple: 'testdata/sites/shell-simple' });

const axePath = path.join(root, 'node_modules', 'axe-core', 'axe.min.js');

const pages = {
  website: [
    '/sdk-js/', // the docs home, long prose with links
    '/sdk-js/api/getting-started', // code blocks
    '/sdk-js/api/definitions/files', // tables with long inline code
    '/sdk-js/no-such-page', // the not-found page
  ],
  shell: [
    '/shell/docs/intro', // announcement bar, primary navbar, dark footer with columns and logo
    '/shell/docs/reference/', // an active category, breadcrumbs, pagination
    '/shell/search?q=guide', // the search page
  ],
  simple: ['/', '/second'], // dark navbar, light footer with one row of links
};

async function violations(url, theme) {
  const { context, page } = await openPage(sites.browser, url, {
    initScript: `localStorage.setItem('theme', '${theme}')`,
  });
  try {
    await page.addScriptTag({ path: axePath });
    return await page.evaluate(async () => {
      const results = await window.axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      });
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes[0].target.join(' ')}: ${v.nodes[0].failureSummary}`);
    });
  } finally {
    await context.close();
  }
}

for (const site of Object.keys(pages)) {
  for (const theme of ['light', 'dark']) {
    test(`${site} pages have no serious or critical WCAG 2.1 AA violations in ${theme} mode`, async () => {
      const found = [];
      for (const url of pages[site]) {
        found.push(...(await violations(sites[site].origin + url, theme)).map((v) => `${url}: ${v}`));
      }
      assert.deepEqual(found, []);
    });
  }
}
