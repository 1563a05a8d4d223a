// The roster form of the "New game" dialog, in real Chromium (Vitest browser mode).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import { act, useState } from 'react';
import { RosterEditor, rosterProblems } from './RosterEditor.tsx';
import { ROSTER } from '../content/index.ts';
import type { Profile } from '../rules/index.ts';
import './app.css';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLDivElement | null = null;

async function render(ui: React.ReactNode, width = 900): Promise<HTMLDivElement> {
  host = document.createElement('div');
  host.style.width = `${String(width)}px`;
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

/** A user gesture through Playwright, with React's updates flushed inside act. */
async function gesture(run: () => Promise<void>): Promise<void> {
  await act(async () => {
    await run();
  });
}

const byId = (id: string): Profile => structuredClone(ROSTER.find((p) => p.id === id)!);

/** The editor holding its own roster, as the dialog will; every onChange is recorded. */
function Harness({
  seat = 'A',
  initial,
  onChange,
}: {
  seat?: 'A' | 'B';
  initial: Profile[];
  onChange: (roster: Profile[]) => void;
}) {
  const [roster, setRoster] = useState(initial);
  return (
    <RosterEditor
      seat={seat}
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

const alerts = (el: HTMLElement) => [...el.querySelectorAll('[role="alert"]')].map((a) => a.textContent);

describe('RosterEditor', () => {
  it('adds, renames, edits, flags and removes troopers through onChange', async () => {
    const spy = vi.fn<(r: Profile[]) => void>();
    const el = await render(<Harness initial={[byId('line-trooper')]} onChange={spy} />);

    const fieldset = page.getByRole('group', { name: 'Player A roster' });
    await expect.element(fieldset).toBeInTheDocument();
    expect(alerts(el)).toEqual([]);

    // Add a Camo Sniper from the built-in list: a deep copy that keeps its id.
    await gesture(() =>
      userEvent.selectOptions(page.getByLabelText('Add a trooper to Player A'), 'camo-sniper'),
    );
    await gesture(() => page.getByRole('button', { name: 'Add to Player A' }).click());
    let roster = lastRoster(spy);
    expect(roster.map((p) => p.id)).toEqual(['line-trooper', 'camo-sniper']);
    const original = ROSTER.find((p) => p.id === 'camo-sniper')!;
    expect(roster[1]).toEqual(original);
    expect(roster[1]).not.toBe(original);
    expect(roster[1]!.skills).not.toBe(original.skills);
    expect(roster[1]!.mov).not.toBe(original.mov);

    // Rename it.
    const name2 = page.getByRole('textbox', { name: 'Name of trooper 2, Player A' });
    await gesture(() => name2.fill('Sniper Bravo'));
    roster = lastRoster(spy);
    expect(roster[1]!.name).toBe('Sniper Bravo');
    expect(roster[0]!.name).toBe('Line Trooper');

    // Change its WIP: a number, not a string.
    const wip2 = page.getByRole('spinbutton', { name: 'WIP of trooper 2, Player A' });
    await gesture(() => wip2.fill('14'));
    roster = lastRoster(spy);
    expect(roster[1]!.wip).toBe(14);
    expect(alerts(el)).toEqual([]);

    // S and the second MOV value.
    await gesture(() =>
      userEvent.selectOptions(page.getByRole('combobox', { name: 'S of trooper 2, Player A' }), '3'),
    );
    await gesture(() =>
      page.getByRole('spinbutton', { name: 'MOV second value of trooper 2, Player A' }).fill('6'),
    );
    roster = lastRoster(spy);
    expect(roster[1]!.s).toBe(3);
    expect(roster[1]!.mov).toEqual([4, 6]);

    // An impossible WIP is named in an alert, trooper and field; the input is marked invalid.
    await gesture(() => wip2.fill('99'));
    expect(lastRoster(spy)[1]!.wip).toBe(99);
    const shown = alerts(el);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatch(/^Trooper 2 \(Sniper Bravo\): wip: /);
    expect(shown[0]).toContain('30');
    expect(wip2.element().getAttribute('aria-invalid')).toBe('true');

    // A blank field becomes NaN and is reported, never thrown.
    await gesture(() => wip2.fill(''));
    expect(lastRoster(spy)[1]!.wip).toBeNaN();
    expect(alerts(el)[0]).toMatch(/^Trooper 2 \(Sniper Bravo\): wip: /);
    await gesture(() => wip2.fill('13'));
    expect(alerts(el)).toEqual([]);

    // Remove the first trooper: the sniper becomes trooper 1.
    await gesture(() => page.getByRole('button', { name: 'Remove trooper 1 of Player A' }).click());
    roster = lastRoster(spy);
    expect(roster.map((p) => p.name)).toEqual(['Sniper Bravo']);
    expect(
      (page.getByRole('textbox', { name: 'Name of trooper 1, Player A' }).element() as HTMLInputElement)
        .value,
    ).toBe('Sniper Bravo');

    // Remove the last one: allowed, and reported.
    await gesture(() => page.getByRole('button', { name: 'Remove trooper 1 of Player A' }).click());
    expect(lastRoster(spy)).toEqual([]);
    expect(alerts(el)).toEqual(['Player A needs at least one trooper.']);
    await expect.element(page.getByRole('button', { name: 'Add to Player A' })).toBeEnabled();
  });

  it('disables Add at ten troopers but still allows Remove, and names seat B', async () => {
    const spy = vi.fn<(r: Profile[]) => void>();
    const ten = Array.from({ length: 10 }, () => byId('line-trooper'));
    const el = await render(<Harness seat="B" initial={ten} onChange={spy} />);

    const legend = el.querySelector('legend')!;
    expect(legend.textContent).toBe('Player B roster');
    expect(alerts(el)).toEqual([]);
    const add = page.getByRole('button', { name: 'Add to Player B' });
    await expect.element(add).toBeDisabled();
    await expect
      .element(page.getByRole('spinbutton', { name: 'ARM of trooper 10, Player B' }))
      .toBeInTheDocument();

    await gesture(() => page.getByRole('button', { name: 'Remove trooper 10 of Player B' }).click());
    expect(lastRoster(spy)).toHaveLength(9);
    await expect.element(add).toBeEnabled();
    await gesture(() => add.click());
    expect(lastRoster(spy)).toHaveLength(10);
    expect(lastRoster(spy)[9]!.id).toBe(ROSTER[0]!.id);
  });

  it('shows an over-full roster from outside as a problem, with every Remove still live', async () => {
    const eleven = Array.from({ length: 11 }, () => byId('line-trooper'));
    const el = await render(<RosterEditor seat="A" roster={eleven} onChange={() => undefined} />);
    await expect.element(page.getByRole('group', { name: 'Player A roster' })).toBeInTheDocument();
    expect(alerts(el)).toEqual(['At most 10 troopers per player.']);
    const removes = [...el.querySelectorAll('button')].filter((b) => b.textContent === 'Remove');
    expect(removes).toHaveLength(11);
    expect(removes.every((b) => !b.disabled)).toBe(true);
  });
});

describe('RosterEditor layout', () => {
  it('fits a full roster with long skills and an alert inside a 900 px dialog without scrolling sideways', async () => {
    const roster = Array.from({ length: 10 }, (_, i) => ({
      ...byId('veil-stalker'),
      name: `Veil Stalker number ${String(i + 1)}`,
    }));
    roster[3] = { ...roster[3]!, wip: 99 };
    // The dialog's content box: about 900 px less its padding.
    const el = await render(<RosterEditor seat="A" roster={roster} onChange={() => undefined} />, 860);
    const scroller = el.querySelector<HTMLElement>('.roster-scroll')!;
    expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const wip = page.getByRole('spinbutton', { name: 'WIP of trooper 4, Player A' }).element();
    expect(wip.getBoundingClientRect().width).toBeGreaterThan(30);
    expect(alerts(el)).toHaveLength(1);
  });
});

describe('rosterProblems', () => {
  it('wants at least one trooper', () => {
    expect(rosterProblems([], 'A')).toEqual(['Player A needs at least one trooper.']);
    expect(rosterProblems([], 'B')).toEqual(['Player B needs at least one trooper.']);
    expect(rosterProblems([])).toEqual(['At least one trooper is needed.']);
  });

  it('allows at most ten', () => {
    expect(rosterProblems(Array.from({ length: 10 }, () => byId('line-trooper')))).toEqual([]);
    expect(rosterProblems(Array.from({ length: 11 }, () => byId('line-trooper')))).toEqual([
      'At most 10 troopers per player.',
    ]);
  });

  it('names the trooper and the field of a bad value', () => {
    const roster = [byId('line-trooper'), { ...byId('camo-sniper'), wip: 99 }];
    const problems = rosterProblems(roster);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Trooper 2 \(Camo Sniper\): wip: Too big/);
  });

  it('reports NaN, bad MOV, silhouette and an empty name without throwing', () => {
    const bad: Profile = {
      ...byId('line-trooper'),
      name: '  ',
      mov: [Number.NaN, 13],
      s: 9 as Profile['s'],
      w: 0,
    };
    const problems = rosterProblems([bad]);
    expect(problems.every((l) => l.startsWith('Trooper 1 (no name): '))).toBe(true);
    const fields = problems.map((l) => l.slice('Trooper 1 (no name): '.length).split(':')[0]);
    expect(fields).toEqual(expect.arrayContaining(['mov.0', 'mov.1', 's', 'w']));
  });

  it('is empty for every built-in profile, and for the first ten together', () => {
    for (const p of ROSTER) expect(rosterProblems([structuredClone(p)])).toEqual([]);
    expect(rosterProblems(ROSTER.slice(0, 10).map((p) => structuredClone(p)))).toEqual([]);
  });
});
