// Evaluates a site's config (or sidebars) file in Node and prints its value as JSON on stdout,
// for gosaurus configs that need more of Node than the embedded runtime offers. Functions,
// which cannot cross into Go, become {"$gosaurusFunction": true} so that gosaurus can name
// them; other values JSON cannot hold are refused by path.
//
//   node evaluate.mjs <file> <call: "call" when an exported function is to be called>
import {pathToFileURL} from 'node:url';

const [file, call] = process.argv.slice(2);
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
process.stdout.write(JSON.stringify(plain(value, '')));
