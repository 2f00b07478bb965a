// Evaluates a site's config (or sidebars) file in Node and writes its value as JSON to a file,
// for gosaurus configs that need more of Node than the embedded runtime offers. Functions,
// which cannot cross into Go, become {"$gosaurusFunction": true} so that gosaurus can name
// them; other values JSON cannot hold are refused by path.
//
//   node evaluate.mjs <file> <call: "call" when an exported function is to be called> <result file>
import {writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';

const [file, call, result] = process.argv.slice(2);
// require.resolve('./plugin') finds plugin.ts, as Docusaurus's config loader does: the path is
// all a config takes from it (gosaurus loads plugins itself); requiring one here is an error.
const extensions = createRequire(import.meta.url).extensions;
for (const ext of ['.ts', '.tsx', '.mts', '.cts', '.jsx']) {
  extensions[ext] ??= (_, filename) => {
    throw new Error(`${filename} is required while the config loads; import it instead, so it is compiled with the config`);
  };
}
const mod = await import(pathToFileURL(file).href);
let value = mod.default ?? mod;
if (value && value.__esModule && 'default' in value) value = value.default;
if (typeof value === 'function' && call === 'call') value = await value();
value = await value;

const seen = new Set();
function plain(v, path) {
  if (typeof v === 'function') return {$gosaurusFunction: true};
  if (v === null || typeof v !== 'object') return typeof v === 'bigint' ? Number(v) : v;
  if (v instanceof RegExp) return String(v);
  if (v instanceof Date) return v.toISOString();
  if (seen.has(v)) throw new Error(`${path || 'the value'} refers to itself, which a config cannot`);
  seen.add(v);
  let out;
  if (Array.isArray(v)) out = v.map((e, i) => plain(e, `${path}[${i}]`));
  else {
    out = {};
    for (const [k, e] of Object.entries(v)) if (e !== undefined) out[k] = plain(e, path ? `${path}.${k}` : k);
  }
  seen.delete(v);
  return out;
}
writeFileSync(result, JSON.stringify(plain(value, '')));
