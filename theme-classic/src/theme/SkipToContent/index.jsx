import React from 'react';
import {SkipToContentLink} from '../../theme-common/components/SkipToContentLink.jsx';
import './styles.css';

export default function SkipToContent() {
  return <SkipToContentLink className="skipToContent_fXgn" />;
}
