// Evaluates a site's config (or sidebars) file in Node and writes its value as JSON to a file,
// for gosaurus configs that need more of Node than the embedded runtime offers. Functions,
// which cannot cross into Go, become {"$gosaurusFunction": true} so that gosaurus can name
// them, and a cycle {"$gosaurusCycle": path}; other values JSON cannot hold are refused by path.
//
//   node evaluate.mjs <file> <call: "call" when an exported function is to be called> <result file>
//   node evaluate.mjs <file> serve
//
// serve keeps the config loaded and calls its functions for gosaurus: each line of stdin is
// {path, args}, and the function at path is called with each of args, awaited; the answer,
// {results} or {error}, is one line on file descriptor 3 (stdout is the config's to print on).
// An argument's field {"$gosaurusReturns": X} becomes a function that returns X. With a field
// `with`, the source of a function (value, arg, {config, state, require}), that function is
// called instead, with the value at path (the config for ""): gosaurus runs a plugin's
// lifecycle so, keeping the instance in state between requests.
import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';

const [file, call, result] = process.argv.slice(2);
// require.resolve('./plugin') finds plugin.ts, as Docusaurus's config loader does. A require()
// of such a file as the config runs (a plugin's postBuild reading data from a .ts file) gets it
// compiled by jiti, the loader Docusaurus itself loads the config with, from the site's
// packages; without it, requiring one is an error.
const extensions = createRequire(import.meta.url).extensions;
let jiti; // undefined until looked for, then the function or null
const siteJiti = () => {
  if (jiti === undefined) {
    jiti = null;
    const site = createRequire(file);
    let make;
    try { make = site('jiti'); } catch (e) {
      try { make = createRequire(site.resolve('@docusaurus/utils/package.json'))('jiti'); } catch (e2) {}
    }
    if (make) jiti = make(file, {interopDefault: true, requireCache: false});
  }
  return jiti;
};
for (const ext of ['.ts', '.tsx', '.mts', '.cts', '.jsx']) {
  extensions[ext] ??= (module, filename) => {
    if (!siteJiti()) {
      throw new Error(`${filename} is required while the config loads, and no jiti is installed to compile it; import it instead, so it is compiled with the config`);
    }
    module.exports = jiti(filename);
  };
}
const mod = await import(pathToFileURL(file).href);
let value = mod.default ?? mod;
if (value && value.__esModule && 'default' in value) value = value.default;
if (typeof value === 'function' && call !== '') value = await value();
value = await value;
if (call === 'serve') {
  await serve(value);
  process.exit(0);
}

async function serve(config) {
  const {createInterface} = await import('node:readline');
  const {createWriteStream} = await import('node:fs');
  const answers = createWriteStream(null, {fd: 3});
  const helpers = new Map();
  const shared = {config, state: {}, require: createRequire(pathToFileURL(file).href)};
  for await (const line of createInterface({input: process.stdin})) {
    let answer;
    try {
      const {path, args, with: helper} = JSON.parse(line);
      let fn = config;
      for (const seg of path.match(/[^.[\]]+/g) || []) fn = fn == null ? undefined : fn[seg];
      if (helper && !helpers.has(helper)) helpers.set(helper, (0, eval)(`(${helper})`));
      if (!helper && typeof fn !== 'function') throw new Error(`${path} is not a function`);
      const results = [];
      for (const a of args) {
        const r = helper ? await helpers.get(helper)(fn, a, shared) : await fn(withReturners(a));
        results.push(r === undefined ? null : r);
      }
      answer = {results};
    } catch (e) {
      answer = {error: String(e && e.message ? e.message : e)};
    }
    answers.write(JSON.stringify(answer) + '\n');
  }
}

function withReturners(arg) {
  if (arg === null || typeof arg !== 'object' || Array.isArray(arg)) return arg;
  const out = {};
  for (const [k, v] of Object.entries(arg)) {
    out[k] = v && typeof v === 'object' && '$gosaurusReturns' in v ? () => structuredClone(v.$gosaurusReturns) : v;
  }
  return out;
}

// moduleOf is the file of the loaded module whose exports (or exports.default) is fn, so
// gosaurus knows which package a function of the config comes from (a remark plugin it
// carries out itself).
let exporters;
function moduleOf(fn) {
  if (!exporters) {
    exporters = new Map();
    for (const [file, m] of Object.entries(createRequire(import.meta.url).cache)) {
      for (const e of [m.exports, m.exports && m.exports.default]) {
        if (typeof e === 'function' && !exporters.has(e)) exporters.set(e, file);
      }
    }
  }
  return exporters.get(fn);
}

// ancestors are the objects from the value down to the one being converted, by key path: a
// reference back to one of them, a cycle, becomes {"$gosaurusCycle": its path}, which gosaurus
// reports. An object shared by two keys is converted twice, as the plain data it is.
const ancestors = new Map();
function plain(v, path) {
  if (typeof v === 'function') {
    const module = moduleOf(v);
    return module ? {$gosaurusFunction: true, module} : {$gosaurusFunction: true};
  }
  if (v === null || typeof v !== 'object') return typeof v === 'bigint' ? Number(v) : v;
  if (v instanceof RegExp) return String(v);
  if (v instanceof Date) return v.toISOString();
  if (ancestors.has(v)) return {$gosaurusCycle: ancestors.get(v)};
  ancestors.set(v, path);
  let out;
  if (Array.isArray(v)) out = v.map((e, i) => plain(e, `${path}[${i}]`));
  else {
    out = {};
    for (const [k, e] of Object.entries(v)) if (e !== undefined) out[k] = plain(e, path ? `${path}.${k}` : k);
  }
  ancestors.delete(v);
  return out;
}
writeFileSync(result, JSON.stringify(plain(value, '')));
