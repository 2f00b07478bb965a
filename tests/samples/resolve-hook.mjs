// Resolves imports the way bundlers do, where Node's own ES module loader differs:
//   - bare subpath imports without a file extension ("lodash/merge"): @availity/api-axios
//     12.0.0's ES build imports lodash like that, which Node rejects with ERR_MODULE_NOT_FOUND;
//   - packages with a CommonJS `main` and an ES `module` build but no `exports` map
//     (@availity/native-form): Node would load the CommonJS file, whose default import is the
//     whole exports object, where a bundler's interop gives the default export.
// The docs' samples run as a bundled app would.
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const moduleField = new Set(['@availity/native-form']);

export async function resolve(specifier, context, next) {
  if (moduleField.has(specifier)) {
    const resolved = await next(specifier, context);
    const file = fileURLToPath(resolved.url);
    const pkgFile = file.slice(0, file.lastIndexOf('/dist/')) + '/package.json';
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
    if (pkg.module && !pkg.exports) {
      return { url: pathToFileURL(new URL(pkg.module, pathToFileURL(pkgFile)).pathname).href, format: 'module', shortCircuit: true };
    }
    return resolved;
  }
  try {
    return await next(specifier, context);
  } catch (error) {
    const bareSubpath = /^(@[^/]+\/)?[^./@][^/]*\/[^:]+$/.test(specifier) && !/\.[cm]?js$/.test(specifier);
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !bareSubpath) throw error;
    return next(`${specifier}.js`, context);
  }
}
