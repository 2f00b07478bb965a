// @docusaurus/plugin-content-blog/client: blog hooks and contexts.
export {
  BlogPostProvider,
  useBlogPost,
  useBlogMetadata,
} from '../../../theme-common/contexts/blogPost.jsx';
export {
  BlogSidebarItemList,
  groupBlogSidebarItemsByYear,
  useVisibleBlogSidebarItems,
} from '../../../theme-common/utils/blogUtils.jsx';
export {
  useBlogListPageStructuredData,
  useBlogPostStructuredData,
} from '../../../theme-common/utils/blogStructuredData.js';
