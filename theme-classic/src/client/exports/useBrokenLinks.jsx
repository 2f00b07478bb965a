// Broken links are checked by the generator: collecting is a no-op here.
const brokenLinks = {
  collectLink: () => {},
  collectAnchor: () => {},
};

export default function useBrokenLinks() {
  return brokenLinks;
}
