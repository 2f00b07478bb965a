import {useContext} from 'react';
import {BrowserContext} from '../browserContext.jsx';

// false on the server and during hydration, true after the first client effect.
export default function useIsBrowser() {
  return useContext(BrowserContext);
}
