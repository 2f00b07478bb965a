// Under the dev server the route chunks are built apart from the app and require what they
// share with it from its registry (bundle.buildDevRoutes). Each fixture site here, started
// with `gosaurus start`, hydrates on every route of its sitemap without an error, and a
// click on a link to another of its routes moves there without a reload.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collectProblems, launchBrowser, serveSite, sitePath, waitForHydration } from './harness.mjs';

// Each site with its base URL, where its sitemap is.
const sites = {
  'testdata/sites/site-code': '/code/',
  'testdata/sites/docs-features': '/',
  'testdata/sites/plugin-routes': '/',
  'testdata/sites/theme-api': '/theme-api/',
  'testdata/sites/blog': '/',
};

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const [site, baseUrl] of Object.entries(sites)) {
  test(`${site} under gosaurus start: every route hydrates without errors`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gosaurus-devsites-'));
    cpSync(sitePath(site), dir, { recursive: true, filter: (src) => !/[\\/](build|golden)$/.test(src) });
    const server = await serveSite(dir, 'start');
    try {
      const sitemap = await (await fetch(`${server.origin}${baseUrl}sitemap.xml`)).text();
      const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
      assert.ok(urls.length > 1, `${site}: the sitemap lists its routes (${urls.length})`);
      const context = await browser.newContext();
      context.setDefaultTimeout(15000);
      const page = await context.newPage();
      const problems = collectProblems(page);
      let visited = 0;
      for (const url of urls) {
        await page.goto(server.origin + url);
        await waitForHydration(page);
        visited++;
      }
      console.log(`${site}: ${visited} of ${urls.length} routes hydrated`);
      // A click on a link to another route of the sitemap moves there without a reload.
      await page.goto(server.origin + urls[0]);
      await waitForHydration(page);
      await page.evaluate(() => (window.__sameDocument = true));
      const target = await page.evaluate((paths) => {
        const here = location.pathname;
        const a = [...document.querySelectorAll('a[href]')].find((el) => {
          const u = new URL(el.href, location.href);
          return u.origin === location.origin && u.pathname !== here && paths.includes(u.pathname) && el.offsetParent !== null;
        });
        if (!a) return null;
        a.setAttribute('data-dev-sites-target', '');
        return new URL(a.href, location.href).pathname;
      }, urls);
      if (target) {
        await page.click('[data-dev-sites-target]');
        await page.waitForFunction((p) => location.pathname === p, target);
        assert.equal(await page.evaluate(() => window.__sameDocument), true, `${site}: ${urls[0]} → ${target} reloaded the page`);
      }
      // The blog's authors have avatars on other hosts, which this machine cannot reach.
      const own = problems.filter((p) => !p.includes('net::ERR_NAME_NOT_RESOLVED'));
      assert.deepEqual(own, [], `${site}: problems in the browser`);
      await context.close();
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
