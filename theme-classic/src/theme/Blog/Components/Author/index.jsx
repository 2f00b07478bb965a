import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import AuthorSocials from '@theme/Blog/Components/Author/Socials';
import clsx from 'clsx';
import './styles.css';

function MaybeLink(props) {
  if (props.href) {
    return <Link {...props} />;
  }
  return <>{props.children}</>;
}

// An author's picture, name (linking to their page, site or email), title,
// socials and, in the authors list, number of posts. as: the name's heading.
export default function BlogAuthor({as, author, className, count}) {
  const {name, title, url, imageURL, email, page} = author;
  const link = page?.permalink || url || (email && `mailto:${email}`) || undefined;
  const asClass = {h1: 'author-as-h1_Dehj', h2: 'author-as-h2_m6Is'}[as];
  return (
    <div className={clsx('avatar margin-bottom--sm', className, asClass)}>
      {imageURL && (
        <MaybeLink href={link} className="avatar__photo-link">
          <img className={clsx('avatar__photo', 'authorImage_dtYh')} src={imageURL} alt={name} />
        </MaybeLink>
      )}
      {(name || title) && (
        <div className={clsx('avatar__intro', 'authorDetails_C1Gu')}>
          <div className="avatar__name">
            {name && (
              <MaybeLink href={link}>
                {as ? (
                  <Heading as={as} className="authorName_kx8Q">
                    {name}
                  </Heading>
                ) : (
                  <span className="authorName_kx8Q">{name}</span>
                )}
              </MaybeLink>
            )}
            {count !== undefined && <span className="authorBlogPostCount_AMPm">{count}</span>}
          </div>
          {!!title && (
            <small className="authorTitle_jHJi" title={title}>
              {title}
            </small>
          )}
          <AuthorSocials author={author} />
        </div>
      )}
    </div>
  );
}
