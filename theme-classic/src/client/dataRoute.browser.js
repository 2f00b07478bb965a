import components from '@generated/data-route-components';
import {routeModule, moduleRefs} from './dataRoute.js';
import {fetchJSON} from './router/routeLoader.js';

// Data routes in the browser: the route's JSON, then the chunks of its component and of the
// modules its doc imports, and the Shared modules it names (a sidebar is fetched once for all
// the routes that show it).
const sharedData = new Map();

function shared(url) {
  let promise = sharedData.get(url);
  if (!promise) {
    promise = fetchJSON(url).catch((err) => {
      sharedData.delete(url);
      throw err;
    });
    sharedData.set(url, promise);
  }
  return promise;
}

export function loadDataRoute(url) {
  return fetchJSON(url).then((data) => {
    const refs = moduleRefs(data.props);
    const modules = [data.component, ...refs.imports];
    return Promise.all([...modules.map((i) => components[i]()), ...refs.shared.map(shared)]).then((loaded) => {
      const imported = (i) => loaded[modules.indexOf(i)];
      const values = loaded.slice(modules.length);
      return routeModule(data, imported(data.component).default, (ref) => values[refs.shared.indexOf(ref)], imported);
    });
  });
}
