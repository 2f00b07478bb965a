import React from 'react';
import {ColorModeProvider} from '../../../theme-common/contexts/colorMode.jsx';
import {AnnouncementBarProvider} from '../../../theme-common/contexts/announcementBar.jsx';
import {NavbarProvider} from '../../../theme-common/contexts/navbar.jsx';
import {DocsPreferredVersionContextProvider} from '../../../theme-common/contexts/docsPreferredVersion.jsx';
import {PluginHtmlClassNameProvider} from '../../../theme-common/utils/metadataUtils.jsx';
import {composeProviders} from '../../../theme-common/utils/reactUtils.jsx';

const Provider = composeProviders([
  ColorModeProvider,
  AnnouncementBarProvider,
  DocsPreferredVersionContextProvider,
  PluginHtmlClassNameProvider,
  NavbarProvider,
]);

export default function LayoutProvider({children}) {
  return <Provider>{children}</Provider>;
}
