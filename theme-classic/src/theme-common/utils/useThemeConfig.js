import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';

const DefaultMagicComments = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];

function withDefaults(themeConfig = {}) {
  const navbar = themeConfig.navbar || {};
  const colorMode = themeConfig.colorMode || {};
  const toc = themeConfig.tableOfContents || {};
  const docs = themeConfig.docs || {};
  const docsSidebar = docs.sidebar || {};
  const prism = themeConfig.prism || {};
  return {
    ...themeConfig,
    navbar: {
      hideOnScroll: false,
      ...navbar,
      items: navbar.items || [],
    },
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
      ...colorMode,
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
      ...toc,
    },
    docs: {
      ...docs,
      versionPersistence: docs.versionPersistence || 'localStorage',
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
        ...docsSidebar,
      },
    },
    prism: {
      additionalLanguages: [],
      ...prism,
      magicComments: prism.magicComments || DefaultMagicComments,
    },
    metadata: themeConfig.metadata || [],
    footer: themeConfig.footer || undefined,
    announcementBar: themeConfig.announcementBar || undefined,
  };
}

const cache = new WeakMap();

// The classic theme's themeConfig, with defaults for anything missing.
export function useThemeConfig() {
  const {siteConfig} = useDocusaurusContext();
  const raw = siteConfig.themeConfig || {};
  let value = cache.get(raw);
  if (!value) {
    value = withDefaults(raw);
    cache.set(raw, value);
  }
  return value;
}

export default useThemeConfig;
