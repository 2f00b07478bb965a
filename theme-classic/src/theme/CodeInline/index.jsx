import React from 'react';

// Inline `code`: a swizzle point.
export default function CodeInline(props) {
  return <code {...props} />;
}
