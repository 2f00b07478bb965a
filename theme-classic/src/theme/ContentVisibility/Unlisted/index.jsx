import React from 'react';
import Admonition from '@theme/Admonition';
import clsx from 'clsx';
import {
  ThemeClassNames,
  UnlistedBannerTitle,
  UnlistedBannerMessage,
  UnlistedMetadata,
} from '@docusaurus/theme-common';

function UnlistedBanner({className}) {
  return (
    <Admonition
      type="caution"
      title={<UnlistedBannerTitle />}
      className={clsx(className, ThemeClassNames.common.unlistedBanner)}>
      <UnlistedBannerMessage />
    </Admonition>
  );
}

export default function Unlisted(props) {
  return (
    <>
      <UnlistedMetadata />
      <UnlistedBanner {...props} />
    </>
  );
}
