// The site's own service worker code (swCustom): the plugin's worker imports it and calls it
// with the worker's params.
export default function swCustom(params) {
  if (params.debug) {
    console.log('[PWA site][SW]: custom code ran, offline mode:', params.offlineMode);
  }
}
