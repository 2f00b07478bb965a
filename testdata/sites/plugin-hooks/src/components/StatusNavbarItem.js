import React from 'react';

export default function StatusNavbarItem({ label }) {
  return <span className="navbar__item status-item">{label}: all systems go</span>;
}
