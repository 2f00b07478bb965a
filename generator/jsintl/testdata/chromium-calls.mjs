import {readFileSync} from 'node:fs';
import {chromium} from 'playwright-core';
const lines = readFileSync(process.argv[2], 'utf8').trim().split('\n');
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox'], env: {...process.env, TZ: 'UTC', LANG: 'en_US.UTF-8'}});
const page = await browser.newPage({locale: 'en-US', timezoneId: 'UTC'});
const out = await page.evaluate((lines) => lines.map((l) => { let v; try { v = String((0, eval)(l)); } catch (e) { v = 'throws ' + e.name; } return {call: l, want: v}; }), lines);
console.log(JSON.stringify(out, null, 1));
await browser.close();
