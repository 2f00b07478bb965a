// @docusaurus/theme-search-algolia/client: the Algolia search theme's hooks.
export {useAlgoliaThemeConfig} from '../../../theme-common/algolia/useAlgoliaThemeConfig.js';
export {useAlgoliaContextualFacetFilters} from '../../../theme-common/algolia/useAlgoliaContextualFacetFilters.js';
export {useSearchResultUrlProcessor} from '../../../theme-common/algolia/useSearchResultUrlProcessor.js';
