import React from 'react';
import Layout from '@theme/Layout';
import {HtmlClassNameProvider} from '../../theme-common/utils/metadataUtils.jsx';
import {ThemeClassNames} from '../../theme-common/utils/ThemeClassNames.js';

export default function DocsRoot({children}) {
  return (
    <HtmlClassNameProvider className={ThemeClassNames.wrapper.docsPages}>
      <Layout>{children}</Layout>
    </HtmlClassNameProvider>
  );
}
