import React from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import {usePluralForm} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import './styles.css';

function ReadingTime({readingTime: readingTimeFloat}) {
  const {selectMessage} = usePluralForm();
  const readingTime = Math.ceil(readingTimeFloat);
  return selectMessage(
    readingTime,
    translate(
      {id: 'theme.blog.post.readingTime.plurals', message: 'One min read|{readingTime} min read'},
      {readingTime},
    ),
  );
}

// The post's date and reading time.
export default function BlogPostItemHeaderInfo({className}) {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  const dateTimeFormat = useDateTimeFormat({day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
  return (
    <div className={clsx('container_PuMg', 'margin-vert--md', className)}>
      <time dateTime={date}>{dateTimeFormat.format(new Date(date))}</time>
      {typeof readingTime !== 'undefined' && (
        <>
          {' · '}
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}
