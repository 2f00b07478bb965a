import React from 'react';
import Admonition from '@theme/Admonition';
import clsx from 'clsx';
import {ThemeClassNames, DraftBannerTitle, DraftBannerMessage} from '@docusaurus/theme-common';

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
