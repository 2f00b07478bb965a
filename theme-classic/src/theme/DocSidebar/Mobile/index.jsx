import React from 'react';
import DocSidebarItems from '@theme/DocSidebarItems';
import {NavbarSecondaryMenuFiller} from '../../../theme-common/contexts/navbarSecondaryMenu.jsx';
import {useNavbarMobileSidebar} from '../../../theme-common/contexts/navbarMobileSidebar.jsx';
import {ThemeClassNames} from '../../../theme-common/utils/ThemeClassNames.js';
import clsx from '../../../theme-common/utils/clsx.js';

// The doc sidebar, shown as the mobile navbar's secondary menu.
function DocSidebarMobileSecondaryMenu({sidebar, path}) {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // Mobile categories with an href navigate: close the sidebar then.
          if (item.type === 'category' && item.href) {
            mobileSidebar.toggle();
          }
          if (item.type === 'link') {
            mobileSidebar.toggle();
          }
        }}
        level={1}
      />
    </ul>
  );
}

function DocSidebarMobile(props) {
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={props} />;
}

export default React.memo(DocSidebarMobile);
