// While the server renders a page, the links its <Link>s collect go to the generator, which
// checks them as Docusaurus checks the links it renders (a plain <a> is not checked), and so
// do the anchors its components collect: a link's #id is an anchor of its page when the page's
// markdown has a heading with that id or a component collected it. Elsewhere collecting does
// nothing.
const brokenLinks = {
  collectLink: (link) => {
    if (typeof globalThis.gosaurusCollectLink === 'function' && typeof link === 'string') {
      globalThis.gosaurusCollectLink(link);
    }
  },
  collectAnchor: (id) => {
    if (typeof globalThis.gosaurusCollectAnchor === 'function' && typeof id === 'string') {
      globalThis.gosaurusCollectAnchor(id);
    }
  },
};

export default function useBrokenLinks() {
  return brokenLinks;
}
