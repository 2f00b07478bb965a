import React, {useMemo} from 'react';
import Link from '../../client/exports/Link.jsx';
import {useLocation} from '../../client/exports/router.jsx';
import Translate, {translate} from '../../client/exports/Translate.jsx';
import {isSamePath} from './pathUtils.js';
import {usePluralForm} from './usePluralForm.js';

// An unlisted post shows in the blog sidebar only on its own page.
export function useVisibleBlogSidebarItems(items) {
  const {pathname} = useLocation();
  return useMemo(
    () => items.filter((item) => !item.unlisted || isSamePath(item.permalink, pathname)),
    [items, pathname],
  );
}

// [[year, items]], newest year first.
export function groupBlogSidebarItemsByYear(items) {
  const groups = new Map();
  items.forEach((item) => {
    const year = `${new Date(item.date).getUTCFullYear()}`;
    groups.set(year, [...(groups.get(year) ?? []), item]);
  });
  return Array.from(groups.entries()).sort(([a], [b]) => Number(b) - Number(a));
}

export function BlogSidebarItemList({items, ulClassName, liClassName, linkClassName, linkActiveClassName}) {
  return (
    <ul className={ulClassName}>
      {items.map((item) => (
        <li key={item.permalink} className={liClassName}>
          <Link isNavLink to={item.permalink} className={linkClassName} activeClassName={linkActiveClassName}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

// "One post", "3 posts", in the site's locale.
function useBlogPostsPlural() {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(count, translate({id: 'theme.blog.post.plurals', message: 'One post|{count} posts'}, {count}));
}

// "One post tagged with "x"", "3 posts tagged with "x"".
export function useBlogTagsPostsPageTitle(tag) {
  const blogPostsPlural = useBlogPostsPlural();
  return translate(
    {id: 'theme.blog.tagTitle', message: '{nPosts} tagged with "{tagName}"'},
    {nPosts: blogPostsPlural(tag.count), tagName: tag.label},
  );
}

export function translateTagsPageTitle() {
  return translate({id: 'theme.tags.tagsPageTitle', message: 'Tags'});
}

export function translateBlogAuthorsListPageTitle() {
  return translate({id: 'theme.blog.authorsList.pageTitle', message: 'Authors'});
}

export function useBlogAuthorPageTitle(author) {
  const blogPostsPlural = useBlogPostsPlural();
  return translate(
    {id: 'theme.blog.author.pageTitle', message: '{authorName} - {nPosts}'},
    {nPosts: blogPostsPlural(author.count), authorName: author.name || author.key},
  );
}

// Tags grouped by the upper-cased first letter of their label, both sorted.
export function listTagsByLetters(tags) {
  const groups = {};
  Object.values(tags).forEach((tag) => {
    const letter = tag.label[0].toUpperCase();
    groups[letter] ??= [];
    groups[letter].push(tag);
  });
  return Object.entries(groups)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, letterTags]) => ({
      letter,
      tags: letterTags.sort((a, b) => a.label.localeCompare(b.label)),
    }));
}

// The author page's link to the authors list.
export function BlogAuthorsListViewAllLabel() {
  return <Translate id="theme.blog.authorsList.viewAll">View all authors</Translate>;
}

// The author page's line when the author has no post.
export function BlogAuthorNoPostsLabel() {
  return <Translate id="theme.blog.author.noPosts">This author has not written any posts yet.</Translate>;
}
