// One IntersectionObserver shared by every Link that prefetches its route: a page has dozens
// of such links, and an observer each means as many callbacks right after hydration.
let observer = null;
const callbacks = new Map();

function onEntries(entries) {
  entries.forEach((entry) => {
    const callback = callbacks.get(entry.target);
    if (callback && (entry.isIntersecting || entry.intersectionRatio > 0)) {
      callbacks.delete(entry.target);
      observer.unobserve(entry.target);
      callback();
    }
  });
}

// Calls onVisible once, the first time el is in the viewport. Returns a function that stops
// watching.
export function observeVisibility(el, onVisible) {
  if (!observer) {
    observer = new window.IntersectionObserver(onEntries);
  }
  callbacks.set(el, onVisible);
  observer.observe(el);
  return () => {
    if (callbacks.get(el) === onVisible) {
      callbacks.delete(el);
      observer.unobserve(el);
    }
  };
}
