import React from 'react';
import Translate from '@docusaurus/Translate';
import Tag from '@theme/Tag';
import clsx from 'clsx';
import './styles.css';

// "Tags:" and the tags of a post or doc.
export default function TagsListInline({tags}) {
  return (
    <>
      <b>
        <Translate id="theme.tags.tagsListLabel">Tags:</Translate>
      </b>
      <ul className={clsx('tags_q74f', 'padding--none', 'margin-left--sm')}>
        {tags.map((tag) => (
          <li key={tag.permalink} className="tag_lSC7">
            <Tag {...tag} />
          </li>
        ))}
      </ul>
    </>
  );
}
