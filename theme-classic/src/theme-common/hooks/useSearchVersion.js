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
    versions.find((v) => (v.docs || []).some((d) => d.path === pathname)) ||
    versions.find((v) => v.isLast) ||
    versions[0];
  return version ? version.name : 'current';
}
