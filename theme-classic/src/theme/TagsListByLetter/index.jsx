import React from 'react';
import Tag from '@theme/Tag';
import Heading from '@theme/Heading';
import {listTagsByLetters} from '@docusaurus/theme-common';
import './styles.css';

// Tags with their counts, grouped by first letter.
export default function TagsListByLetter({tags}) {
  return (
    <section className="margin-vert--lg">
      {listTagsByLetters(tags).map((letterEntry) => (
        <article key={letterEntry.letter}>
          <Heading as="h2" id={letterEntry.letter}>
            {letterEntry.letter}
          </Heading>
          <ul className="padding--none">
            {letterEntry.tags.map((tag) => (
              <li key={tag.permalink} className="tag_YYDp">
                <Tag {...tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
