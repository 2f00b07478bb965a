// The helper beside Shout.jsx whose name differs from it only in case and extension.
export function shout(text) {
  return `${text.toUpperCase()}!`;
}
