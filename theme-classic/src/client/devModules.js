// The dev server builds route chunks apart from the app (bundle.buildDevRoutes): each
// requires the modules it shares with the app by id, from the app's registry. A module is
// evaluated when first required and kept, so a chunk loaded after a save shares the app's
// instances (its contexts, its stores).
export function installDevModules(registry) {
  const loaded = new Map();
  globalThis.gosaurusRequire = (id) => {
    if (!loaded.has(id)) {
      const load = registry[id];
      if (typeof load !== 'function') {
        throw new Error(`gosaurus: a route requires "${id}", which the app's registry lacks`);
      }
      loaded.set(id, load());
    }
    return loaded.get(id);
  };
}
