// require.resolve() in a site's module (its docusaurus.config.js imported by a component):
// webpack replaces it with the module's id; here it is the name asked for.
export function gosaurusRequireResolve(id) {
  return id;
}
