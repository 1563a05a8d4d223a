// The roster form of the "New game" dialog, in real Chromium (Vitest browser mode).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import { act, useState } from 'react';
import { RosterEditor, rosterProblems } from './RosterEditor.tsx';
import { ROSTER } from '../content/index.ts';
import type { Profile } from '../rules/index.ts';
import type { KeyValueStorage } from '../store/index.ts';
import { listRosters, parseRosterFile, rosterFileText } from '../store/rosters/rosterLibrary.ts';
import { MemoryStorage } from '../../tests/storeFixtures.ts';
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

const byId = (id: string, change: Partial<Profile> = {}): Profile => ({
  ...structuredClone(ROSTER.find((p) => p.id === id)!),
  ...change,
});

/** The editor holding its own roster, as the dialog will; every onChange is recorded. */
function Harness({
  seat = 'A',
  initial,
  onChange,
  storage = null,
}: {
  seat?: 'A' | 'B';
  initial: Profile[];
  onChange: (roster: Profile[]) => void;
  storage?: KeyValueStorage | null;
}) {
  const [roster, setRoster] = useState(initial);
  return (
    <RosterEditor
      seat={seat}
      storage={storage}
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

describe('RosterEditor: what an army list holds (Lieutenant, points, weapons, skills)', () => {
  it('sets BTS beside ARM; a profile without one shows 0 (D144)', async () => {
    const spy = vi.fn<(r: Profile[]) => void>();
    const el = await render(
      <Harness initial={[byId('line-trooper'), byId('field-hacker')]} onChange={spy} />,
    );
    const bts1 = page.getByRole('spinbutton', { name: 'BTS of trooper 1, Player A' });
    await expect.element(bts1).toHaveValue(0);
    await expect.element(page.getByRole('spinbutton', { name: 'BTS of trooper 2, Player A' })).toHaveValue(3);
    await gesture(() => bts1.fill('6'));
    expect(lastRoster(spy)[0]!.bts).toBe(6);
    expect(alerts(el)).toEqual([]);
  });

  it('marks the Lieutenant and the points, totals the points, and refuses two Lieutenants', async () => {
    const spy = vi.fn<(r: Profile[]) => void>();
    const el = await render(
      <Harness initial={[byId('line-trooper'), byId('camo-sniper'), byId('impersonator')]} onChange={spy} />,
    );
    const total = page.getByTestId('roster-points-A');
    await expect.element(total).toHaveTextContent('0 points');

    await gesture(() => page.getByRole('checkbox', { name: 'Lieutenant of trooper 2, Player A' }).click());
    expect(lastRoster(spy)[1]!.lieutenant).toBe(true);
    expect(alerts(el)).toEqual([]);
    await gesture(() => page.getByRole('spinbutton', { name: 'Points of trooper 1, Player A' }).fill('10'));
    await gesture(() => page.getByRole('spinbutton', { name: 'Points of trooper 2, Player A' }).fill('27'));
    expect(lastRoster(spy).map((p) => p.points)).toEqual([10, 27, undefined]);
    await expect.element(total).toHaveTextContent('37 points');

    // A second Lieutenant is a problem that names both; unticking one mends it and drops the field.
    await gesture(() => page.getByRole('checkbox', { name: 'Lieutenant of trooper 3, Player A' }).click());
    expect(alerts(el)).toEqual([
      'Player A has two Lieutenants: Trooper 2 (Camo Sniper), Trooper 3 (Mask Infiltrator). A roster has one at most.',
    ]);
    await gesture(() => page.getByRole('checkbox', { name: 'Lieutenant of trooper 2, Player A' }).click());
    expect(alerts(el)).toEqual([]);
    expect(lastRoster(spy)[1]).not.toHaveProperty('lieutenant');

    // Points out of range are marked and named; a blank field means none.
    const points1 = page.getByRole('spinbutton', { name: 'Points of trooper 1, Player A' });
    await gesture(() => points1.fill('250'));
    expect(points1.element().getAttribute('aria-invalid')).toBe('true');
    expect(alerts(el)[0]).toMatch(/^Trooper 1 \(Line Trooper\): points: Too big/);
    await gesture(() => points1.fill(''));
    expect(lastRoster(spy)[0]).not.toHaveProperty('points');
    expect(alerts(el)).toEqual([]);
    await expect.element(total).toHaveTextContent('27 points');
  });

  it('edits weapons (Burst, Damage, ranges, template) and adds and removes them, up to four', async () => {
    const spy = vi.fn<(r: Profile[]) => void>();
    const el = await render(<Harness initial={[byId('line-trooper')]} onChange={spy} />);
    const edit = page.getByRole('button', { name: 'Edit weapons and skills of trooper 1, Player A' });
    await expect.element(edit).toHaveAttribute('aria-expanded', 'false');
    await gesture(() => edit.click());
    await expect.element(edit).toHaveAttribute('aria-expanded', 'true');
    const details = page.getByRole('region', { name: 'Trooper 1 (Line Trooper): weapons and marker skills' });
    await expect.element(details).toBeVisible();

    const burst1 = page.getByRole('spinbutton', { name: 'Burst of weapon 1 of trooper 1, Player A' });
    await expect.element(burst1).toHaveValue(3);
    await gesture(() => burst1.fill('2'));
    await gesture(() =>
      page
        .getByRole('spinbutton', { name: 'Range MOD at 24–32" of weapon 1 of trooper 1, Player A' })
        .fill('0'),
    );
    await gesture(() =>
      page
        .getByRole('spinbutton', { name: 'Range MOD at 48–96" of weapon 1 of trooper 1, Player A' })
        .fill('-6'),
    );
    let w = lastRoster(spy)[0]!.weapons!;
    expect(w[0]).toEqual({ name: 'Combi Rifle', ranges: [3, 3, -3, 0, -6, -6, -6], damage: 13, burst: 2 });
    expect(w[1]!.name).toBe('Sidearm');

    // A Burst above the most is marked and named with the weapon's field.
    await gesture(() => burst1.fill('9'));
    expect(burst1.element().getAttribute('aria-invalid')).toBe('true');
    expect(alerts(el)[0]).toMatch(/^Trooper 1 \(Line Trooper\): weapons\.0\.burst: Too big/);
    await gesture(() => burst1.fill('3'));
    expect(alerts(el)).toEqual([]);

    // One more weapon from the built-in list (after its Knife) reaches the most; Add is then off and says why.
    const choose = page.getByRole('combobox', { name: 'Weapon to add of trooper 1, Player A' });
    const addWeapon = page.getByRole('button', { name: 'Add weapon of trooper 1, Player A' });
    await gesture(() => userEvent.selectOptions(choose, 'chainRifle'));
    await gesture(() => addWeapon.click());
    w = lastRoster(spy)[0]!.weapons!;
    expect(w.map((x) => x.name)).toEqual(['Combi Rifle', 'Sidearm', 'Knife', 'Chain Rifle']);
    expect(w[3]!.template).toBe('smallTeardrop');
    await expect.element(addWeapon).toBeDisabled();
    expect(details.element().textContent).toContain('4 of 4 weapons — remove one to add another.');
    // A template weapon shows no range bands.
    await expect
      .element(page.getByRole('spinbutton', { name: 'Range MOD at 0–8" of weapon 4 of trooper 1, Player A' }))
      .not.toBeInTheDocument();
    await gesture(() => page.getByRole('button', { name: 'Remove weapon 2 of trooper 1, Player A' }).click());
    expect(lastRoster(spy)[0]!.weapons!.map((x) => x.name)).toEqual(['Combi Rifle', 'Knife', 'Chain Rifle']);
    await expect.element(addWeapon).toBeEnabled();
    await gesture(() => userEvent.selectOptions(choose, 'heavyGun'));
    await gesture(() => addWeapon.click());
    // The table row says what it carries.
    expect(el.querySelector('.roster-weapons-line')?.textContent).toBe(
      'Combi Rifle B3, Knife B1, Chain Rifle B1, Heavy Gun B4',
    );

    await gesture(() =>
      page.getByRole('button', { name: 'Done with the weapons and skills of trooper 1, Player A' }).click(),
    );
    await expect.element(details).not.toBeInTheDocument();
  });

  it('sets the Troop Type, the Motorcycle trait, the CC attribute, a weapon’s CC trait and its Disposable uses', async () => {
    const spy = vi.fn<(r: Profile[]) => void>();
    await render(<Harness initial={[byId('line-trooper')]} onChange={spy} />);
    await gesture(() =>
      page.getByRole('button', { name: 'Edit weapons and skills of trooper 1, Player A' }).click(),
    );
    const type = page.getByRole('combobox', { name: 'Troop Type of trooper 1, Player A' });
    await expect.element(type).toHaveValue('');
    await gesture(() => userEvent.selectOptions(type, 'TAG'));
    expect(lastRoster(spy)[0]!.troopType).toBe('TAG');
    await gesture(() => userEvent.selectOptions(type, ''));
    expect('troopType' in lastRoster(spy)[0]!).toBe(false);
    await gesture(() => page.getByRole('checkbox', { name: 'Motorcycle of trooper 1, Player A' }).click());
    expect(lastRoster(spy)[0]!.motorcycle).toBe(true);
    const uses = page.getByRole('spinbutton', {
      name: 'Disposable uses of weapon 2 of trooper 1, Player A; blank is no limit',
    });
    await expect.element(uses).toHaveValue(null);
    await gesture(() => uses.fill('2'));
    expect(lastRoster(spy)[0]!.weapons![1]!.disposable).toBe(2);
    await gesture(() => uses.fill(''));
    expect('disposable' in lastRoster(spy)[0]!.weapons![1]!).toBe(false);
    // The CC attribute (blank: the default of older profiles) and a weapon's CC trait (close combat).
    const cc = page.getByRole('spinbutton', { name: 'CC of trooper 1, Player A; blank is 13' });
    await expect.element(cc).toHaveValue(13);
    await gesture(() => cc.fill('16'));
    expect(lastRoster(spy)[0]!.cc).toBe(16);
    await gesture(() => cc.fill(''));
    expect('cc' in lastRoster(spy)[0]!).toBe(false);
    const trait = page.getByRole('checkbox', {
      name: 'CC trait (a CC Attack may use it) of weapon 1 of trooper 1, Player A',
    });
    await expect.element(trait).not.toBeChecked();
    await gesture(() => trait.click());
    expect(lastRoster(spy)[0]!.weapons![0]!.cc).toBe(true);
    await expect
      .element(
        page.getByRole('checkbox', {
          name: 'CC trait (a CC Attack may use it) of weapon 3 of trooper 1, Player A',
        }),
      )
      .toBeChecked();
  });

  it('ticks a TinBot and a SymbioMate on and off (RULES.md §10.4, D92), in the army-list order', async () => {
    const spy = vi.fn<(r: Profile[]) => void>();
    await render(<Harness initial={[byId('holoprojector')]} onChange={spy} />);
    await gesture(() =>
      page.getByRole('button', { name: 'Edit weapons and skills of trooper 1, Player A' }).click(),
    );
    const tinBot = page.getByRole('checkbox', { name: 'TinBot of trooper 1, Player A' });
    const symbioMate = page.getByRole('checkbox', { name: 'SymbioMate of trooper 1, Player A' });
    await expect.element(tinBot).not.toBeChecked();
    await gesture(() => symbioMate.click());
    await gesture(() => tinBot.click());
    expect(lastRoster(spy)[0]!.equipment).toEqual(['TinBot', 'SymbioMate']);
    await expect
      .element(page.getByText(/A TinBot’s Firewall and a SymbioMate’s protection are not played/))
      .toBeVisible();
    await gesture(() => tinBot.click());
    await gesture(() => symbioMate.click());
    expect('equipment' in lastRoster(spy)[0]!).toBe(false);
  });

  it('ticks a Repeater, with a TinBot that carries it, and the hint says what is played (RULES.md §18.13.1, D150, D153)', async () => {
    const spy = vi.fn<(r: Profile[]) => void>();
    await render(<Harness initial={[byId('line-trooper')]} onChange={spy} />);
    await gesture(() =>
      page.getByRole('button', { name: 'Edit weapons and skills of trooper 1, Player A' }).click(),
    );
    const repeater = page.getByRole('checkbox', { name: 'Repeater of trooper 1, Player A' });
    await gesture(() => repeater.click());
    expect(lastRoster(spy)[0]!.equipment).toEqual(['Repeater']);
    await gesture(() => page.getByRole('checkbox', { name: 'TinBot of trooper 1, Player A' }).click());
    expect(lastRoster(spy)[0]!.equipment).toEqual(['TinBot', 'Repeater']);
    await expect
      .element(page.getByText(/A Repeater extends the Hacking Area of each of your Hackers/))
      .toBeVisible();
    await expect
      .element(page.getByText(/Reaching the enemy through an enemy Repeater .* is not played here/))
      .toBeVisible();
    await gesture(() => repeater.click());
    expect(lastRoster(spy)[0]!.equipment).toEqual(['TinBot']);
  });

  it('ticks a Hacking Device on and off (RULES.md §18.13, D124): the profile is a Hacker or not', async () => {
    const spy = vi.fn<(r: Profile[]) => void>();
    await render(<Harness initial={[byId('line-trooper')]} onChange={spy} />);
    await gesture(() =>
      page.getByRole('button', { name: 'Edit weapons and skills of trooper 1, Player A' }).click(),
    );
    const device = page.getByRole('checkbox', { name: 'Hacking Device of trooper 1, Player A' });
    await expect.element(device).not.toBeChecked();
    await gesture(() => device.click());
    expect(lastRoster(spy)[0]!.hacker).toBe(true);
    await gesture(() => device.click());
    expect('hacker' in lastRoster(spy)[0]!).toBe(false);
  });

  it('a weapon of an older game (one `weapon`) becomes the list when edited, and the last is kept', async () => {
    const spy = vi.fn<(r: Profile[]) => void>();
    const old: Profile = {
      ...byId('line-trooper'),
      weapons: undefined,
      weapon: { name: 'Rifle', ranges: [0, 0, 0, 0, 0, 0, null], damage: 13 },
    };
    delete old.weapons;
    await render(<Harness initial={[old]} onChange={spy} />);
    await gesture(() =>
      page.getByRole('button', { name: 'Edit weapons and skills of trooper 1, Player A' }).click(),
    );
    const burst = page.getByRole('spinbutton', { name: 'Burst of weapon 1 of trooper 1, Player A' });
    await expect.element(burst).toHaveValue(1);
    await gesture(() => burst.fill('3'));
    const p = lastRoster(spy)[0]!;
    expect(p).not.toHaveProperty('weapon');
    expect(p.weapons).toEqual([{ name: 'Rifle', ranges: [0, 0, 0, 0, 0, 0, null], damage: 13, burst: 3 }]);
    // A trooper carries at least one weapon: its only one has no Remove.
    await expect
      .element(page.getByRole('button', { name: 'Remove weapon 1 of trooper 1, Player A' }))
      .not.toBeInTheDocument();
  });

  it('adds and removes marker skills with their values (Mimetism, Decoy, IMP-2 only, Surprise Attack)', async () => {
    const spy = vi.fn<(r: Profile[]) => void>();
    const el = await render(<Harness initial={[byId('line-trooper')]} onChange={spy} />);
    await gesture(() =>
      page.getByRole('button', { name: 'Edit weapons and skills of trooper 1, Player A' }).click(),
    );
    const choose = page.getByRole('combobox', { name: 'Marker skill to add of trooper 1, Player A' });
    const add = page.getByRole('button', { name: 'Add skill of trooper 1, Player A' });
    for (const skill of ['Camouflage', 'Mimetism', 'Decoy', 'Impersonation', 'SurpriseAttack']) {
      await gesture(() => userEvent.selectOptions(choose, skill));
      await gesture(() => add.click());
    }
    expect(lastRoster(spy)[0]!.skills).toEqual([
      { skill: 'Camouflage' },
      { skill: 'Mimetism', mod: -3 },
      { skill: 'Decoy', count: 1 },
      { skill: 'Impersonation' },
      { skill: 'SurpriseAttack', mod: -3 },
    ]);
    await gesture(() =>
      userEvent.selectOptions(
        page.getByRole('combobox', { name: 'Mimetism MOD of trooper 1, Player A' }),
        '-6',
      ),
    );
    await gesture(() =>
      userEvent.selectOptions(
        page.getByRole('combobox', { name: 'Decoy markers of trooper 1, Player A' }),
        '2',
      ),
    );
    await gesture(() =>
      page.getByRole('checkbox', { name: 'Impersonation as IMP-2 only of trooper 1, Player A' }).click(),
    );
    const surprise = page.getByRole('spinbutton', { name: 'Surprise Attack MOD of trooper 1, Player A' });
    await gesture(() => surprise.fill('3'));
    expect(surprise.element().getAttribute('aria-invalid')).toBe('true');
    expect(alerts(el)[0]).toMatch(/^Trooper 1 \(Line Trooper\): skills\.4\.mod: Too big/);
    await gesture(() => surprise.fill('-6'));
    await gesture(() =>
      page.getByRole('button', { name: 'Remove Camouflage of trooper 1, Player A' }).click(),
    );
    expect(lastRoster(spy)[0]!.skills).toEqual([
      { skill: 'Mimetism', mod: -6 },
      { skill: 'Decoy', count: 2 },
      { skill: 'Impersonation', only2: true },
      { skill: 'SurpriseAttack', mod: -6 },
    ]);
    // The table row and the forms it may take follow the skills.
    expect(el.querySelector('.roster-skills')?.textContent).toContain('Decoy (2)');
    expect(el.querySelector('.trooper-details')?.textContent).toContain(
      'It may deploy as: model, IMP-2, Decoy.',
    );
    expect(alerts(el)).toEqual([]);
  });
});

/** Catches the download a click on Export starts: its file name and its text. */
function catchDownloads(): { files: { name: string; text: Promise<string> }[]; restore: () => void } {
  const files: { name: string; text: Promise<string> }[] = [];
  const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, text: fetch(this.href).then((r) => r.text()) });
  });
  return {
    files,
    restore: () => {
      spy.mockRestore();
    },
  };
}

describe('RosterEditor: rosters kept in the browser and roster files', () => {
  it('saves a roster under a name, asks before replacing, and loads it into the other seat', async () => {
    const storage = new MemoryStorage();
    const spyA = vi.fn<(r: Profile[]) => void>();
    const spyB = vi.fn<(r: Profile[]) => void>();
    const lt = byId('camo-sniper', { lieutenant: true, points: 30 });
    const el = await render(
      <>
        <Harness seat="A" initial={[byId('line-trooper'), lt]} onChange={spyA} storage={storage} />
        <Harness seat="B" initial={[byId('impersonator')]} onChange={spyB} storage={storage} />
      </>,
    );
    expect(el.textContent).toContain('No roster kept in this browser yet');
    await gesture(() => page.getByRole('button', { name: 'Save roster…' }).first().click());
    const name = page.getByRole('textbox', { name: 'Name of the roster to save, Player A' });
    await expect.element(name).toHaveValue('Player A roster');
    await gesture(() => name.fill('Club list'));
    await gesture(() => page.getByRole('button', { name: 'Save the roster of Player A' }).click());
    await expect.element(page.getByText('Saved "Club list" (2 troopers) in this browser.')).toBeVisible();
    expect(listRosters(storage).map((e) => e.name)).toEqual(['Club list']);

    // Seat B's list shows it at once; loading replaces B's roster with a copy.
    const keptB = page.getByRole('combobox', { name: 'Kept roster to load for Player B' });
    await expect.element(keptB).toHaveTextContent('Club list (2 troopers)');
    await gesture(() => page.getByRole('button', { name: 'Load the kept roster for Player B' }).click());
    expect(lastRoster(spyB)).toEqual([byId('line-trooper'), lt]);
    await expect.element(page.getByText('Loaded "Club list" (2 troopers) for Player B.')).toBeVisible();

    // Saving again under that name (any case) asks first; "Pick another name" goes back to the name.
    await gesture(() => page.getByRole('button', { name: 'Save roster…' }).nth(1).click());
    const nameB = page.getByRole('textbox', { name: 'Name of the roster to save, Player B' });
    await expect.element(nameB).toHaveValue('Club list');
    await gesture(() => nameB.fill('CLUB LIST'));
    await gesture(() => page.getByRole('button', { name: 'Save the roster of Player B' }).click());
    await expect
      .element(
        page.getByText('A roster named "Club list" (2 troopers) is kept already. Replace it with this one?'),
      )
      .toBeVisible();
    await gesture(() => page.getByRole('button', { name: 'Pick another name' }).click());
    await expect.element(nameB).toBeVisible();
    await gesture(() => page.getByRole('button', { name: 'Save the roster of Player B' }).click());
    await gesture(() => page.getByRole('button', { name: 'Replace it' }).click());
    await expect.element(page.getByText('Replaced "CLUB LIST" (2 troopers) in this browser.')).toBeVisible();
    expect(listRosters(storage).map((e) => e.name)).toEqual(['CLUB LIST']);
  });

  it('renames and deletes a kept roster, deleting only after a second press', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      'marker-table:rosters:r1',
      rosterFileText({ name: 'Old', troopers: [byId('line-trooper')] }),
    );
    storage.setItem(
      'marker-table:rosters',
      JSON.stringify([{ id: 'r1', name: 'Old', savedAt: '2026-11-01T10:00:00.000Z', troopers: 1 }]),
    );
    await render(<Harness initial={[byId('line-trooper')]} onChange={() => undefined} storage={storage} />);
    await gesture(() =>
      page.getByRole('button', { name: "Rename the kept roster (Player A's list)" }).click(),
    );
    await gesture(() =>
      page.getByRole('textbox', { name: 'New name of "Old", Player A' }).fill('Tournament'),
    );
    await gesture(() => page.getByRole('button', { name: 'Rename', exact: true }).click());
    await expect.element(page.getByText('Renamed the kept roster "Tournament".')).toBeVisible();
    expect(listRosters(storage).map((e) => e.name)).toEqual(['Tournament']);

    await gesture(() =>
      page.getByRole('button', { name: "Delete the kept roster (Player A's list)" }).click(),
    );
    await expect.element(page.getByText('Delete "Tournament" from this browser for good?')).toBeVisible();
    await gesture(() => page.getByRole('button', { name: 'Keep it' }).click());
    expect(listRosters(storage)).toHaveLength(1);
    await gesture(() =>
      page.getByRole('button', { name: "Delete the kept roster (Player A's list)" }).click(),
    );
    await gesture(() => page.getByRole('button', { name: 'Delete for good' }).click());
    expect(listRosters(storage)).toEqual([]);
    await expect.element(page.getByText('Deleted "Tournament" from this browser.')).toBeVisible();
  });

  it('exports a file that imports back; a bad file is refused with its reasons and the roster stays', async () => {
    const spy = vi.fn<(r: Profile[]) => void>();
    const roster = [byId('line-trooper', { lieutenant: true, points: 12 }), byId('camo-sniper')];
    const el = await render(<Harness initial={roster} onChange={spy} storage={null} />);
    // Nothing can be kept without storage, and the button says why; export still works.
    await expect.element(page.getByRole('button', { name: 'Save roster…' })).toBeDisabled();
    expect(el.textContent).toContain('This browser keeps nothing here');
    const downloads = catchDownloads();
    try {
      await gesture(() => page.getByRole('button', { name: 'Export roster' }).click());
    } finally {
      downloads.restore();
    }
    expect(downloads.files.map((f) => f.name)).toEqual(['Player A roster.roster.json']);
    const text = await downloads.files[0]!.text;
    expect(parseRosterFile(text)).toEqual({ ok: true, value: { name: 'Player A roster', troopers: roster } });

    const input = page.getByLabelText('Roster file to import for Player A');
    const bad = new File([text.replace('"version": 1', '"version": 2')], 'newer.roster.json', {
      type: 'application/json',
    });
    const calls = spy.mock.calls.length;
    await gesture(() => userEvent.upload(input, bad));
    const error = page.getByTestId('roster-library-error-A');
    await expect.element(error).toHaveTextContent(/newer\.roster\.json was not imported:/);
    await expect.element(error).toHaveTextContent(/made by a newer version of the table/);
    await expect.element(error).toHaveTextContent(/Player A's roster is unchanged\./);
    expect(spy.mock.calls.length).toBe(calls);

    const other = rosterFileText({ name: 'Friend', troopers: [byId('impersonator')] });
    await gesture(() => userEvent.upload(input, new File([other], 'friend.roster.json')));
    expect(lastRoster(spy)).toEqual([byId('impersonator')]);
    await expect
      .element(page.getByText('Imported "Friend" (1 trooper) from friend.roster.json for Player A.'))
      .toBeVisible();
    await expect.element(error).not.toBeInTheDocument();
  });

  it('turns Save and Export off, saying why, while the roster has a problem', async () => {
    const storage = new MemoryStorage();
    await render(
      <Harness initial={[byId('line-trooper', { wip: 99 })]} onChange={() => undefined} storage={storage} />,
    );
    for (const name of ['Save roster…', 'Export roster']) {
      const button = page.getByRole('button', { name });
      await expect.element(button).toBeDisabled();
      await expect
        .element(button)
        .toHaveAccessibleDescription('Mend the problems of this roster to save or export it.');
    }
    await expect.element(page.getByRole('button', { name: 'Import roster…' })).toBeEnabled();
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

describe('RosterEditor on a 390 px phone', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('never scrolls the page sideways; the table scrolls in its own box; buttons are 44 px tall', async () => {
    await page.viewport(390, 844);
    const roster = Array.from({ length: 6 }, (_, i) => ({
      ...byId('veil-stalker'),
      name: `Veil Stalker ${String(i)}`,
    }));
    // The dialog's content box on a phone: 96% of the screen less its padding.
    const el = await render(
      <Harness initial={roster} onChange={() => undefined} storage={new MemoryStorage()} />,
      340,
    );
    await gesture(() =>
      page.getByRole('button', { name: 'Edit weapons and skills of trooper 2, Player A' }).click(),
    );
    await gesture(() => page.getByRole('button', { name: 'Save roster…' }).click());
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth)
      .map((e) => `${e.tagName}.${e.className} ${String(e.getBoundingClientRect().right)}`)
      .slice(0, 15);
    expect(wide, 'elements past the right edge of the screen').toEqual([]);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    expect(el.scrollWidth).toBeLessThanOrEqual(340);
    const scroller = el.querySelector<HTMLElement>('.roster-scroll')!;
    expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const details = el.querySelector<HTMLElement>('.trooper-details')!;
    expect(details.scrollWidth).toBeLessThanOrEqual(details.clientWidth);
    const buttons = [...el.querySelectorAll('button')];
    expect(buttons.length).toBeGreaterThan(10);
    for (const b of buttons)
      expect(b.getBoundingClientRect().height, b.textContent).toBeGreaterThanOrEqual(44);
  });
});
