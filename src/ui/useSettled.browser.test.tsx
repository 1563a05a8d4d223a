// The text twins follow a drag at most ten times a second (issue: 60 Hz on a phone-class CPU).
import { afterEach, describe, expect, it } from 'vitest';
import { mountRoot } from '../../tests/reactRoot.ts';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { useSettled } from './useSettled.ts';

let renders: (string | null)[] = [];

afterEach(() => {
  renders = [];
});

function Shown({ value }: { value: string | null }) {
  const shown = useSettled(value, 100);
  renders.push(shown);
  return <p>{shown ?? 'none'}</p>;
}

function show(root: Root, value: string | null) {
  act(() => {
    root.render(<Shown value={value} />);
  });
}

const wait = (ms: number) =>
  act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });

describe('useSettled', () => {
  it('shows the first value at once, then at most one a tenth of a second, the last one always', async () => {
    const { root, host } = mountRoot();
    show(root, 'frame 0');
    expect(host.textContent).toBe('frame 0');
    for (let i = 1; i <= 20; i++) show(root, `frame ${String(i)}`);
    // Twenty frames in a burst: the screen still shows the first until the interval has passed.
    expect(host.textContent).toBe('frame 0');
    await wait(150);
    expect(host.textContent).toBe('frame 20');
    expect(new Set(renders.filter((r) => r !== null)).size).toBeLessThanOrEqual(3);
  });

  it('shows the end of the gesture (null) at once', () => {
    const { root, host } = mountRoot();
    show(root, 'dragging');
    show(root, 'dragging on');
    show(root, null);
    expect(host.textContent).toBe('none');
  });
});
