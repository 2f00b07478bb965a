import nprogress from 'nprogress';

// Route-change progress bar: only shown when loading takes more than 200ms.
const delay = 200;
let timeout = null;
let configured = false;

export function startProgress() {
  if (!configured) {
    nprogress.configure({showSpinner: false});
    configured = true;
  }
  clearProgressTimeout();
  timeout = window.setTimeout(() => {
    timeout = null;
    nprogress.start();
  }, delay);
}

function clearProgressTimeout() {
  if (timeout !== null) {
    window.clearTimeout(timeout);
    timeout = null;
  }
}

export function doneProgress() {
  clearProgressTimeout();
  if (nprogress.isStarted()) {
    nprogress.done();
  }
}
