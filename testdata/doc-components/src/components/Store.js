import React, {useContext} from 'react';
import StoreContext from './storeContext';

// Reads the store as a react-redux hook does: outside its provider it throws.
export default function Store() {
  const store = useContext(StoreContext);
  return <p className="store">{'store of ' + store.name}</p>;
}
