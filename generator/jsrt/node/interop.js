// How a site's code that Node runs for gosaurus (its config, plugins and presets) gets an ES
// module it require()s, as under Docusaurus's loader (jiti, with interopDefault): the module's
// default export, with its other exports readable on it, where Node's own require() of an ES
// module gives the module namespace. Code of installed packages gets Node's own, as under
// Docusaurus, which loads those with Node's require. Given Node's Module class, it hooks
// Module._load once.
(function (Module) {
  if (Module._load.gosaurusInterop) return;
  const load = Module._load;
  Module._load = function (request, parent, isMain) {
    const m = load.apply(this, arguments);
    const site = parent && parent.filename && !/[\\/]node_modules[\\/]/.test(parent.filename);
    if (!site || Object.prototype.toString.call(m) !== '[object Module]' || !('default' in m)) return m;
    const value = m.default;
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return m;
    for (const key of Object.keys(m)) {
      if (key === 'default' || key in value) continue;
      try { Object.defineProperty(value, key, {enumerable: true, configurable: true, get: () => m[key]}); } catch (e) {}
    }
    return value;
  };
  Module._load.gosaurusInterop = true;
})
