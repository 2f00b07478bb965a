import {useThemeConfig} from './useThemeConfig.js';
import './anchorUtils.css';

// The class an element with an id needs to stay clear of the navbar when a link scrolls to it
// (headings; since Docusaurus 3.9 also the links and list items of MDX with an id). The names
// are those of Docusaurus 3.8's Heading, which this theme's CSS and pages keep.
export function useAnchorTargetClassName(id) {
  const {
    navbar: {hideOnScroll},
  } = useThemeConfig();
  if (id === undefined) {
    return undefined;
  }
  return hideOnScroll ? 'anchorWithHideOnScrollNavbar_WYt5' : 'anchorWithStickyNavbar_LWe7';
}
