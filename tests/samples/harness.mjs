// Loaded with `node --import` before every code sample of website/docs. It gives the sample
// what a portal page has: a DOM (jsdom) at an Availity URL, localStorage, navigator.sendBeacon,
// and the platform services, answered by msw's request interception from mocks.mjs. Nothing
// here prints, so a sample's standard output is its own.
import { register } from 'node:module';
import { JSDOM } from 'jsdom';

register('./resolve-hook.mjs', import.meta.url);

export const PAGE_URL = 'https://apps.availity.com/public/apps/my-app/';

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

const globals = {
  window,
  self: window,
  document: window.document,
  navigator: window.navigator,
  location: window.location,
  localStorage: window.localStorage,
  sessionStorage: window.sessionStorage,
  top: window.top,
  parent: window.parent,
  HTMLElement: window.HTMLElement,
  HTMLFormElement: window.HTMLFormElement,
  HTMLInputElement: window.HTMLInputElement,
  Node: window.Node,
  Event: window.Event,
  MouseEvent: window.MouseEvent,
  FocusEvent: window.FocusEvent,
  KeyboardEvent: window.KeyboardEvent,
  MessageEvent: window.MessageEvent,
  CustomEvent: window.CustomEvent,
};
for (const [name, value] of Object.entries(globals)) {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

const { startMockServer } = await import('./mocks.mjs');
startMockServer((process.env.SAMPLE_MOCK || '').split(',').filter(Boolean));
