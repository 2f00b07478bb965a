import React from 'react';
import Admonition from '@theme/Admonition';
import {ThemeClassNames} from '../../../theme-common/utils/ThemeClassNames.js';
import {DraftBannerTitle, DraftBannerMessage} from '../../../theme-common/translations/contentVisibilityTranslations.jsx';
import clsx from '../../../theme-common/utils/clsx.js';

export default function Draft({className}) {
  return (
    <Admonition
      type="caution"
      title={<DraftBannerTitle />}
      className={clsx(className, ThemeClassNames.common.draftBanner)}>
      <DraftBannerMessage />
    </Admonition>
  );
}
