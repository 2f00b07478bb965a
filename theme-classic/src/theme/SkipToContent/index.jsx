import React from 'react';
import {SkipToContentLink} from '@docusaurus/theme-common';
import './styles.css';

export default function SkipToContent() {
  return <SkipToContentLink className="skipToContent_fXgn" />;
}
