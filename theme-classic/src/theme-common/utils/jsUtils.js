// Small array helpers @docusaurus/theme-common exports.

// The distinct items of array, first occurrence kept.
export function uniq(array) {
  return Array.from(new Set(array));
}

// The items that have an equal (by isEqual) item earlier in array.
export function duplicates(array, isEqual = (a, b) => a === b) {
  return array.filter((item, i) => array.findIndex((other) => isEqual(item, other)) !== i);
}

// Object of key(item) → items, keys in the order first met.
export function groupBy(array, key) {
  const groups = {};
  array.forEach((item) => {
    const k = key(item);
    (groups[k] ??= []).push(item);
  });
  return groups;
}
