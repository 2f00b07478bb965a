import useDocusaurusContext from '../../client/exports/useDocusaurusContext.jsx';
import {useBaseUrlUtils} from '../../client/exports/useBaseUrl.jsx';
import {useBlogMetadata, useBlogPost} from '../contexts/blogPost.jsx';

// The schema.org JSON-LD of the blog's pages, as Docusaurus 3.8 puts in their head: a
// BlogPosting for a post page, a Blog listing its posts for a list page.

// A schema.org Person for a post's author, with the fields the author has.
function person(author) {
  const out = {'@type': 'Person'};
  for (const [field, key] of [['name', 'name'], ['description', 'title'], ['url', 'url'], ['email', 'email'], ['image', 'imageURL']]) {
    if (author[key]) {
      out[field] = author[key];
    }
  }
  return out;
}

// The fields of a BlogPosting that a post page and a list page write alike.
function posting({assets, frontMatter, metadata}, siteURL, withBaseUrl) {
  const url = siteURL + metadata.permalink;
  const out = {
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: metadata.title,
    name: metadata.title,
    description: metadata.description,
    datePublished: metadata.date,
  };
  if (metadata.lastUpdatedAt) {
    out.dateModified = new Date(metadata.lastUpdatedAt).toISOString();
  }
  const authors = (metadata.authors || []).map(person);
  out.author = authors.length === 1 ? authors[0] : authors;
  const image = (assets && assets.image) ?? frontMatter.image;
  if (image) {
    const imageUrl = withBaseUrl(image, {absolute: true});
    out.image = {'@type': 'ImageObject', '@id': imageUrl, url: imageUrl, contentUrl: imageUrl, caption: `title image for the blog post: ${metadata.title}`};
  }
  out.keywords = frontMatter.keywords ?? [];
  return out;
}

// The BlogPosting of the post whose page is shown (inside BlogPostProvider).
export function useBlogPostStructuredData() {
  const blog = useBlogMetadata();
  const post = useBlogPost();
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  return {
    '@context': 'https://schema.org',
    ...posting({...post, frontMatter: post.metadata.frontMatter}, siteConfig.url, withBaseUrl),
    isPartOf: {'@type': 'Blog', '@id': siteConfig.url + blog.blogBasePath, name: blog.blogTitle},
  };
}

// The Blog of a list page (its props: metadata and the items of the page).
export function useBlogListPageStructuredData({metadata, items}) {
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const url = siteConfig.url + metadata.permalink;
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': url,
    mainEntityOfPage: url,
    headline: metadata.blogTitle,
    description: metadata.blogDescription,
    blogPost: items.map(({content}) => posting(content, siteConfig.url, withBaseUrl)),
  };
}
