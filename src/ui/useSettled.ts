import { useEffect, useRef, useState } from 'react';

/**
 * A value that follows `value` at most once every `ms` (the first change at once, the last one
 * always): the text twins under the table follow a drag without re-laying out the page on every
 * frame, which on a phone's CPU cost the drag its frame rate. Null (the gesture ended) shows at once.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    const now = performance.now();
    const wait = value === null ? 0 : last.current + ms - now;
    if (wait <= 0) {
      last.current = now;
      setShown(() => value);
      return undefined;
    }
    const timer = setTimeout(() => {
      last.current = performance.now();
      setShown(() => value);
    }, wait);
    return () => {
      clearTimeout(timer);
    };
  }, [value, ms]);
  return value === null ? value : shown;
}
