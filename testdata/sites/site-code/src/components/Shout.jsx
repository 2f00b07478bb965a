import React from 'react';
// shout.js, not this file: webpack matches the name's case and tries .js before .jsx.
import {shout} from './shout';

export default function Shout({children}) {
  return <p className="shout">{shout(children)}</p>;
}
