import { useEffect, useState } from 'react';
import type { AppLocation, NavigationAdapter } from '../navigation/navigation-adapter.ts';

/** The adapter's current place, following its changes. */
export function useAppLocation(navigation: NavigationAdapter): AppLocation | null {
  const [location, setLocation] = useState(() => navigation.current());
  useEffect(() => {
    setLocation(navigation.current());
    return navigation.subscribe(setLocation);
  }, [navigation]);
  return location;
}
