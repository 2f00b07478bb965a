// Footer links are in columns when each entry is a titled group of items.
export function isMultiColumnFooterLinks(links) {
  return links.length > 0 && 'title' in links[0];
}
