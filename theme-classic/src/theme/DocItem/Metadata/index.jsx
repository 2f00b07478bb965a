import React from 'react';
import {PageMetadata} from '../../../theme-common/utils/metadataUtils.jsx';
import {useDoc} from '../../../theme-common/contexts/doc.jsx';

export default function DocItemMetadata() {
  const {metadata, frontMatter, assets} = useDoc();
  return (
    <PageMetadata
      title={metadata.title}
      description={metadata.description}
      keywords={frontMatter.keywords}
      image={assets.image ?? frontMatter.image}
    />
  );
}
