import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';

// The site's themeConfig, whose algolia key the generator has validated and completed.
export function useAlgoliaThemeConfig() {
  return useDocusaurusContext().siteConfig.themeConfig;
}
