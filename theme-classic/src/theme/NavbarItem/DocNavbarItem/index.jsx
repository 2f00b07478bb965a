import React from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import {useActiveDocContext, useLayoutDoc} from '@docusaurus/plugin-content-docs/client';

// Link to a doc (by id); active on that doc and on the docs of its sidebar.
export default function DocNavbarItem({docId, label: staticLabel, docsPluginId, ...props}) {
  const {activeDoc} = useActiveDocContext(docsPluginId);
  const doc = useLayoutDoc(docId, docsPluginId);
  const pageActive = !!activeDoc && !!doc && activeDoc.path === doc.path;
  // Draft and unlisted items are not displayed in the navbar.
  if (doc === null || (doc.unlisted && !pageActive)) {
    return null;
  }
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() =>
        pageActive || (!!activeDoc && !!activeDoc.sidebar && activeDoc.sidebar === doc.sidebar)
      }
      label={staticLabel ?? doc.id}
      to={doc.path}
    />
  );
}
