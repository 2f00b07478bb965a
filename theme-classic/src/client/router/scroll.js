// Scroll positions per history entry, so back/forward restore them.
const positions = new Map();

export function saveScrollPosition(key) {
  if (key) {
    positions.set(key, {x: window.scrollX, y: window.scrollY});
  }
}

function scrollToHash(hash) {
  if (!hash || hash === '#') {
    return false;
  }
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch (e) {
    // keep the raw id
  }
  const el = document.getElementById(id);
  if (el) {
    el.scrollIntoView();
    return true;
  }
  return false;
}

// Called after a navigation has been rendered.
export function restoreScroll(action, location) {
  if (action === 'POP') {
    const saved = positions.get(location.key);
    if (saved) {
      window.scrollTo(saved.x, saved.y);
      return;
    }
  }
  if (!scrollToHash(location.hash)) {
    window.scrollTo(0, 0);
  }
}
