// Page-shell rules the build enforces, and a navbar search item, on small sites written to
// temporary folders: what the fixture sites of testdata/ can't hold (they must also build
// with Docusaurus, which has no search bar without a search plugin).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { buildTempSite, launchBrowser, serveSite, openPage } from './harness.mjs';

const made = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function build(files) {
  const site = await buildTempSite(files);
  made.push(site.dir);
  return site;
}

// A one-doc site with the given navbar items and extra files.
function site({ items = [], files = {} } = {}) {
  return {
    'docusaurus.config.js': `module.exports = {
  title: 'Temp', url: 'https://temp.example.com', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') } }]],
  themeConfig: { navbar: { title: 'Temp', items: ${JSON.stringify(items)} } },
};
`,
    'sidebars.js': "module.exports = { docs: ['index', 'other'] };\n",
    'docs/index.md': '---\nslug: /\n---\n\n# Home\n\nThe home page.\n',
    'docs/other.md': '# Other\n\nAnother page.\n',
    ...files,
  };
}

test('a navbar item of an unknown type is a build error', async () => {
  const { ok, output } = await build(site({ items: [{ type: 'fancy', label: 'Fancy' }] }));
  assert.equal(ok, false, output);
  assert.match(output, /themeConfig\.navbar\.items\[0\]: no NavbarItem component found for type "fancy"/);
});

test('using the browser storage while rendering on the server fails the build', async () => {
  const { ok, output } = await build(
    site({
      files: {
        'src/theme/Footer/index.jsx': `import React from 'react';
import {createStorageSlot} from '@docusaurus/theme-common';
export default function Footer() {
  return <footer>{createStorageSlot('visits').get()}</footer>;
}
`,
      },
    }),
  );
  assert.equal(ok, false, output);
  assert.match(output, /Browser storage is not available during server rendering \(storage key "visits"\)/);
});

test('a search navbar item places the search box; without one it is added on the right; never in the mobile menu', async () => {
  const withItem = await build(site({ items: [{ type: 'search', position: 'left' }, { to: '/other', label: 'Other' }] }));
  const without = await build(site({ items: [{ to: '/other', label: 'Other', position: 'left' }] }));
  assert.ok(withItem.ok, withItem.output);
  assert.ok(without.ok, without.output);
  const servers = await Promise.all([serveSite(withItem.dir), serveSite(without.dir)]);
  const browser = await launchBrowser();
  try {
    const boxes = async (page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('.navbar__search-input')].map((input) =>
          input.closest('.navbar__items--right') ? 'right' : 'left',
        ),
      );
    for (const [server, want] of [
      [servers[0], ['left']],
      [servers[1], ['right']],
    ]) {
      const { context, page } = await openPage(browser, server.origin + '/');
      assert.deepEqual(await boxes(page), want);
      await context.close();
      // Narrow screens: the mobile menu lists the other items, not the search box.
      const mobile = await openPage(browser, server.origin + '/', { viewport: { width: 800, height: 900 } });
      await mobile.page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const menu = mobile.page.locator('.navbar-sidebar__item').nth(0);
      await menu.getByRole('link', { name: 'Other' }).waitFor({ state: 'visible' });
      assert.equal(await menu.locator('input, .navbar__search').count(), 0);
      await mobile.context.close();
    }
  } finally {
    await browser.close();
    servers.forEach((s) => s.close());
  }
});
