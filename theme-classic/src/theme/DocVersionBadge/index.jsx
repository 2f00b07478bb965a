import React from 'react';
import Translate from '@docusaurus/Translate';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

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
