// How a site's code that Node runs for gosaurus (its config, plugins and presets) gets an ES
// module it require()s, as under Docusaurus's loader (jiti, with interopDefault): the module's
// default export, with its other exports readable on it, where Node's own require() of an ES
// module gives the module namespace. Code of installed packages gets Node's own, as under
// Docusaurus, which loads those with Node's require. Given Node's Module class, it hooks
// Module._load once.
//
// An ES module of a package that reads CommonJS's __dirname or __filename gets its own, as
// jiti gives it when it loads the module for Docusaurus (image-zoom's plugin returns
// path.resolve(__dirname, './zoom')). Node's ES modules have neither, and under `node -e`
// they would read the globals Node sets for the script: the working folder. Node 22.15 and
// later run the hook for require() of an ES module as well; Node 20's hooks run off the
// main thread, for import() only, which is why NodeLoad imports an ES module.
(function (Module) {
  if (Module._load.gosaurusInterop) return;
  function withLocals(url, r, dirname, fileURLToPath) {
    if (r.format !== 'module' || !url.startsWith('file:') || !/\/node_modules\//.test(url) || r.source == null) return r;
    const src = typeof r.source === 'string' ? r.source : Buffer.from(r.source).toString('utf8');
    if (!/(^|[^.\w$])__(dirname|filename)\b/.test(src)) return r;
    // A module that declares its own (from import.meta.url) keeps it.
    if (/\b(const|let|var|function|class)\s+__(dirname|filename)\b|[{,]\s*__(dirname|filename)\s*[,}]/.test(src)) return r;
    const file = fileURLToPath(url);
    // On the module's first line (after a #! line), so that its line numbers stay.
    const locals = 'const __filename = ' + JSON.stringify(file) + ', __dirname = ' + JSON.stringify(dirname(file)) + ';';
    const at = src.startsWith('#!') ? src.indexOf('\n') + 1 : 0;
    return {...r, source: src.slice(0, at) + locals + src.slice(at)};
  }
  if (Module.registerHooks) {
    const {dirname} = process.getBuiltinModule('node:path'), {fileURLToPath} = process.getBuiltinModule('node:url');
    Module.registerHooks({load: (url, context, next) => withLocals(url, next(url, context), dirname, fileURLToPath)});
  } else if (Module.register) {
    const hook = "import {dirname} from 'node:path'; import {fileURLToPath} from 'node:url';\n" +
      'const withLocals = ' + withLocals + ';\n' +
      'export async function load(url, context, next) { return withLocals(url, await next(url, context), dirname, fileURLToPath); }';
    Module.register('data:text/javascript,' + encodeURIComponent(hook));
  }
  const load = Module._load;
  Module._load = function (request, parent, isMain) {
    const m = load.apply(this, arguments);
    const site = parent && parent.filename && !/[\\/]node_modules[\\/]/.test(parent.filename);
    if (!site || Object.prototype.toString.call(m) !== '[object Module]' || !('default' in m)) return m;
    const value = m.default;
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return m;
    // Not the __esModule mark Node's require() gives the module: on the default, it would tell
    // the config's bundle (esbuild's __toESM) that the default is a module of its own, without
    // a default.
    for (const key of Object.keys(m)) {
      if (key === 'default' || key === '__esModule' || key in value) continue;
      try { Object.defineProperty(value, key, {enumerable: true, configurable: true, get: () => m[key]}); } catch (e) {}
    }
    return value;
  };
  Module._load.gosaurusInterop = true;
})
