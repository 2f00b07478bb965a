import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';

// "{title} {titleDelimiter} {siteTitle}", or the site title alone.
export function formatTitle(title, siteConfig) {
  const siteTitle = siteConfig.title || '';
  const titleDelimiter = siteConfig.titleDelimiter || '|';
  const trimmed = typeof title === 'string' ? title.trim() : '';
  return trimmed.length ? `${trimmed} ${titleDelimiter} ${siteTitle}` : siteTitle;
}

export function useTitleFormatter(title) {
  const {siteConfig} = useDocusaurusContext();
  return formatTitle(title, siteConfig);
}
