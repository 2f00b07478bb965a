import React from 'react';
import Link from '@docusaurus/Link';
import './styles.css';

// An author's social links, by platform name. The row is there even without
// links, to keep authors aligned.
export default function AuthorSocials({author}) {
  const entries = Object.entries(author.socials ?? {});
  return (
    <div className="authorSocials_D10B">
      {entries.map(([platform, linkUrl]) => (
        <Link key={platform} className="authorSocialLink_Rc7v" href={linkUrl} title={platform}>
          {platform}
        </Link>
      ))}
    </div>
  );
}
