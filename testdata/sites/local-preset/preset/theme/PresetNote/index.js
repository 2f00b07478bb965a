import React from 'react';

export default function PresetNote({ children }) {
  return <p className="preset-note">{children}</p>;
}
