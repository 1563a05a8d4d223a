// The text twins follow a drag at most ten times a second (issue: 60 Hz on a phone-class CPU).
import { afterEach, describe, expect, it } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import { useSettled } from './useSettled.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLDivElement | null = null;
let renders: (string | null)[] = [];

afterEach(() => {
  act(() => {
    root?.unmount();
  });
  host?.remove();
  root = null;
  host = null;
  renders = [];
});

function Shown({ value }: { value: string | null }) {
  const shown = useSettled(value, 100);
  renders.push(shown);
  return <p>{shown ?? 'none'}</p>;
}

function show(value: string | null) {
  act(() => {
    root?.render(<Shown value={value} />);
  });
}

const wait = (ms: number) =>
  act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });

describe('useSettled', () => {
  it('shows the first value at once, then at most one a tenth of a second, the last one always', async () => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    show('frame 0');
    expect(host.textContent).toBe('frame 0');
    for (let i = 1; i <= 20; i++) show(`frame ${String(i)}`);
    // Twenty frames in a burst: the screen still shows the first until the interval has passed.
    expect(host.textContent).toBe('frame 0');
    await wait(150);
    expect(host.textContent).toBe('frame 20');
    expect(new Set(renders.filter((r) => r !== null)).size).toBeLessThanOrEqual(3);
  });

  it('shows the end of the gesture (null) at once', () => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    show('dragging');
    show('dragging on');
    show(null);
    expect(host.textContent).toBe('none');
  });
});
