import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms` (a search field queries the server after a pause, not per keystroke). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
