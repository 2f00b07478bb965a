import {useMemo} from 'react';

// Flat TOC (document order) -> tree, each heading under the closest previous
// heading of a lower level.
export function treeifyTOC(flatTOC) {
  const headings = flatTOC.map((heading) => ({
    ...heading,
    parentIndex: -1,
    children: [],
  }));
  // prevIndexForLevel[level] = index of the last heading seen at that level.
  const prevIndexForLevel = Array(7).fill(-1);
  headings.forEach((curr, currIndex) => {
    const ancestorLevelIndexes = prevIndexForLevel.slice(2, curr.level);
    curr.parentIndex = Math.max(-1, ...ancestorLevelIndexes);
    prevIndexForLevel[curr.level] = currIndex;
  });
  const rootNodes = [];
  headings.forEach((heading) => {
    const {parentIndex, ...rest} = heading;
    if (parentIndex >= 0) {
      headings[parentIndex].children.push(rest);
    } else {
      rootNodes.push(rest);
    }
  });
  return rootNodes;
}

export function useTreeifiedTOC(toc) {
  return useMemo(() => treeifyTOC(toc), [toc]);
}

// Keeps the levels in [min, max]; children of dropped headings move up.
export function filterTOC({toc, minHeadingLevel, maxHeadingLevel}) {
  function isValid(item) {
    return item.level >= minHeadingLevel && item.level <= maxHeadingLevel;
  }
  return toc.reduce((acc, item) => {
    const filteredChildren = filterTOC({
      toc: item.children,
      minHeadingLevel,
      maxHeadingLevel,
    });
    if (isValid(item)) {
      acc.push({...item, children: filteredChildren});
      return acc;
    }
    return acc.concat(filteredChildren);
  }, []);
}

// Treeify first, then filter: an h3-h2-h4 sequence with min=3 gives [h3, h4].
export function useFilteredAndTreeifiedTOC({toc, minHeadingLevel, maxHeadingLevel}) {
  return useMemo(
    () => filterTOC({toc: treeifyTOC(toc), minHeadingLevel, maxHeadingLevel}),
    [toc, minHeadingLevel, maxHeadingLevel],
  );
}
