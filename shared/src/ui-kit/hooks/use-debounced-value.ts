import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delay` ms (a live preview asks the server once per pause, not per key). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
