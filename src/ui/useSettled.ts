import { useEffect, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';

/**
 * A value read from a store that the component sees at most once every `ms` (the first change at
 * once, the last one always): the text twins under the table follow a drag without rendering, or
 * re-laying out the page, on every frame, which on a phone's CPU cost the drag its frame rate. The
 * component subscribes to the store itself, so a change in between renders nothing. Null (the gesture
 * ended) shows at once. `select` must be the same function from render to render.
 */
export function useSettledStore<S, T>(store: StoreApi<S>, select: (s: S) => T, ms: number): T {
  const [shown, setShown] = useState(() => ({ value: select(store.getState()) }));
  useEffect(() => {
    let latest = select(store.getState());
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      timer = undefined;
      last = performance.now();
      const value = latest;
      setShown((was) => (was.value === value ? was : { value }));
    };
    // A change between the render and this subscription is shown now.
    setShown((was) => (was.value === latest ? was : { value: latest }));
    const stop = store.subscribe((s) => {
      const value = select(s);
      if (value === latest) return;
      latest = value;
      const wait = value === null ? 0 : last + ms - performance.now();
      if (wait <= 0) {
        clearTimeout(timer);
        show();
      } else timer ??= setTimeout(show, wait);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [store, select, ms]);
  return shown.value;
}
