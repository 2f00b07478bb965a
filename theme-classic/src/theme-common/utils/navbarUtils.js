// Navbar items without a position go right, as in Docusaurus.
const DefaultNavbarItemPosition = 'right';

// [left items, right items].
export function splitNavbarItems(items) {
  function isLeft(item) {
    return (item.position ?? DefaultNavbarItemPosition) === 'left';
  }
  const leftItems = items.filter((item) => isLeft(item));
  const rightItems = items.filter((item) => !isLeft(item));
  return [leftItems, rightItems];
}
