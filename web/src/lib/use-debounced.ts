import * as React from 'react';

/** The value, once it has stopped changing for `ms` (search boxes query on pause, not per key). */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
