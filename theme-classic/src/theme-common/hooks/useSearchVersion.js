import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';
import {useLocation} from '../../client/exports/router.jsx';

// The docs version to search: the version of the doc being read, else the latest one. Each
// version has its own index (search-index/<version>/), so the results match the docs around
// them.
export function useSearchVersion() {
  const {globalData} = useDocusaurusContext();
  const {pathname} = useLocation();
  const versions = (globalData && globalData.docs && globalData.docs.default && globalData.docs.default.versions) || [];
  const version =
    versionWithPath(versions, pathname) ||
    versions.find((v) => v.isLast) ||
    versions[0];
  return version ? version.name : 'current';
}

// The first of the versions with a doc at each path, built once per list of versions: the
// search bar asks on every page, where a scan of every doc of every version cost in
// proportion to the site.
const versionsByPath = new WeakMap();

function versionWithPath(versions, pathname) {
  let byPath = versionsByPath.get(versions);
  if (!byPath) {
    byPath = new Map();
    for (const version of versions) {
      for (const doc of version.docs || []) {
        if (!byPath.has(doc.path)) {
          byPath.set(doc.path, version);
        }
      }
    }
    versionsByPath.set(versions, byPath);
  }
  return byPath.get(pathname);
}
