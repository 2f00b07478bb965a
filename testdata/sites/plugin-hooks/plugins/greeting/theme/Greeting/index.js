import React from 'react';

export default function Greeting({ name }) {
  return <p className="greeting">Hello, {name}, from the greeting plugin.</p>;
}
