import React from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import IconEdit from '@theme/Icon/Edit';
import {ThemeClassNames} from '@docusaurus/theme-common';

export default function EditThisPage({editUrl}) {
  return (
    <Link to={editUrl} className={ThemeClassNames.common.editThisPage}>
      <IconEdit />
      <Translate
        id="theme.common.editThisPage"
        description="The link label to edit the current page">
        Edit this page
      </Translate>
    </Link>
  );
}
