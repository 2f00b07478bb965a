// While the server renders a page, the links its <Link>s collect go to the generator, which
// checks them as Docusaurus checks the links it renders (a plain <a> is not checked). Anchors
// are checked against the headings of the compiled markdown. Elsewhere collecting does nothing.
const brokenLinks = {
  collectLink: (link) => {
    if (typeof globalThis.gosaurusCollectLink === 'function' && typeof link === 'string') {
      globalThis.gosaurusCollectLink(link);
    }
  },
  collectAnchor: () => {},
};

export default function useBrokenLinks() {
  return brokenLinks;
}
