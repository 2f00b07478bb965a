// What a portal page gives a docs sample: a DOM (jsdom) at an Availity URL, localStorage,
// navigator.sendBeacon. runner.mjs opens a fresh page before every sample and closes it after,
// so no DOM, storage or global a sample sets is seen by the next one. Nothing here prints, so
// a sample's standard output is its own.
import { JSDOM } from 'jsdom';

export const PAGE_URL = 'https://apps.availity.com/public/apps/my-app/';

const names = [
  'window', 'self', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'top', 'parent',
  'HTMLElement', 'HTMLFormElement', 'HTMLInputElement', 'Node', 'Event', 'MouseEvent', 'FocusEvent',
  'KeyboardEvent', 'MessageEvent', 'CustomEvent',
];

// openPage makes a new page and installs its globals; the function it returns closes the page
// (stopping its timers) and puts globalThis and console back as they were before the page.
export function openPage() {
  const savedGlobals = snapshot(globalThis);
  const savedConsole = snapshot(console);
  const dom = new JSDOM('<!doctype html><html><head><title>My app</title></head><body></body></html>', {
    url: PAGE_URL,
    pretendToBeVisual: true,
  });
  const { window } = dom;
  // A browser queues a beacon and sends it as a POST; here it goes through fetch, so the mock
  // server sees it like any other request.
  window.navigator.sendBeacon = (url, data) => {
    fetch(new URL(url, window.location.href), { method: 'POST', body: data }).catch(() => {});
    return true;
  };
  window.fetch = globalThis.fetch;
  const page = { window, self: window, top: window.top, parent: window.parent };
  for (const name of names) {
    const value = name in page ? page[name] : window[name];
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  return () => {
    window.close();
    restore(globalThis, savedGlobals);
    restore(console, savedConsole);
  };
}

function snapshot(object) {
  return new Map(Reflect.ownKeys(object).map((key) => [key, Object.getOwnPropertyDescriptor(object, key)]));
}

// restore removes the properties added since the snapshot and puts back changed and deleted ones.
function restore(object, saved) {
  for (const key of Reflect.ownKeys(object)) {
    const before = saved.get(key);
    const now = Object.getOwnPropertyDescriptor(object, key);
    if (!before) {
      if (now.configurable) delete object[key];
    } else if (before.value !== now.value || before.get !== now.get || before.set !== now.set) {
      if (now.configurable) Object.defineProperty(object, key, before);
      else if (now.writable) object[key] = before.value;
    }
  }
  for (const [key, before] of saved) {
    if (!Object.prototype.hasOwnProperty.call(object, key)) Object.defineProperty(object, key, before);
  }
}
