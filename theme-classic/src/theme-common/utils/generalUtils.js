import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';

// "{title} {titleDelimiter} {siteTitle}", or the site title alone when the title is empty or is
// the site title itself (no "X | X").
export function formatTitle(title, siteConfig) {
  const siteTitle = siteConfig.title || '';
  const titleDelimiter = siteConfig.titleDelimiter || '|';
  const trimmed = typeof title === 'string' ? title.trim() : '';
  return trimmed.length && trimmed !== siteTitle ? `${trimmed} ${titleDelimiter} ${siteTitle}` : siteTitle;
}

export function useTitleFormatter(title) {
  const {siteConfig} = useDocusaurusContext();
  return formatTitle(title, siteConfig);
}
