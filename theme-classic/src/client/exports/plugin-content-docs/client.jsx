// @docusaurus/plugin-content-docs/client: docs hooks and contexts.
export {useDoc, DocProvider} from '../../../theme-common/contexts/doc.jsx';
export {useDocsSidebar, DocsSidebarProvider} from '../../../theme-common/contexts/docsSidebar.jsx';
export {useDocsVersion, DocsVersionProvider} from '../../../theme-common/contexts/docsVersion.jsx';
export {
  useDocSidebarItemsExpandedState,
  DocSidebarItemsExpandedStateProvider,
} from '../../../theme-common/contexts/docSidebarItemsExpandedState.jsx';
export {
  useAllDocsData,
  useDocsData,
  useActivePlugin,
  useActivePluginAndVersion,
  useVersions,
  useLatestVersion,
  useActiveVersion,
  useActiveDocContext,
  useLayoutDoc,
  useLayoutDocsSidebar,
  isActiveSidebarItem,
  findFirstSidebarItemLink,
  useSidebarBreadcrumbs,
  useVisibleSidebarItems,
  useCurrentSidebarCategory,
  useDocsVersionCandidates,
  isVisibleSidebarItem,
  filterDocCardListItems,
  findSidebarCategory,
  useCurrentSidebarSiblings,
  useDocVersionSuggestions,
  useBreadcrumbsStructuredData,
} from '../../../theme-common/docs/docsUtils.js';
export {useDocById} from '../../../theme-common/docs/useDocById.js';
export {useDocRootMetadata} from '../../../theme-common/docs/useDocRootMetadata.js';
export {
  DocsPreferredVersionContextProvider,
  useDocsPreferredVersion,
  useDocsPreferredVersionByPluginId,
} from '../../../theme-common/contexts/docsPreferredVersion.jsx';
export {
  docVersionSearchTag as getDocsVersionSearchTag,
  useDocsContextualSearchTags,
} from '../../../theme-common/utils/searchUtils.js';
