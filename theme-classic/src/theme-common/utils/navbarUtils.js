// [left items, right items]; items are on the left unless position: 'right'.
export function splitNavbarItems(items) {
  function isLeft(item) {
    return (item.position ?? 'left') === 'left';
  }
  const leftItems = items.filter((item) => isLeft(item));
  const rightItems = items.filter((item) => !isLeft(item));
  return [leftItems, rightItems];
}
