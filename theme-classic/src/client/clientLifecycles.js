// The lifecycles of client modules, as Docusaurus calls them: onRouteUpdate when a move to a
// new location starts (a function it returns runs once the new route has loaded), and
// onRouteDidUpdate once the new location is shown. A module exports them, or a default object
// that has them. Browser only: on the server the list is empty.
import clientModules from '@generated/client-modules';

export function dispatchLifecycle(name, args) {
  const callbacks = clientModules.map((m) => {
    const fn = (m.default && m.default[name]) || m[name];
    return typeof fn === 'function' ? fn(args) : undefined;
  });
  return () => callbacks.forEach((cb) => typeof cb === 'function' && cb());
}
