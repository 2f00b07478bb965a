import React from 'react';
import Link from '@docusaurus/Link';
import DefaultSocialIcon from '@theme/Icon/Socials/Default';
import './styles.css';

// The names Docusaurus shows (as the link's title) for the platforms it knows; any other
// platform is titled by its key.
const platformLabels = {
  twitter: 'Twitter',
  github: 'GitHub',
  stackoverflow: 'Stack Overflow',
  linkedin: 'LinkedIn',
  x: 'X',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  youtube: 'YouTube',
  twitch: 'Twitch',
  email: 'Email',
};

// An author's social links, each an icon titled by its platform. The row is there even
// without links, to keep authors aligned.
export default function AuthorSocials({author}) {
  const entries = Object.entries(author.socials ?? {});
  return (
    <div className="authorSocials_D10B">
      {entries.map(([platform, linkUrl]) => (
        <Link key={platform} className="authorSocialLink_Rc7v" href={linkUrl} title={platformLabels[platform] ?? platform}>
          <DefaultSocialIcon className="authorSocialIcon_Yb2q" />
        </Link>
      ))}
    </div>
  );
}
