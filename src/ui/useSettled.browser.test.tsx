// The text twins follow a drag at most ten times a second (issue: 60 Hz on a phone-class CPU).
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createStore } from 'zustand/vanilla';
import { mountRoot } from '../../tests/reactRoot.ts';
import { useSettledStore } from './useSettled.ts';

interface Gesture {
  drag: string | null;
}
const selectDrag = (s: Gesture) => s.drag;

let renders: (string | null)[] = [];

afterEach(() => {
  renders = [];
});

function mount(start: string | null) {
  const store = createStore<Gesture>()(() => ({ drag: start }));
  function Shown() {
    const shown = useSettledStore(store, selectDrag, 100);
    renders.push(shown);
    return <p>{shown ?? 'none'}</p>;
  }
  const { root, host } = mountRoot();
  act(() => {
    root.render(<Shown />);
  });
  const set = (drag: string | null) => {
    act(() => {
      store.setState({ drag });
    });
  };
  return { host, set };
}

const wait = (ms: number) =>
  act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });

describe('useSettledStore', () => {
  it('renders the first change at once, then at most once a tenth of a second, the last one always', async () => {
    const { host, set } = mount(null);
    set('frame 0');
    expect(host.textContent).toBe('frame 0');
    const before = renders.length;
    for (let i = 1; i <= 20; i++) set(`frame ${String(i)}`);
    // Twenty frames in a burst: the component is not rendered for any of them.
    expect(host.textContent).toBe('frame 0');
    expect(renders.length).toBe(before);
    await wait(150);
    expect(host.textContent).toBe('frame 20');
    expect(renders.length - before).toBeLessThanOrEqual(2);
  });

  it('shows the end of the gesture (null) at once', () => {
    const { host, set } = mount('dragging');
    expect(host.textContent).toBe('dragging');
    set('dragging on');
    set(null);
    expect(host.textContent).toBe('none');
  });
});
