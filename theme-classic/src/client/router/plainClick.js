// isPlainClick tells whether a click on a link is the app's to handle: the main button, no
// modifier key (a new tab or window), not handled already, and a target of this window.
export function isPlainClick(event, target) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
