// @docusaurus/theme-common/internal: the hooks the classic theme uses that
// are not part of the stable public API.
export * from '../theme-common.jsx';
export {useHideableNavbar} from '../../../theme-common/hooks/useHideableNavbar.js';
export {useLockBodyScroll} from '../../../theme-common/hooks/useLockBodyScroll.js';
export {
  useKeyboardNavigation,
  keyboardFocusedClassName,
} from '../../../theme-common/hooks/useKeyboardNavigation.js';
export {useBackToTopButton} from '../../../theme-common/hooks/useBackToTopButton.js';
export {useTOCHighlight} from '../../../theme-common/hooks/useTOCHighlight.js';
export {useCodeWordWrap} from '../../../theme-common/hooks/useCodeWordWrap.js';
export {NavbarProvider} from '../../../theme-common/contexts/navbar.jsx';
export {AnnouncementBarProvider} from '../../../theme-common/contexts/announcementBar.jsx';
export {CodeBlockContextProvider} from '../../../theme-common/utils/codeBlockUtils.jsx';
export {useDateTimeFormat} from '../../../theme-common/utils/dateUtils.js';
export {
  containsLineNumbers,
  getLineNumbersStart,
  parseClassNameLanguage as parseLanguage,
  parseLines,
} from '../../../theme-common/utils/codeBlockUtils.jsx';
export {useLocalPathname} from '../../../theme-common/utils/routesUtils.js';
export {TabsProvider, useTabs, useTabsContextValue} from '../../../theme-common/hooks/useTabs.js';
export {sanitizeTabsChildren} from '../../../theme-common/utils/tabsUtils.js';
export {extractLeadingEmoji} from '../../../theme-common/utils/emojiUtils.js';
export {useDocCardDescriptionCategoryItemsPlural} from '../../../theme-common/translations/docsTranslations.js';
export {
  useScrollPositionBlocker,
  ScrollControllerProvider,
  useScrollController,
} from '../../../theme-common/utils/scrollUtils.jsx';
export {useAlternatePageUtils} from '../../../theme-common/hooks/useAlternatePageUtils.js';
export {useHistoryPopHandler, useQueryStringValue} from '../../../theme-common/utils/historyUtils.js';
export {TitleFormatterProvider, useTitleFormatter} from '../../../theme-common/utils/titleFormatterUtils.jsx';
// gosaurus's own: the classic theme's helpers that Docusaurus keeps inside its theme or
// its plugins' internals, so that an ejected component still finds them.
export {createAdmonitionType} from '../../../theme-common/utils/admonitionUtils.jsx';
export {CardDocsProvider} from '../../../theme-common/contexts/cardDocs.jsx';
export {MDXComponentsContext} from '../../../theme-common/contexts/mdxComponents.jsx';
export {applyTrailingSlash, encodeStrayPercents} from '../../../theme-common/utils/pathUtils.js';
export {default as codeLinesHtml} from '../../../theme-common/utils/codeLinesHtml.js';
export {themeToDict, lineAndTokenProps} from '../../../theme-common/utils/prismThemes.js';
export {
  CodeBlockTokensProvider,
  codeTokenLines,
  codeTokenSpans,
  useCodeBlockTokenLines,
} from '../../../theme-common/utils/codeBlockTokens.jsx';
export {
  getActivePlugin,
  getActiveVersion,
  getLatestVersion,
  getVersionMainDoc,
} from '../../../theme-common/docs/docsUtils.js';
export {
  BlogAuthorNoPostsLabel,
  BlogAuthorsListViewAllLabel,
  translateBlogAuthorsListPageTitle,
  useBlogAuthorPageTitle,
  useBlogTagsPostsPageTitle,
} from '../../../theme-common/utils/blogUtils.jsx';
export {useSearchShortcut} from '../../../theme-common/hooks/useSearchShortcut.js';
export {useSearchUI} from '../../../theme-common/hooks/useSearchUI.js';
export {useSearchVersion} from '../../../theme-common/hooks/useSearchVersion.js';
// Docusaurus 3.0 to 3.4 exported these from here; 3.5 moved them to the docs and blog plugins'
// client APIs. Components swizzled before then still import them from here.
export {
  DocSidebarItemsExpandedStateProvider,
  useDocSidebarItemsExpandedState,
  DocsVersionProvider,
  useDocsVersion,
  DocsSidebarProvider,
  useDocsSidebar,
  DocProvider,
  useDoc,
  useDocsPreferredVersionByPluginId,
  DocsPreferredVersionContextProvider,
  useDocById,
  findSidebarCategory,
  findFirstSidebarItemLink,
  isActiveSidebarItem,
  isVisibleSidebarItem,
  useVisibleSidebarItems,
  useSidebarBreadcrumbs,
  useDocsVersionCandidates,
  useLayoutDoc,
  useLayoutDocsSidebar,
  useDocRootMetadata,
} from '@docusaurus/plugin-content-docs/client';
export {BlogPostProvider, useBlogPost, useVisibleBlogSidebarItems} from '@docusaurus/plugin-content-blog/client';
