// One React root per browser test, mounted in a fresh element and unmounted after each test.
import { afterEach } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: { root: Root; host: HTMLDivElement } | null = null;

afterEach(() => {
  const m = mounted;
  mounted = null;
  if (!m) return;
  act(() => {
    m.root.unmount();
  });
  m.host.remove();
});

/** A root in a new element on the page, taken down after the test. */
export function mountRoot(): { root: Root; host: HTMLDivElement } {
  const host = document.createElement('div');
  document.body.append(host);
  mounted = { root: createRoot(host), host };
  return mounted;
}

/** Lets the page run, 25 ms at a time inside act(), until `until` holds (at most 5 s). */
export async function settle(until: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !until(); i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 25));
    });
  }
}
