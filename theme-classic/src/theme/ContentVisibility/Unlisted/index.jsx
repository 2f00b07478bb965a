import React from 'react';
import Head from '@docusaurus/Head';
import Translate from '@docusaurus/Translate';
import Admonition from '@theme/Admonition';
import {ThemeClassNames} from '../../../theme-common/utils/ThemeClassNames.js';
import clsx from '../../../theme-common/utils/clsx.js';

function UnlistedBanner({className}) {
  return (
    <Admonition
      type="caution"
      title={
        <Translate
          id="theme.contentVisibility.unlistedBanner.title"
          description="The unlisted content banner title">
          Unlisted page
        </Translate>
      }
      className={clsx(className, ThemeClassNames.common.unlistedBanner)}>
      <Translate
        id="theme.contentVisibility.unlistedBanner.message"
        description="The unlisted content banner message">
        This page is unlisted. Search engines will not index it, and only users having a direct link can access it.
      </Translate>
    </Admonition>
  );
}

export default function Unlisted(props) {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <UnlistedBanner {...props} />
    </>
  );
}
