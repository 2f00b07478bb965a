package config

import "gosaurus/plugins/plugin/webpack"

// WebpackPart is what gosaurus takes of a plugin's configureWebpack, as it returned it or
// changed the config it was given: webpack's resolve.alias and resolve.fallback, module name
// → file or package (a list of them, or false for an empty module); resolve.modules and
// resolve.extensions; the expressions its DefinePlugin and EnvironmentPlugin replace, each
// with its JavaScript code; the module rules whose loaders the bundler has, and
// copy-webpack-plugin's patterns, NormalModuleReplacementPlugin's replacements, externals
// given by name. Ignored names the rest, for a warning.
type WebpackPart struct {
	Alias      map[string]any        `json:"alias"`
	Fallback   map[string]any        `json:"fallback"`
	Modules    []string              `json:"modules"`
	Extensions []string              `json:"extensions"`
	Define     map[string]string     `json:"define"`
	Provide    map[string][]string   `json:"provide"` // ProvidePlugin's: name → module and export path
	Rules      []webpack.Rule        `json:"rules"`
	Copies     []webpack.Copy        `json:"copies"`
	Replace    []webpack.Replacement `json:"replace"`
	Externals  map[string]string     `json:"externals"`
	Ignored    []string              `json:"ignored"` // "devtool", "module.rules[1] (sass-loader)", "plugins: MiniCssExtractPlugin"
	Failed     string                `json:"failed"`  // configureWebpack threw this
}

// webpackPart is the JavaScript function of LoadHooks that runs a plugin's configureWebpack
// on a skeleton of Docusaurus's client config and reads a WebpackPart off what it returned
// and what it changed in place. Webpack's plugins are known by their class names and by the
// fields webpack keeps their options in, so that the classes of currentBundler.instance,
// which it hands the plugin, and those of the site's own webpack package read alike.
const webpackPart = `// bundlerInstance stands for the webpack module a plugin gets as currentBundler.instance:
// the classes gosaurus follows, and for any other name a class of that name that only keeps
// what it was given, so that a plugin's "new bundler.SomePlugin()" is a warning naming it
// rather than a TypeError that loses its whole configureWebpack.
function bundlerInstance(known) {
  const made = {};
  return new Proxy(known, {
    get(target, name) {
      if (name in target || typeof name !== 'string' || !/^[A-Z]/.test(name)) return target[name];
      if (!made[name]) {
        made[name] = class { constructor(...args) { this.args = args; } };
        Object.defineProperty(made[name], 'name', {value: name});
      }
      return made[name];
    },
  });
}

// mdxRules keeps on a plugin the module rules of its configureWebpack that compile MDX with a
// metadataPath function, for its contentLoaded's files (see ContentLoadedHook).
const mdxRules = Symbol.for('gosaurus.mdxRules');

// compilerStandIn is what a webpack plugin of another kind gets in its apply(compiler): a
// compiler whose hooks, any name, keep what the plugin taps on them in taps, so that gosaurus
// can run the hooks webpack calls before it reads any module (beforeCompileHooks).
function compilerStandIn(options, context, webpack) {
  const taps = {};
  const hook = (name) => {
    const tap = (kind) => (how, fn) => (taps[name] = taps[name] || []).push({kind, fn});
    return {tap: tap('sync'), tapAsync: tap('async'), tapPromise: tap('promise'), intercept() {}};
  };
  const hooks = new Proxy({}, {get: (made, name) => typeof name !== 'string' ? undefined : made[name] || (made[name] = hook(name))});
  return {compiler: {hooks, options, context, webpack}, taps};
}

// beforeCompileHooks are the compiler's hooks webpack calls, in this order, once its plugins
// are applied and before it reads the first module, each with the compiler for argument
// (initialize and the environment hooks with none). A plugin may make files there that the
// site imports (prebuild-webpack-plugin's build): gosaurus runs them before it reads any.
// quietCompilerHooks are watch mode's and logging's: the dev server makes the plugins again
// on a save, whose beforeRun then stands for watchRun.
const beforeCompileHooks = ['environment', 'afterEnvironment', 'afterPlugins', 'afterResolvers', 'initialize', 'beforeRun', 'run'];
const quietCompilerHooks = ['watchRun', 'watchClose', 'infrastructureLog', 'invalid'];

// compilerPlugins keeps on a plugin the webpack plugins of other kinds its configureWebpack
// added, each with the compiler it was applied to and its taps, for compilerHooks.
const compilerPlugins = Symbol.for('gosaurus.compilerPlugins');

// compilerHooks runs what the plugin's webpack plugins tapped on beforeCompileHooks, hook by
// hook, each tap waited on, in the order webpack calls them: the plugins' in the order they
// were applied. In Node it then waits until no file system request the taps left running is
// pending (a callback API they did not wait on, which webpack's compile gives time), for
// 30 s at most. A tap that throws stops the build, as it stops webpack's (unless needsNode
// says the config runtime lacked what it used: Node runs the plugin).
async function compilerHooks(p, needsNode) {
  const applied = p[compilerPlugins] || [];
  if (!applied.length) return;
  for (const h of beforeCompileHooks) {
    for (const {name, compiler, taps} of applied) {
      for (const {kind, fn} of taps[h] || []) {
        const args = ['environment', 'afterEnvironment', 'initialize'].includes(h) ? [] : [compiler];
        try {
          if (kind === 'async') await new Promise((resolve, reject) => fn(...args, (e) => (e ? reject(e) : resolve())));
          else await fn(...args);
        } catch (e) {
          if (needsNode && needsNode(e)) throw e;
          throw new Error('configureWebpack: ' + name + ', its ' + h + ' hook: ' + String((e && e.message) || e));
        }
      }
    }
  }
  const busy = () => typeof process.getActiveResourcesInfo === 'function' &&
    process.getActiveResourcesInfo().some((r) => /^FS|FileHandle/.test(r));
  for (let waited = 0; busy() && waited < 30000; waited += 20) await new Promise((r) => setTimeout(r, 20));
}

async function webpackPart(p, baseUrl, content, generatedFilesDir, makeGeneratedDir) {
  class DefinePlugin { constructor(definitions) { this.definitions = definitions; } }
  class EnvironmentPlugin {
    constructor(...keys) {
      const one = keys.length === 1 && keys[0] && typeof keys[0] === 'object' && !Array.isArray(keys[0]);
      this.keys = one ? Object.keys(keys[0]) : keys.flat();
      this.defaultValues = one ? keys[0] : {};
    }
  }
  class ProvidePlugin { constructor(definitions) { this.definitions = definitions; } }
  class NormalModuleReplacementPlugin {
    constructor(resourceRegExp, newResource) { this.resourceRegExp = resourceRegExp; this.newResource = newResource; }
  }
  // The JS loader is esbuild's own work: a rule that only compiles code needs nothing more.
  const jsLoader = 'gosaurus-js-loader';
  const utils = {getStyleLoaders: () => [], getJSLoader: () => ({loader: jsLoader}),
    currentBundler: {name: 'webpack', instance: bundlerInstance({DefinePlugin, EnvironmentPlugin, ProvidePlugin, NormalModuleReplacementPlugin})}};
  // Docusaurus's own aliases of the site's folders, which plugins read (docusaurus-lunr-search
  // writes lunr.client.js into the folder of '@generated'). Docusaurus makes that folder
  // first; here it is made when a plugin reads the alias, not by gosaurus's own reading.
  const siteDir = generatedFilesDir.replace(/[\\/][^\\/]+$/, '');
  const given0 = {'@site': siteDir, '@generated': generatedFilesDir};
  let reading = false;
  const aliases = {'@site': siteDir};
  Object.defineProperty(aliases, '@generated', {enumerable: true, configurable: true,
    get() {
      if (!reading) makeGeneratedDir();
      return generatedFilesDir;
    },
    set(v) { Object.defineProperty(aliases, '@generated', {enumerable: true, configurable: true, writable: true, value: v}); }});
  const config = {mode: 'production', output: {publicPath: baseUrl},
    resolve: {alias: aliases, fallback: {}, modules: [], extensions: []}, module: {rules: []}, plugins: []};
  const skeleton = {top: Object.keys(config), resolve: Object.keys(config.resolve), module: Object.keys(config.module)};
  p[mdxRules] = [];
  const given = (await p.configureWebpack(config, false, utils, content)) || {};
  const ignored = [];
  // keys names what a part of the config has beyond what gosaurus follows.
  const keys = (where, known, ...objects) => {
    for (const k of new Set(objects.flatMap((o) => Object.keys(o || {}))))
      if (!known.includes(k)) ignored.push(where + k);
  };
  keys('', skeleton.top, config);
  if (given !== config) keys('', ['resolve', 'module', 'plugins', 'externals', 'mergeStrategy'], given);
  keys('resolve.', skeleton.resolve, config.resolve, given.resolve);
  keys('module.', skeleton.module, config.module, given.module);
  const both = (a, b) => [...new Set([...(a || []), ...(b || [])])];
  const named = (a) => {
    // webpack 5's alias may be a list of {name, alias, onlyModule}.
    if (!Array.isArray(a)) return a || {};
    return Object.fromEntries(a.map((x) => [x.onlyModule ? x.name + '$' : x.name, x.alias]));
  };
  const r = given.resolve || {};
  reading = true;
  const alias = {...named(config.resolve.alias), ...named(r.alias)};
  for (const k in given0) if (alias[k] === given0[k]) delete alias[k]; // the bundler has them
  const part = {
    alias,
    fallback: {...named(config.resolve.fallback), ...named(r.fallback)},
    modules: both(config.resolve.modules, r.modules).filter((m) => typeof m === 'string'),
    extensions: both(config.resolve.extensions, r.extensions).filter((m) => typeof m === 'string'),
    define: {}, provide: {}, rules: [], copies: [], replace: [], externals: {}, ignored,
  };
  // externals: a module name → the global it stands for (webpack's default "var" type), by an
  // object or a list of names and objects; a RegExp or a function is not followed.
  for (const e of [].concat(given.externals || [])) {
    if (typeof e === 'string') part.externals[e] = e;
    else if (e && typeof e === 'object' && Object.getPrototypeOf(e) === Object.prototype) {
      for (const k in e) {
        if (typeof e[k] === 'string') part.externals[k] = e[k];
        else ignored.push('externals.' + k + ' (not a string)');
      }
    } else ignored.push('externals (' + (typeof e === 'function' ? 'a function' : String(e)) + ')');
  }
  // condition is a rule's condition as a Go regular expression: a RegExp's source, a string's
  // path prefix, either of a list; undefined for what cannot be one (a function, {and, or}).
  const condition = (c) => {
    if (Object.prototype.toString.call(c) === '[object RegExp]') return (c.flags.includes('i') ? '(?i)' : '') + c.source;
    if (typeof c === 'string') return '^' + c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (!Array.isArray(c) || c.length === 0) return undefined;
    const all = c.map(condition);
    return all.includes(undefined) ? undefined : all.map((x) => '(?:' + x + ')').join('|');
  };
  const loaderName = (u) => {
    const s = typeof u === 'string' ? u : u && typeof u.loader === 'string' ? u.loader : typeof u === 'function' ? '(a function)' : '';
    // The package of the innermost node_modules: a plugin's own copy may be nested in it.
    const m = s.replace(/\\/g, '/').match(/(?:^|.*\/node_modules\/)((?:@[^/]+\/)?[^/?!]+)/);
    return m ? m[1] : s;
  };
  const types = {'asset/source': 'source', 'asset/resource': 'resource', 'asset/inline': 'inline', asset: 'asset', json: 'json'};
  const loaders = {'raw-loader': 'source', 'file-loader': 'resource', 'url-loader': 'asset', 'yaml-loader': 'yaml', 'js-yaml-loader': 'yaml'};
  // Loaders of stylesheets and of JavaScript are not run: the bundler makes CSS and compiles
  // code itself, and their output needs webpack's runtime.
  const notRun = /^(style|css|sass|less|stylus|postcss|babel|ts|esbuild|swc|thread|cache)-loader$|^mini-css-extract-plugin$/;
  const ruleKeys = ['test', 'include', 'exclude', 'resourceQuery', 'type', 'use', 'loader', 'options', 'parser', 'generator', 'sideEffects'];
  both(config.module.rules, (given.module || {}).rules).forEach((rule, i) => {
    const at = 'module.rules[' + i + ']';
    if (!rule || typeof rule !== 'object') return; // webpack's "..." and false entries
    const uses = [].concat(rule.use || rule.loader || []);
    const names = uses.map(loaderName).filter((n) => n !== jsLoader);
    if (!rule.type && uses.length > 0 && names.length === 0) return;
    const out = {source: at};
    if (rule.type && names.length === 0) out.kind = types[rule.type];
    else if (!rule.type && names.length === 1 && loaders[names[0]]) out.kind = loaders[names[0]];
    else if (!rule.type && names.length === 1 && names[0] === '@docusaurus/mdx-loader') {
      // Markdown the plugin makes or keeps outside the content plugins' folders, compiled as
      // theirs are. Its metadataPath names, for each file, the JSON exported as metadata: a
      // function, called once contentLoaded has made the files (ContentLoadedHook).
      out.kind = 'mdx';
      const o = (typeof uses[0] === 'object' && uses[0].options) || rule.options || {};
      if (typeof o.metadataPath === 'function') p[mdxRules].push({rule, metadataPath: o.metadataPath});
    }
    else if (!rule.type && names.length > 0 && !names.some((n) => notRun.test(n))) {
      // Loaders the bundler does not have (a site's own, a package's) run in Node, as webpack
      // runs them: each named by its module and given its options, which must be plain data.
      const own = uses.filter((u) => loaderName(u) !== jsLoader).map((u) => {
        const loader = typeof u === 'string' ? u : u && typeof u.loader === 'string' ? u.loader : undefined;
        let options = typeof u === 'object' && u.options !== undefined ? u.options : uses.length === 1 ? rule.options : undefined;
        try { options = options === undefined ? undefined : JSON.parse(JSON.stringify(options)); } catch (e) { return undefined; }
        return loader && {loader, options};
      });
      if (!own.includes(undefined)) out.kind = 'node', out.loaders = own;
    }
    const extra = Object.keys(rule).filter((k) => !ruleKeys.includes(k));
    if (!out.kind || extra.length) {
      ignored.push(at + ' (' + (extra.length ? extra.join(', ') : names.join(', ') || rule.type || 'no loader') + ')');
      return;
    }
    const options = (typeof uses[0] === 'object' && uses[0].options) || rule.options || {};
    if (out.kind === 'asset') {
      // url-loader inlines everything without a limit and nothing with limit false; webpack's
      // asset type inlines what is smaller than 8096 bytes unless its parser says otherwise.
      const max = rule.parser && rule.parser.dataUrlCondition && rule.parser.dataUrlCondition.maxSize;
      const limit = names.length ? options.limit : max === undefined ? 8096 : max;
      out.limit = limit === undefined || limit === true ? Number.MAX_SAFE_INTEGER : limit === false ? 0 : Number(limit) || 0;
    }
    for (const [key, into, many] of [['test', 'test'], ['resourceQuery', 'query'], ['include', 'include', true], ['exclude', 'exclude', true]]) {
      if (rule[key] === undefined) continue;
      const c = many ? [].concat(rule[key]).map(condition) : condition(rule[key]);
      if (c === undefined || (many && c.includes(undefined))) {
        ignored.push(at + ' (its ' + key + ' is not a RegExp, a path or a list of them)');
        return;
      }
      out[into] = c;
    }
    part.rules.push(out);
  });
  const others = []; // plugins of other kinds, whose apply gets compilerStandIn's compiler
  for (const x of both(config.plugins, given.plugins)) {
    const name = (x && x.constructor && x.constructor.name) || typeof x;
    if (name === 'DefinePlugin') {
      const defs = x.definitions || {};
      for (const k in defs) part.define[k] = typeof defs[k] === 'string' ? defs[k] : JSON.stringify(defs[k]);
    } else if (name === 'EnvironmentPlugin') {
      // The build's environment wins over the defaults.
      for (const k of x.keys || []) {
        const v = process.env[k] !== undefined ? process.env[k] : (x.defaultValues || {})[k];
        if (v !== undefined) part.define['process.env.' + k] = JSON.stringify(v);
      }
    } else if (name === 'ProvidePlugin') {
      for (const k in x.definitions || {}) part.provide[k] = [].concat(x.definitions[k]);
    } else if (name === 'NormalModuleReplacementPlugin') {
      // A new request as a string; one given as a function changes webpack's resolve data.
      const test = condition(x.resourceRegExp);
      if (typeof x.newResource === 'string' && test !== undefined) part.replace.push({test, to: x.newResource});
      else ignored.push('plugins: NormalModuleReplacementPlugin (' + String(x.resourceRegExp) + ', a function)');
    } else if (name === 'CopyPlugin' || name === 'CopyWebpackPlugin') {
      (x.patterns || []).forEach((pattern, i) => {
        const o = typeof pattern === 'string' ? {from: pattern} : pattern || {};
        const extra = Object.keys(o).filter((k) => !['from', 'to', 'context', 'noErrorOnMissing', 'force', 'info', 'priority'].includes(k));
        if (typeof o.from !== 'string' || /[*?[{]/.test(o.from) || (o.to !== undefined && typeof o.to !== 'string') || extra.length) {
          ignored.push('plugins: ' + name + ' patterns[' + i + '] (' + (extra.join(', ') || 'a glob or a function') + ')');
        } else part.copies.push({from: o.from, to: o.to || '', context: o.context || '', noErrorOnMissing: !!o.noErrorOnMissing});
      });
    } else if (x && typeof x.apply === 'function') {
      others.push({name, plugin: x});
    } else ignored.push('plugins: ' + name);
  }
  // Each gets a compiler of its own; webpack calls a hook's taps in the order the plugins
  // were applied, which compilerHooks keeps.
  p[compilerPlugins] = [];
  for (const {name, plugin} of others) {
    const {compiler, taps} = compilerStandIn(config, siteDir, utils.currentBundler.instance);
    try { plugin.apply(compiler); } catch (e) {
      ignored.push('plugins: ' + name + ' (its apply threw: ' + String((e && e.message) || e).split('\n')[0] + ')');
      continue;
    }
    p[compilerPlugins].push({name, compiler, taps});
    const run = Object.keys(taps).filter((h) => beforeCompileHooks.includes(h));
    const skipped = Object.keys(taps).filter((h) => !beforeCompileHooks.includes(h) && !quietCompilerHooks.includes(h));
    if (skipped.length) ignored.push('plugins: ' + name + "'s " + skipped.join(', ') + (skipped.length > 1 ? ' hooks' : ' hook') + (run.length ? ' (its ' + run.join(', ') + (run.length > 1 ? ' hooks are' : ' hook is') + ' run)' : ''));
  }
  part.ignored = [...new Set(ignored)];
  return part;
}`
