import {useEffect, useRef} from 'react';
import {useLocation} from '../../client/exports/router.jsx';
import {useEvent} from '../utils/reactUtils.jsx';

// Fires onLocationChange({location, previousLocation}) after navigations.
export function useLocationChange(onLocationChange) {
  const location = useLocation();
  const previousLocation = useRef(location);
  const callback = useEvent(onLocationChange);
  useEffect(() => {
    if (previousLocation.current === location) {
      return;
    }
    const prev = previousLocation.current;
    previousLocation.current = location;
    if (
      prev.pathname === location.pathname &&
      prev.search === location.search &&
      prev.hash === location.hash &&
      prev.key === location.key
    ) {
      return;
    }
    callback({location, previousLocation: prev});
  }, [location, callback]);
}
