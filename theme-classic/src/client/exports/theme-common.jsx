// Public API of @docusaurus/theme-common used by themes and swizzled
// components.
export {ThemeClassNames} from '../../theme-common/utils/ThemeClassNames.js';
export {useThemeConfig} from '../../theme-common/utils/useThemeConfig.js';
export {useColorMode, ColorModeProvider} from '../../theme-common/contexts/colorMode.jsx';
export {useWindowSize} from '../../theme-common/hooks/useWindowSize.js';
export {usePrismTheme} from '../../theme-common/hooks/usePrismTheme.js';
export {
  PageMetadata,
  HtmlClassNameProvider,
  PluginHtmlClassNameProvider,
} from '../../theme-common/utils/metadataUtils.jsx';
export {
  ReactContextError,
  usePrevious,
  useEvent,
  composeProviders,
  useShallowMemoObject,
} from '../../theme-common/utils/reactUtils.jsx';
export {Collapsible, useCollapsible} from '../../theme-common/components/Collapsible.jsx';
export {Details} from '../../theme-common/components/Details.jsx';
export {ThemedComponent} from '../../theme-common/components/ThemedComponent.jsx';
export {
  SkipToContentLink,
  SkipToContentFallbackId,
} from '../../theme-common/components/SkipToContentLink.jsx';
export {
  ErrorBoundaryTryAgainButton,
  ErrorBoundaryError,
  ErrorBoundaryErrorMessageFallback,
  getErrorCausalChain,
} from '../../theme-common/components/ErrorBoundaryUtils.jsx';
export {
  treeifyTOC,
  filterTOC,
  useTreeifiedTOC,
  useFilteredAndTreeifiedTOC,
} from '../../theme-common/utils/tocUtils.js';
export {splitNavbarItems} from '../../theme-common/utils/navbarUtils.js';
export {useNavbarMobileSidebar} from '../../theme-common/contexts/navbarMobileSidebar.jsx';
export {
  NavbarSecondaryMenuFiller,
  useNavbarSecondaryMenu,
} from '../../theme-common/contexts/navbarSecondaryMenu.jsx';
export {isRegexpStringMatch} from '../../theme-common/utils/regexpUtils.js';
export {createStorageSlot} from '../../theme-common/utils/storageUtils.js';
export {useLocationChange} from '../../theme-common/hooks/useLocationChange.js';
export {useScrollPosition, useSmoothScrollTo} from '../../theme-common/utils/scrollUtils.jsx';
export {
  useCodeBlockContext,
  createCodeBlockMetadata,
  parseCodeBlockTitle,
  parseClassNameLanguage,
} from '../../theme-common/utils/codeBlockUtils.jsx';
export {getPrismCssVariables} from '../../theme-common/utils/prismThemes.js';
export {isSamePath} from '../../theme-common/utils/pathUtils.js';
export {useAnnouncementBar} from '../../theme-common/contexts/announcementBar.jsx';
export {useHomePageRoute} from '../../theme-common/utils/routesUtils.js';
export {DEFAULT_SEARCH_TAG, docVersionSearchTag} from '../../theme-common/utils/searchUtils.js';
export {usePluralForm} from '../../theme-common/utils/usePluralForm.js';
export {uniq, duplicates, groupBy} from '../../theme-common/utils/jsUtils.js';
export {prefersReducedMotion} from '../../theme-common/utils/accessibilityUtils.js';
export {ErrorCauseBoundary} from '../../theme-common/components/ErrorCauseBoundary.jsx';
export {listTagsByLetters, translateTagsPageTitle} from '../../theme-common/utils/blogUtils.jsx';
export {useDocsPreferredVersion} from '../../theme-common/contexts/docsPreferredVersion.jsx';
export {useCurrentSidebarCategory} from '../../theme-common/docs/docsUtils.js';
export {
  useHistorySelector,
  useQueryString,
  useQueryStringList,
  useClearQueryString,
  mergeSearchParams,
  mergeSearchStrings,
} from '../../theme-common/utils/historyUtils.js';
export {useAnchorTargetClassName} from '../../theme-common/utils/anchorUtils.js';
export {isMultiColumnFooterLinks} from '../../theme-common/utils/footerUtils.js';
export {useStorageSlot, listStorageKeys} from '../../theme-common/utils/storageUtils.js';
export {
  UnlistedBannerTitle,
  UnlistedBannerMessage,
  UnlistedMetadata,
  DraftBannerTitle,
  DraftBannerMessage,
} from '../../theme-common/translations/contentVisibilityTranslations.jsx';
export {filterDocCardListItems} from '../../theme-common/docs/docsUtils.js';
export {useContextualSearchFilters} from '../../theme-common/utils/searchUtils.js';
export {processAdmonitionProps} from '../../theme-common/utils/admonitionUtils.jsx';
export {useSearchLinkCreator, useSearchQueryString} from '../../theme-common/hooks/useSearchPage.js';
// Docusaurus 3.0 to 3.4 exported these from here; 3.5 moved them to the blog plugin's client API.
export {useBlogListPageStructuredData, useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
