// Runs a command that a site's plugins add to Docusaurus's CLI (their extendCli), as
// `docusaurus <command>` runs it: the config is loaded, every plugin the site lists (its own
// presets' too) is made with the site's context, each extendCli extends one commander program,
// and the program parses the command line. Docusaurus's own plugins are left out: gosaurus
// has their commands (docs:version) itself.
//
//   node command.mjs <config bundle> <config file> <site folder> <answer file> <command> [args…]
//
// Exits with 3, after writing the names of the commands the plugins add to the answer file
// (JSON), when none of them is <command>.
import {writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const [bundle, configFile, siteDir, answer, ...argv] = process.argv.slice(2);
const require = createRequire(path.join(siteDir, 'package.json'));

const mod = await import(pathToFileURL(bundle).href);
let config = mod.default ?? mod;
if (config && config.__esModule && 'default' in config) config = config.default;
if (typeof config === 'function') config = await config();
config = await config;

const i18n = config.i18n || {};
const locale = i18n.defaultLocale || 'en';
const context = {
  siteDir,
  siteConfig: config,
  siteConfigPath: configFile,
  generatedFilesDir: path.join(siteDir, '.docusaurus'),
  outDir: path.join(siteDir, 'build'),
  baseUrl: config.baseUrl,
  localizationDir: path.join(siteDir, (i18n.path || 'i18n'), locale),
  i18n: {defaultLocale: locale, locales: i18n.locales || [locale], path: i18n.path || 'i18n', currentLocale: locale, localeConfigs: i18n.localeConfigs || {}},
  codeTranslations: {},
  siteStorage: {type: 'localStorage', namespace: ''},
};

// resolve finds a plugin's or preset's module as Docusaurus's shorthands allow: the name,
// @docusaurus/<type>-<name>, docusaurus-<type>-<name>, and @scope/docusaurus-<type>-<name>.
function resolve(name, type) {
  let names = [name, `@docusaurus/${type}-${name}`, `docusaurus-${type}-${name}`];
  if (name.startsWith('@')) {
    const [scope, pkg] = name.split('/');
    names = pkg ? [name, `${scope}/docusaurus-${type}-${pkg}`] : [`${name}/docusaurus-${type}`];
  }
  for (const n of names) {
    try { return require.resolve(path.isAbsolute(n) || n.startsWith('.') ? path.resolve(siteDir, n) : n); } catch (e) {}
  }
  throw new Error(`${type} "${name}" is not installed; run npm install in the site folder`);
}

// requireModule (config.NodeRequire, written before this module) loads plugins and presets as
// a build does.

const ours = (file) => /[\\/]node_modules[\\/]@docusaurus[\\/]/.test(file);

// entries are the plugins to make, as [module or function, options]: the presets' plugins and
// themes, then the config's plugins and themes, in Docusaurus's order.
const entries = [];
const normalize = (x) => (Array.isArray(x) ? [x[0], x[1] ?? {}] : [x, {}]);
const presetParts = {plugins: [], themes: []};
for (const p of config.presets || []) {
  if (!p) continue;
  const [name, options] = normalize(p);
  const file = typeof name === 'string' ? resolve(name, 'preset') : undefined;
  if (file && ours(file)) continue;
  const m = file ? await requireModule(file) : undefined;
  const fn = file ? m.default ?? m : name;
  const made = (await fn(context, options)) || {};
  presetParts.plugins.push(...(made.plugins || []));
  presetParts.themes.push(...(made.themes || []));
}
for (const [list, type] of [[presetParts.plugins, 'plugin'], [presetParts.themes, 'theme'], [config.plugins || [], 'plugin'], [config.themes || [], 'theme']]) {
  for (const x of list) if (x) entries.push([...normalize(x), type]);
}

// program is the site's own commander (Docusaurus's CLI is a commander program), else a
// stand-in with the part of commander's API that plugins use to add commands.
function program() {
  try {
    const {Command} = require('commander');
    return new Command('gosaurus');
  } catch (e) {
    return new StandIn('gosaurus');
  }
}

class StandIn {
  constructor(name) {
    Object.assign(this, {_name: name, commands: [], _args: [], _options: [], _values: {}, _action: undefined});
  }
  name() { return this._name; }
  command(spec) {
    const [name, ...args] = spec.trim().split(/\s+/);
    const c = new StandIn(name);
    c.arguments(args.join(' '));
    this.commands.push(c);
    return c;
  }
  description() { return this; }
  usage() { return this; }
  alias() { return this; }
  allowUnknownOption() { return this; }
  arguments(spec) {
    for (const a of spec.match(/[<[][^>\]]+[>\]]/g) || []) this._args.push({required: a[0] === '<', variadic: a.includes('...')});
    return this;
  }
  argument(spec) { return this.arguments(spec); }
  option(flags, description, defaultValue) {
    const long = (flags.match(/--([\w-]+)/) || [])[1], short = (flags.match(/(?:^|[\s,])-(\w)\b/) || [])[1];
    const negate = long && long.startsWith('no-');
    const key = (negate ? long.slice(3) : long || short).replace(/-(\w)/g, (_, c) => c.toUpperCase());
    const takes = /[<[]/.test(flags);
    this._options.push({long, short, key, takes, negate});
    if (defaultValue !== undefined) this._values[key] = defaultValue;
    else if (negate) this._values[key] = true;
    return this;
  }
  opts() { return {...this._values}; }
  action(fn) { this._action = fn; return this; }
  async parseAsync(argv) {
    const [name, ...rest] = argv.slice(2);
    const c = this.commands.find((x) => x.name() === name);
    const positional = [];
    for (let i = 0; i < rest.length; i++) {
      const a = rest[i];
      const o = a.startsWith('--') ? c._options.find((x) => x.long === a.slice(2).split('=')[0])
        : a.startsWith('-') && a.length === 2 ? c._options.find((x) => x.short === a[1]) : undefined;
      if (!o) {
        if (a.startsWith('-')) throw new Error(`unknown option ${a} of ${name}`);
        positional.push(a);
        continue;
      }
      if (!o.takes) c._values[o.key] = !o.negate;
      else c._values[o.key] = a.includes('=') ? a.slice(a.indexOf('=') + 1) : rest[++i];
    }
    Object.assign(c, c._values); // commander 5 keeps options as properties of the command too
    const args = c._args.map((a, i) => (a.variadic ? positional.slice(i) : positional[i]));
    if (c._args.some((a, i) => a.required && args[i] === undefined)) throw new Error(`${name}: missing a required argument`);
    await c._action(...args, c);
  }
}

// normalizer is Docusaurus's own option validation where the site has it installed.
function normalizer() {
  try {
    const v = require('@docusaurus/utils-validation');
    if (typeof v.normalizePluginOptions === 'function') return (schema, options) => v.normalizePluginOptions(schema, options);
  } catch (e) {}
  return (schema, options) => ({id: 'default', ...options});
}

const cli = program();
for (const [name, options, type] of entries) {
  const file = typeof name === 'string' ? resolve(name, type) : undefined;
  if (file && ours(file)) continue;
  const m = file ? await requireModule(file) : undefined;
  const fn = file ? m.default ?? m : name;
  if (typeof fn !== 'function') continue;
  const validate = m && (m.validateOptions || (m.default && m.default.validateOptions));
  // As Docusaurus: the plugin's own validation, else the options with an id.
  const opts = typeof validate === 'function' ? validate({validate: normalizer(), options}) : {...options, id: options.id ?? 'default'};
  const plugin = await fn(context, opts);
  if (plugin && typeof plugin.extendCli === 'function') plugin.extendCli(cli);
}

const names = cli.commands.map((c) => c.name());
if (!names.includes(argv[0])) {
  writeFileSync(answer, JSON.stringify(names));
  process.exit(3);
}
try {
  await cli.parseAsync(['node', 'gosaurus', ...argv]);
} catch (e) {
  // The command's own message, without Node's trace of gosaurus's script.
  console.error(String((e && e.message) || e));
  process.exit(1);
}
