import {useEffect, useRef} from 'react';
import {useThemeConfig} from '../utils/useThemeConfig.js';
import {runWhenIdle} from '../utils/idleUtils.js';

// If the anchor has no height (a marker), use its parent's box.
function getVisibleBoundingClientRect(element) {
  const rect = element.getBoundingClientRect();
  const hasNoHeight = rect.top === rect.bottom;
  if (hasNoHeight && element.parentNode && element.parentNode.getBoundingClientRect) {
    return getVisibleBoundingClientRect(element.parentNode);
  }
  return rect;
}

// True when the element is in the upper half of the viewport.
function isInViewportTopHalf(boundingRect) {
  return boundingRect.top > 0 && boundingRect.bottom < window.innerHeight / 2;
}

function getAnchors({minHeadingLevel, maxHeadingLevel}) {
  const selectors = [];
  for (let i = minHeadingLevel; i <= maxHeadingLevel; i += 1) {
    selectors.push(`h${i}.anchor`);
  }
  return Array.from(document.querySelectorAll(selectors.join()));
}

function getActiveAnchor(anchors, {anchorTopOffset}) {
  // The first anchor below the top of the viewport (visible or not yet).
  const nextVisibleAnchor = anchors.find(
    (anchor) => getVisibleBoundingClientRect(anchor).top >= anchorTopOffset,
  );
  if (nextVisibleAnchor) {
    const boundingRect = getVisibleBoundingClientRect(nextVisibleAnchor);
    if (isInViewportTopHalf(boundingRect)) {
      return nextVisibleAnchor;
    }
    // The text on screen belongs to the previous heading.
    return anchors[anchors.indexOf(nextVisibleAnchor) - 1] ?? null;
  }
  // Bottom of the page: the last heading.
  return anchors[anchors.length - 1] ?? null;
}

function getLinkAnchorValue(link) {
  const href = link.href;
  try {
    return decodeURIComponent(href.substring(href.indexOf('#') + 1));
  } catch (e) {
    return href.substring(href.indexOf('#') + 1);
  }
}

function getLinks(linkClassName) {
  return Array.from(document.getElementsByClassName(linkClassName));
}

function getNavbarHeight() {
  const navbar = document.querySelector('.navbar');
  return navbar ? navbar.clientHeight : 0;
}

function useAnchorTopOffsetRef() {
  const anchorTopOffsetRef = useRef(0);
  const {
    navbar: {hideOnScroll},
  } = useThemeConfig();
  // Read when idle, as it forces a layout; queued before the first highlight update, which
  // uses it.
  useEffect(
    () =>
      runWhenIdle(() => {
        anchorTopOffsetRef.current = hideOnScroll ? 0 : getNavbarHeight();
      }),
    [hideOnScroll],
  );
  return anchorTopOffsetRef;
}

// Adds linkActiveClassName to the TOC link of the heading being read.
// Disabled when config is undefined.
export function useTOCHighlight(config) {
  const lastActiveLinkRef = useRef(undefined);
  const anchorTopOffsetRef = useAnchorTopOffsetRef();

  useEffect(() => {
    if (!config) {
      return () => {};
    }
    const {linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel} = config;

    function updateLinkActiveClass(link, active) {
      if (active) {
        if (lastActiveLinkRef.current && lastActiveLinkRef.current !== link) {
          lastActiveLinkRef.current.classList.remove(linkActiveClassName);
        }
        link.classList.add(linkActiveClassName);
        lastActiveLinkRef.current = link;
      } else {
        link.classList.remove(linkActiveClassName);
      }
    }

    function updateActiveLink() {
      const links = getLinks(linkClassName);
      const anchors = getAnchors({minHeadingLevel, maxHeadingLevel});
      const activeAnchor = getActiveAnchor(anchors, {
        anchorTopOffset: anchorTopOffsetRef.current,
      });
      const activeLink = links.find(
        (link) => activeAnchor && activeAnchor.id === getLinkAnchorValue(link),
      );
      links.forEach((link) => {
        updateLinkActiveClass(link, link === activeLink);
      });
    }

    document.addEventListener('scroll', updateActiveLink, {passive: true});
    window.addEventListener('resize', updateActiveLink);
    // The first update measures every heading: when idle, not in the long task of hydration.
    const cancelFirstUpdate = runWhenIdle(updateActiveLink);
    return () => {
      cancelFirstUpdate();
      document.removeEventListener('scroll', updateActiveLink);
      window.removeEventListener('resize', updateActiveLink);
    };
  }, [config, anchorTopOffsetRef]);
}
