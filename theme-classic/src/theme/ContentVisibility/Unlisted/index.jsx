import React from 'react';
import Admonition from '@theme/Admonition';
import {ThemeClassNames} from '../../../theme-common/utils/ThemeClassNames.js';
import {
  UnlistedBannerTitle,
  UnlistedBannerMessage,
  UnlistedMetadata,
} from '../../../theme-common/translations/contentVisibilityTranslations.jsx';
import clsx from '../../../theme-common/utils/clsx.js';

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
