// Evaluates a site's config (or sidebars) file in Node and writes its value as JSON to a file,
// for gosaurus configs that need more of Node than the embedded runtime offers. Functions,
// which cannot cross into Go, become {"$gosaurusFunction": true} so that gosaurus can name
// them; other values JSON cannot hold are refused by path.
//
//   node evaluate.mjs <file> <call: "call" when an exported function is to be called> <result file> [calls file]
//
// With a calls file ({path, args}), the function at path of the value is called with each of
// args instead, and what the calls return is written.
import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';

const [file, call, result, callsFile] = process.argv.slice(2);
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
if (callsFile) {
  const {path, args} = JSON.parse(readFileSync(callsFile, 'utf8'));
  let fn = value;
  for (const seg of path.match(/[^.[\]]+/g)) fn = fn == null ? undefined : fn[seg];
  if (typeof fn !== 'function') throw new Error(`${path} is not a function`);
  const out = [];
  for (const a of args) {
    const r = await fn(a);
    out.push(r === undefined ? null : r);
  }
  writeFileSync(result, JSON.stringify(out));
  process.exit(0);
}

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
