import renderRoutes, {matchRoute} from '../../client/exports/renderRoutes.jsx';
import {useLocation} from '../../client/exports/router.jsx';
import {useDocsVersion} from '../contexts/docsVersion.jsx';

// What @theme/DocRoot renders, from its props, as Docusaurus's useDocRootMetadata gives it:
// {docElement, sidebarName, sidebarItems}, or null when no doc is at the location. A route a
// plugin added nests its docs under `route` (the sub-route matching the location, its
// sidebar named by its `sidebar` attribute in the version's docsSidebars); gosaurus's own doc
// routes hand DocRoot the doc as `children` and its sidebar in `content` (with a route of
// them, which a DocRoot of the site forwards).
export function useDocRootMetadata({route, content, children}) {
  const {pathname} = useLocation();
  const version = useDocsVersion();
  if (route && !content) {
    const found = matchRoute(route.routes, pathname);
    if (!found) {
      return null;
    }
    const sidebarName = found.route.sidebar;
    const sidebars = version.docsSidebars || {};
    return {docElement: renderRoutes(route.routes), sidebarName, sidebarItems: sidebarName ? sidebars[sidebarName] : undefined};
  }
  const sidebarItems = content.sidebar;
  const sidebarName = (content.metadata && content.metadata.sidebar) || (sidebarItems ? 'sidebar' : undefined);
  return {docElement: children, sidebarName, sidebarItems};
}
