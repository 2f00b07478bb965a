import React from 'react';
import TOC from '@theme/TOC';
import {ThemeClassNames} from '../../../../theme-common/utils/ThemeClassNames.js';
import {useDoc} from '../../../../theme-common/contexts/doc.jsx';

export default function DocItemTOCDesktop() {
  const {toc, frontMatter} = useDoc();
  return (
    <TOC
      toc={toc}
      minHeadingLevel={frontMatter.toc_min_heading_level}
      maxHeadingLevel={frontMatter.toc_max_heading_level}
      className={ThemeClassNames.docs.docTocDesktop}
    />
  );
}
