import components from '@generated/data-route-components';
import {routeModule, sharedRefs} from './dataRoute.js';
import {fetchJSON} from './router/routeLoader.js';

// Data routes in the browser: the route's JSON, then its component's chunk and the Shared
// modules it names (a sidebar is fetched once for all the routes that show it).
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
    const refs = sharedRefs(data.props);
    return Promise.all([components[data.component](), ...refs.map(shared)]).then(([module, ...values]) =>
      routeModule(data, module.default, (ref) => values[refs.indexOf(ref)]),
    );
  });
}
