// Resolves bare subpath imports without a file extension ("lodash/merge") the way bundlers
// do. @availity/api-axios 12.0.0's ES build imports lodash like that, which Node's own ES
// module loader rejects with ERR_MODULE_NOT_FOUND; the docs' samples run as a bundled app would.
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    const bareSubpath = /^(@[^/]+\/)?[^./@][^/]*\/[^:]+$/.test(specifier) && !/\.[cm]?js$/.test(specifier);
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !bareSubpath) throw error;
    return next(`${specifier}.js`, context);
  }
}
