import React from 'react';
import Translate from '@docusaurus/Translate';
import Admonition from '@theme/Admonition';
import {ThemeClassNames} from '../../../theme-common/utils/ThemeClassNames.js';
import clsx from '../../../theme-common/utils/clsx.js';

export default function Draft({className}) {
  return (
    <Admonition
      type="caution"
      title={
        <Translate
          id="theme.contentVisibility.draftBanner.title"
          description="The draft content banner title">
          Draft page
        </Translate>
      }
      className={clsx(className, ThemeClassNames.common.draftBanner)}>
      <Translate
        id="theme.contentVisibility.draftBanner.message"
        description="The draft content banner message">
        This page is a draft. It will only be visible in dev and be excluded from the production build.
      </Translate>
    </Admonition>
  );
}
