// The Combat Group in the roster editor (RULES.md §18.12; decision D115), in real Chromium: set with the
// trooper's details, group 1 left out of the profile, another shown on the trooper's row.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import { act, useState } from 'react';
import { RosterEditor } from './RosterEditor.tsx';
import { ROSTER } from '../content/index.ts';
import type { Profile } from '../rules/index.ts';
import './app.css';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLDivElement | null = null;

async function render(ui: React.ReactNode): Promise<HTMLDivElement> {
  host = document.createElement('div');
  host.style.width = '900px';
  document.body.appendChild(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(ui);
    await Promise.resolve();
  });
  return host;
}

afterEach(() => {
  act(() => {
    root?.unmount();
  });
  host?.remove();
  root = null;
  host = null;
});

async function gesture(run: () => Promise<void>): Promise<void> {
  await act(async () => {
    await run();
  });
}

const byId = (id: string): Profile => structuredClone(ROSTER.find((p) => p.id === id)!);

function Harness({ initial, onChange }: { initial: Profile[]; onChange: (roster: Profile[]) => void }) {
  const [roster, setRoster] = useState(initial);
  return (
    <RosterEditor
      seat="A"
      storage={null}
      roster={roster}
      onChange={(next) => {
        onChange(next);
        setRoster(next);
      }}
    />
  );
}

function lastRoster(spy: ReturnType<typeof vi.fn<(r: Profile[]) => void>>): Profile[] {
  const call = spy.mock.lastCall;
  if (!call) throw new Error('onChange was never called');
  return call[0];
}

describe('RosterEditor: the Combat Group', () => {
  it('sets the Combat Group (D115): group 1 is left out, another is written and shown on the row', async () => {
    const spy = vi.fn<(r: Profile[]) => void>();
    const el = await render(<Harness initial={[byId('line-trooper')]} onChange={spy} />);
    await gesture(() =>
      page.getByRole('button', { name: 'Edit weapons and skills of trooper 1, Player A' }).click(),
    );
    const group = page.getByRole('combobox', { name: 'Combat Group of trooper 1, Player A' });
    await expect.element(group).toHaveValue('1');
    await gesture(() => userEvent.selectOptions(group, '3'));
    expect(lastRoster(spy)[0]!.combatGroup).toBe(3);
    expect(el.textContent).toContain('Combat Group 3');
    await gesture(() => userEvent.selectOptions(group, '1'));
    expect('combatGroup' in lastRoster(spy)[0]!).toBe(false);
  });
});
