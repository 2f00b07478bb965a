import React from 'react';
import TOCCollapsible from '@theme/TOCCollapsible';
import {ThemeClassNames} from '../../../../theme-common/utils/ThemeClassNames.js';
import {useDoc} from '../../../../theme-common/contexts/doc.jsx';
import clsx from '../../../../theme-common/utils/clsx.js';
import './styles.css';

export default function DocItemTOCMobile() {
  const {toc, frontMatter} = useDoc();
  return (
    <TOCCollapsible
      toc={toc}
      minHeadingLevel={frontMatter.toc_min_heading_level}
      maxHeadingLevel={frontMatter.toc_max_heading_level}
      className={clsx(ThemeClassNames.docs.docTocMobile, 'tocMobile_ITEo')}
    />
  );
}
