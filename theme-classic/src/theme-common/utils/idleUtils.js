// Runs fn when the browser is idle (at the latest after `timeout` ms), so work that can wait
// (measuring, prefetching) neither lengthens a long task nor forces a layout in the middle of
// one. Returns a function that cancels it. Falls back to a timer where requestIdleCallback is
// missing (Safari).
export function runWhenIdle(fn, timeout = 1000) {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, {timeout});
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 1);
  return () => window.clearTimeout(id);
}
