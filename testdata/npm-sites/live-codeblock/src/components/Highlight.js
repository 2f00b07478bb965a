import React from 'react';

export default function Highlight({ children, color }) {
  return (
    <span className="scope-highlight" style={{ backgroundColor: color, padding: '0.2rem' }}>
      {children}
    </span>
  );
}
