import React from 'react';

// Loaded with React.lazy: its text is in the server's HTML, as Docusaurus renders it.
export default function LazyNote() {
  return <p className="lazy-note">A lazily loaded note</p>;
}
