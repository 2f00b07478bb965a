import React from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '../../theme-common/utils/ThemeClassNames.js';
import {useDocsVersion} from '../../theme-common/contexts/docsVersion.jsx';
import clsx from '../../theme-common/utils/clsx.js';

export default function DocVersionBadge({className}) {
  const versionMetadata = useDocsVersion();
  if (versionMetadata.badge) {
    return (
      <span
        className={clsx(className, ThemeClassNames.docs.docVersionBadge, 'badge badge--secondary')}>
        <Translate id="theme.docs.versionBadge.label" values={{versionLabel: versionMetadata.label}}>
          {'Version: {versionLabel}'}
        </Translate>
      </span>
    );
  }
  return null;
}
