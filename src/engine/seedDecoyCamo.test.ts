// Seed rows of Decoy, Camouflaged and Replacing in play (seeds 001, 002, 003, and 004 for row 4.30;
// RULES.md §10.1, §10.6, §10.7, §12; decisions D33, D34, D41, D46, D47): one describe per row of
// docs/seed-coverage.md. The dice are handed to the engine, so every roll is the one the test states.
import { ruledText } from '../rules/index.ts';
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { rectangle } from '../geometry/polygon.ts';
import {
  baseRadiusInches,
  publicProfile,
  type DeploymentForm,
  type Profile,
  type Scenery,
  type Seat,
} from '../rules/index.ts';
import { newGame, viewFor, type Action, type GameState } from './index.ts';
import { R2, ok, pieceAt, rejected, rosterId, profile } from '../../tests/engineFixtures.ts';
import type { EngineEvent } from './events.ts';
import { RULES_EDITION } from './index.ts';

type Deploy = Extract<Action, { type: 'deploy' }>;

/** One trooper to deploy: its roster name (the nth of that name), form, spot and the rest of the action. */
interface Put {
  name: string;
  nth?: number;
  form: DeploymentForm;
  at: [number, number];
  more?: Partial<Deploy>;
}

interface Table {
  a: Profile[];
  b: Profile[];
  /** What each deployment step places: A's first step, B's, A's held-back trooper, B's. */
  steps: [Put[], Put[], Put[], Put[]];
  dice?: number[];
  scenery?: Scenery[];
  size?: { width: number; depth: number; zoneDepth: number };
  markerTokens?: 'fixed40';
}

/** A hot-seat game deployed as `t.steps` says; the dice are `t.dice`, and nothing else may roll. */
function table(t: Table): GameState {
  let s = newGame(
    {
      table: t.size ?? { width: 48, depth: 48, zoneDepth: 12 },
      scenery: t.scenery ?? [],
      game: {
        rosters: { A: t.a, B: t.b },
        firstDeployer: 'A',
        rules: RULES_EDITION,
        pins: {},
        ...(t.markerTokens ? { markerTokens: t.markerTokens } : {}),
      },
    },
    { given: t.dice ?? [] },
  );
  const seats: Seat[] = ['A', 'B', 'A', 'B'];
  t.steps.forEach((puts, i) => {
    const seat = seats[i]!;
    for (const p of puts) {
      s = ok(s, {
        type: 'deploy',
        seat,
        trooperId: rosterId(s, seat, p.name, p.nth ?? 0),
        form: p.form,
        at: { x: p.at[0], y: p.at[1] },
        facing: seat === 'A' ? 90 : 270,
        ...p.more,
      });
    }
    s = ok(s, { type: 'endDeployment', seat });
  });
  return s;
}

const events = (s: GameState): EngineEvent[] => logItems(s.log).flatMap((e) => (e.event ? [e.event] : []));
const texts = (s: GameState): string[] => logItems(s.log).map(ruledText);
const order = (s: GameState) => (s.phase.kind === 'turn' ? s.phase.order : undefined);
const stage = (s: GameState) => order(s)?.stage;
const piecesOf = (s: GameState, seat: Seat) => Object.values(s.pieces).filter((p) => p.owner === seat);

/** The reactive seat ends every ARO step still open (a pass for whatever is pending). */
function passAll(s: GameState, seat: Seat): GameState {
  let t = s;
  while (stage(t) === 'aro') t = ok(t, { type: 'endAros', seat });
  return t;
}

/** The ARO entry (its key) that holds this piece: a Decoy group reacts as one (D25). */
function reactorKey(s: GameState, pieceId: string): string {
  const found = Object.entries(order(s)?.reactors ?? {}).find(([key, e]) =>
    (e.pieceIds ?? [key]).includes(pieceId),
  );
  if (!found) throw new Error(`no ARO entry holds ${pieceId}`);
  return found[0];
}

const DECOY_SPOTS: [number, number][] = [
  [24, 40],
  [20, 40],
  [28, 40],
];

/**
 * A's Line Troopers at (24, 6) and (4, 6). B's Lure Specialist (Decoy (2)) in Decoy form: its Model at
 * (24, 40), DECOY-1 at (20, 40) and DECOY-2 at (28, 40), the real one chosen by `real` (0 the Model);
 * B's Line Trooper at (44, 44), facing away.
 */
function lure(real: number, dice: number[] = []): GameState {
  return table({
    a: [profile('line-trooper'), profile('line-trooper')],
    b: [profile('decoy-user'), profile('line-trooper')],
    dice,
    steps: [
      [{ name: 'Line Trooper', form: 'model', at: [24, 6] }],
      [
        {
          name: 'Lure Specialist',
          form: 'Decoy',
          at: [24, 40],
          more: {
            extras: [
              { x: 20, y: 40 },
              { x: 28, y: 40 },
            ],
            real,
          },
        },
      ],
      [{ name: 'Line Trooper', nth: 1, form: 'model', at: [4, 6] }],
      [{ name: 'Line Trooper', form: 'model', at: [44, 44], more: { facing: 90 } }],
    ],
  });
}

/** Which of DECOY_SPOTS still hold a piece of B's, and of what kind. */
const kindsAt = (s: GameState) =>
  DECOY_SPOTS.map(([x, y]) => Object.values(s.pieces).find((p) => p.x === x && p.y === y)?.kind ?? 'gone');

describe('1.13 (Look Out! part): the Decoy user declaring Look Out! is revealed (seed 001, RULES.md §10.6, D46)', () => {
  /** A's Line Trooper at (24, 6) moves to (24, 9) in the LoF of the three Decoys. */
  function moved(s0: GameState): GameState {
    const line = pieceAt(s0, 24, 6);
    const s = ok(s0, { type: 'activate', seat: 'A', pieceId: line });
    return ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [line]: { x: 24, y: 9 } } });
  }
  const lookOut = (s: GameState): Action => ({
    type: 'aro',
    seat: 'B',
    reactorId: reactorKey(s, pieceAt(s, 20, 40)),
    choice: 'lookOut',
    target: pieceAt(s, 24, 9),
  });

  it('“declares … Look Out!”: 2 replicas removed, the real DECOY-1 left alone as the model, its facing B’s (§10.6)', () => {
    const s = moved(lure(1));
    const [model, real, replica2] = DECOY_SPOTS.map(([x, y]) => pieceAt(s, x, y));
    let t = ok(s, lookOut(s));
    expect(texts(t)).toContain("Player B's Decoy user reveals itself: 2 replicas are removed (Decoy).");
    expect(events(t).filter((e) => e.kind === 'removed')).toEqual([
      { kind: 'removed', pieces: [model, replica2], why: 'decoyUserRevealed' },
    ]);
    expect(events(t).filter((e) => e.kind === 'revealed')).toEqual([
      { kind: 'revealed', piece: real, owner: 'B', from: 'DECOY-1', shows: 'Lure Specialist' },
    ]);
    expect(kindsAt(t)).toEqual(['gone', 'model', 'gone']);
    const lureId = rosterId(t, 'B', 'Lure Specialist');
    expect(
      Object.keys(t.secrets.B.trooperOfPiece).filter((id) => t.secrets.B.trooperOfPiece[id] === lureId),
    ).toEqual([real]);
    expect(t.pieces[real!]).toMatchObject({ kind: 'model', shows: { name: 'Lure Specialist' } });
    // "facing in any direction the player chooses": B places it before anything else happens (§12).
    expect(t.replacements).toMatchObject([{ pieceId: real, owner: 'B', keepFacing: null }]);
    t = ok(t, { type: 'replace', seat: 'B', pieceId: real!, mode: 'centre', facing: 250 });
    expect(t.pieces[real!]?.facing).toBe(250);
    // The warning is given by the real piece, with no roll (RULES.md §18.6).
    t = passAll(ok(t, { type: 'declare', seat: 'A', skill: 'idle' }), 'B');
    expect(texts(t)).toContain(
      'The Lure Specialist of Player B: Look Out! (no roll): its allies under attack are warned.',
    );
  });

  it('the control: the same Decoys passing keep all three pieces, nothing revealed (§10.6)', () => {
    const s = moved(lure(1));
    const t = ok(s, { type: 'aro', seat: 'B', reactorId: reactorKey(s, pieceAt(s, 20, 40)), choice: 'pass' });
    expect(kindsAt(t)).toEqual(['model', 'DECOY-1', 'DECOY-2']);
    expect(events(t).some((e) => e.kind === 'removed' || e.kind === 'revealed')).toBe(false);
  });
});

describe('1.14 (Intuitive Attack part): a Decoy user declaring an Entire Order is revealed (seed 001, RULES.md §10.6, §6.9)', () => {
  /** A Decoy (2) user that carries the Chain Rifle (a Direct Template), so it may declare Intuitive Attack. */
  const chainLure = profile('decoy-user', {
    id: 'chain-lure',
    name: 'Chain Lure',
    weapons: profile('chain-trooper').weapons,
  });
  /**
   * A 48" × 22" table with 10" zones (as intuitiveAttack.test.ts): A's Chain Lure in Decoy form, its
   * Model at (20, 9.4) real, replicas at (14, 6) and (26, 6); B's Camo Sniper as a CAMO marker at
   * (20, 12.6) across a 2" gap.
   */
  function chain(dice: number[] = []): GameState {
    return table({
      a: [chainLure, profile('line-trooper')],
      b: [profile('camo-sniper'), profile('line-trooper')],
      dice,
      size: { width: 48, depth: 22, zoneDepth: 10 },
      steps: [
        [
          {
            name: 'Chain Lure',
            form: 'Decoy',
            at: [20, 9.4],
            more: {
              extras: [
                { x: 14, y: 6 },
                { x: 26, y: 6 },
              ],
              real: 0,
            },
          },
        ],
        [{ name: 'Camo Sniper', form: 'CAMO', at: [20, 12.6], more: { facing: 0 } }],
        [{ name: 'Line Trooper', form: 'model', at: [44, 2] }],
        [{ name: 'Line Trooper', form: 'model', at: [44, 20] }],
      ],
    });
  }
  const lurePieces = (s: GameState) =>
    piecesOf(s, 'A').filter((p) => s.secrets.A.trooperOfPiece[p.id] === rosterId(s, 'A', 'Chain Lure'));

  it('“declares a Long Skill … other than Cautious Movement”: Intuitive Attack on a CAMO marker removes its replicas (§10.6)', () => {
    // The WIP roll fails (20 against WIP 13): the template is not laid, and the replicas are gone anyway.
    const s = chain([20]);
    const [r1, r2] = [pieceAt(s, 14, 6), pieceAt(s, 26, 6)];
    const user = pieceAt(s, 20, 9.4);
    let t = ok(s, { type: 'activate', seat: 'A', pieceId: user });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'intuitiveAttack', target: pieceAt(t, 20, 12.6) });
    // At the declaration, before any roll.
    expect(events(t).filter((e) => e.kind === 'removed')).toMatchObject([
      { kind: 'removed', pieces: [r1, r2] },
    ]);
    expect(lurePieces(t).map((p) => [p.id, p.kind])).toEqual([[user, 'model']]);
    t = passAll(t, 'B');
    expect(texts(t).some((l) => l.includes('Intuitive Attack with the Chain Rifle on the CAMO marker'))).toBe(
      true,
    );
    expect(lurePieces(t).map((p) => p.id)).toEqual([user]);
    expect(t.pieces[pieceAt(t, 20, 12.6)]?.kind).toBe('CAMO');
  });

  it('the control: the same Decoy user declaring a Move (no Entire Order) keeps both replicas (§10.6)', () => {
    const s = chain();
    const user = pieceAt(s, 20, 9.4);
    let t = ok(s, { type: 'activate', seat: 'A', pieceId: user });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [user]: { x: 20, y: 8 } } });
    expect(lurePieces(t)).toHaveLength(3);
    expect(events(t).some((e) => e.kind === 'removed')).toBe(false);
  });
});

/**
 * A 48" × 18" table with 8" zones, so the two sides stand 4" apart: A's Line Troopers at (24, 6)
 * facing B and at (4, 2); B's `who` at (24, 10.6) in `form` (with `more`), B's Line Trooper at
 * (44, 16) facing away. It is B's turn.
 */
function near(who: string, name: string, form: DeploymentForm, more: Partial<Deploy> = {}): GameState {
  const s = table({
    a: [profile('line-trooper'), profile('line-trooper')],
    b: [profile(who), profile('line-trooper')],
    size: { width: 48, depth: 18, zoneDepth: 8 },
    steps: [
      [{ name: 'Line Trooper', form: 'model', at: [24, 6] }],
      [{ name, form, at: [24, 10.6], more }],
      [{ name: 'Line Trooper', nth: 1, form: 'model', at: [4, 2] }],
      [{ name: 'Line Trooper', form: 'model', at: [44, 16], more: { facing: 90 } }],
    ],
  });
  return ok(s, { type: 'endTurn', seat: 'A' });
}
/** Where a base touching A's Line Trooper at (24, 6) from the B side stands. */
const TOUCH = { x: 24, y: 6 + 2 * R2 };

describe('1.16: the Decoy user moving into Silhouette contact with an enemy Model is revealed (seed 001, RULES.md §10.6, D33)', () => {
  const lureNear = () =>
    near('decoy-user', 'Lure Specialist', 'Decoy', {
      extras: [
        { x: 18, y: 12 },
        { x: 30, y: 12 },
      ],
      real: 0,
    });
  function step(to: { x: number; y: number }): { s: GameState; t: GameState; user: string } {
    const s = lureNear();
    const user = pieceAt(s, 24, 10.6);
    const t = ok(ok(s, { type: 'activate', seat: 'B', pieceId: user }), {
      type: 'declare',
      seat: 'B',
      skill: 'move',
      to: { [user]: to },
    });
    return { s, t, user };
  }

  it('“An enemy Model enters Silhouette contact with the Decoy user, or vice-versa”: the user touching A’s model loses its replicas (§10.6)', () => {
    const { s, t, user } = step(TOUCH);
    expect(texts(t)).toContain("Player B's Decoy user reveals itself: 2 replicas are removed (Decoy).");
    expect(events(t).filter((e) => e.kind === 'removed')).toEqual([
      { kind: 'removed', pieces: [pieceAt(s, 18, 12), pieceAt(s, 30, 12)], why: 'decoyUserRevealed' },
    ]);
    expect(piecesOf(t, 'B').map((p) => p.id)).not.toContain(pieceAt(s, 18, 12));
    expect(t.pieces[user]).toMatchObject({ kind: 'model', ...TOUCH, shows: { name: 'Lure Specialist' } });
    expect(order(t)?.revealed).toBe(true);
  });

  it('the control: stopping 0.5" short of contact keeps both replicas (§10.6)', () => {
    const { t } = step({ x: 24, y: TOUCH.y + 0.5 });
    expect(texts(t).some((l) => l.includes('Decoy user reveals itself'))).toBe(false);
    expect(piecesOf(t, 'B')).toHaveLength(4);
  });
});

describe('1.18: the Decoy user forced to a Saving Roll is revealed first (seed 001, RULES.md §10.6, §18.2)', () => {
  /** A's Line Trooper at (24, 6) shoots the DECOY-1 marker at (20, 40), the real user; B passes. */
  function shoot(dice: number[]): GameState {
    const s = lure(1, dice);
    let t = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 24, 6) });
    t = passAll(ok(t, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(t, 20, 40) }), 'B');
    return passAll(ok(t, { type: 'declare', seat: 'A', skill: 'idle' }), 'B');
  }

  it('“forced to make a Saving Roll”: a hit removes its 2 replicas and shows its model, then it saves (§10.6)', () => {
    // A's Burst: 1 hits, 20 and 20 miss; B's Saving Roll: 20, above Damage 13 − ARM 1 = 12: saved.
    const s0 = lure(1);
    const [model, real, replica2] = DECOY_SPOTS.map(([x, y]) => pieceAt(s0, x, y));
    const t = shoot([1, 20, 20, 20]);
    const ev = events(t);
    const at = (kind: EngineEvent['kind']) => ev.findIndex((e) => e.kind === kind);
    expect(ev[at('normalRoll')]).toMatchObject({ kind: 'normalRoll', kept: { hits: 1, crits: 0 } });
    expect(ev[at('removed')]).toMatchObject({ kind: 'removed', pieces: [model, replica2] });
    expect(ev[at('revealed')]).toEqual({
      kind: 'revealed',
      piece: real,
      owner: 'B',
      from: 'DECOY-1',
      shows: 'Lure Specialist',
    });
    // The Saving Roll comes after: it is the revealed model that rolls.
    expect(ev[at('savingRolls')]).toMatchObject({
      kind: 'savingRolls',
      name: 'Lure Specialist',
      dice: [20],
      woundsLost: 0,
    });
    expect(at('normalRoll')).toBeLessThan(at('removed'));
    expect(at('removed')).toBeLessThan(at('revealed'));
    expect(at('revealed')).toBeLessThan(at('savingRolls'));
    expect(kindsAt(t)).toEqual(['gone', 'model', 'gone']);
  });

  it('the control: a Burst that misses forces no Saving Roll, and all three pieces stay (§10.6)', () => {
    const t = shoot([20, 20, 20]);
    expect(events(t).filter((e) => e.kind !== 'normalRoll' && e.kind !== 'order')).toEqual([]);
    expect(kindsAt(t)).toEqual(['model', 'DECOY-1', 'DECOY-2']);
  });
});

describe('1.21, 2.22, 4.30: a marker replaced by its model gives the opponent its complete Open Information (seeds 001, 002, 004; RULES.md §10.7)', () => {
  /**
   * B's `who`, deployed at (20, 40), reveals itself by declaring a BS Attack on A's Line Trooper from
   * its marker at `from`, and places its model (RULES.md §12). Returns the state before and after.
   */
  function revealed(
    who: string,
    name: string,
    form: DeploymentForm,
    more: Partial<Deploy> = {},
    from: [number, number] = [20, 40],
  ) {
    let s = table({
      a: [profile('line-trooper'), profile('line-trooper')],
      b: [profile(who), profile('line-trooper')],
      steps: [
        [{ name: 'Line Trooper', form: 'model', at: [24, 6] }],
        [{ name, form, at: [20, 40], more }],
        [{ name: 'Line Trooper', nth: 1, form: 'model', at: [4, 6] }],
        [{ name: 'Line Trooper', form: 'model', at: [44, 44], more: { facing: 90 } }],
      ],
    });
    s = ok(s, { type: 'endTurn', seat: 'A' });
    const marker = pieceAt(s, ...from);
    let t = ok(s, { type: 'activate', seat: 'B', pieceId: marker });
    t = ok(t, { type: 'declare', seat: 'B', skill: 'bsAttack', target: pieceAt(t, 24, 6) });
    t = ok(t, { type: 'replace', seat: 'B', pieceId: marker, mode: 'centre', facing: 270 });
    return { before: s, after: t, marker };
  }
  const seenByA = (s: GameState, id: string) => viewFor(s, 'A').pieces.find((p) => p.id === id);

  it('2.22 “share all Open Information” (seed 002, §10.1): the CAMO marker’s model shows the Camo Sniper’s public profile', () => {
    const { before, after, marker } = revealed('camo-sniper', 'Camo Sniper', 'CAMO');
    expect(seenByA(before, marker)).toMatchObject({ kind: 'CAMO', label: 'CAMO marker' });
    expect(seenByA(before, marker)?.profile).toBeUndefined();
    const shown = seenByA(after, marker);
    expect(shown).toMatchObject({ kind: 'model', label: 'Camo Sniper' });
    expect(shown?.profile).toEqual(publicProfile(profile('camo-sniper')));
    expect(shown?.profile?.skills.map((k) => k.skill)).toEqual(['Camouflage', 'Mimetism', 'SurpriseAttack']);
    expect(shown?.profile?.weapons?.map((w) => w.name)).toEqual(
      profile('camo-sniper').weapons?.map((w) => w.name),
    );
  });

  it('1.21 “the Trooper’s complete Open Information” (seed 001, §10.6): the real DECOY-1 marker’s model shows the public profile, without Decoy', () => {
    // The Lure Stalker in Decoy form: its Model at (20, 40), the real DECOY-1 marker at (24, 40).
    const { before, after, marker } = revealed(
      'lure-stalker',
      'Lure Stalker',
      'Decoy',
      {
        extras: [
          { x: 24, y: 40 },
          { x: 16, y: 40 },
        ],
        real: 1,
      },
      [24, 40],
    );
    expect(seenByA(before, marker)).toMatchObject({ kind: 'DECOY-1', label: 'DECOY-1 marker' });
    expect(seenByA(before, marker)?.profile).toBeUndefined();
    const shown = seenByA(after, marker);
    expect(shown).toMatchObject({ kind: 'model', label: 'Lure Stalker' });
    expect(shown?.profile).toEqual(publicProfile(profile('lure-stalker')));
    expect(shown?.profile?.skills.map((k) => k.skill)).toEqual(['Camouflage', 'Mimetism']);
  });

  it('4.30 “complete Public Information” (seed 004, §10.3): the IMP-1 marker’s model shows the Mask Infiltrator’s public profile', () => {
    const { before, after, marker } = revealed('impersonator', 'Mask Infiltrator', 'IMP-1');
    expect(seenByA(before, marker)?.profile).toBeUndefined();
    const shown = seenByA(after, marker);
    expect(shown).toMatchObject({ kind: 'model', label: 'Mask Infiltrator' });
    expect(shown?.profile).toEqual(publicProfile(profile('impersonator')));
    expect(shown?.profile?.skills.map((k) => k.skill)).toEqual([
      'Impersonation',
      'SurpriseAttack',
      'Stealth',
    ]);
  });
});

describe('2.17: a CAMO marker moving into Silhouette contact with an enemy Model is revealed (seed 002, RULES.md §10.1, D33)', () => {
  function step(to: { x: number; y: number }): { t: GameState; camo: string } {
    const s = near('camo-sniper', 'Camo Sniper', 'CAMO');
    const camo = pieceAt(s, 24, 10.6);
    const t = ok(ok(s, { type: 'activate', seat: 'B', pieceId: camo }), {
      type: 'declare',
      seat: 'B',
      skill: 'move',
      to: { [camo]: to },
    });
    return { t, camo };
  }

  it('“enters base to base contact with a model”: it becomes the Camo Sniper, and B chooses its facing before anything else (§10.1, §12)', () => {
    const { t, camo } = step(TOUCH);
    expect(events(t).filter((e) => e.kind === 'revealed')).toEqual([
      { kind: 'revealed', piece: camo, owner: 'B', from: 'CAMO', shows: 'Camo Sniper' },
    ]);
    expect(t.pieces[camo]).toMatchObject({ kind: 'model', ...TOUCH, shows: { name: 'Camo Sniper' } });
    expect(t.pieces[camo]?.mimetism).toBeUndefined();
    expect(t.replacements).toEqual([
      { pieceId: camo, owner: 'B', old: { ...TOUCH, r: R2 }, keepFacing: null },
    ]);
    expect(texts(t)).toContain(
      'Player B chooses where the Camo Sniper faces (Replacing models and markers).',
    );
    // The facing waits for B: A's AROs come after it.
    rejected(t, { type: 'endAros', seat: 'A' }, 'WRONG_PHASE');
    const faced = ok(t, { type: 'replace', seat: 'B', pieceId: camo, mode: 'centre', facing: 200 });
    // The same base: it stays where the marker stood (to the thousandth of an inch the engine places at).
    expect(faced.pieces[camo]).toMatchObject({ x: 24, facing: 200 });
    expect(faced.pieces[camo]?.y).toBeCloseTo(TOUCH.y, 3);
    expect(faced.replacements).toBeUndefined();
  });

  it('the control: stopping 0.5" short of contact it stays a CAMO marker, nothing to place (§10.1)', () => {
    const { t, camo } = step({ x: 24, y: TOUCH.y + 0.5 });
    expect(t.pieces[camo]?.kind).toBe('CAMO');
    expect(events(t).some((e) => e.kind === 'revealed')).toBe(false);
    expect(t.replacements).toBeUndefined();
  });
});

describe('2.26 (CAMO part), 2.27 (first half): an enemy CAMO marker with LoF blocks going back into Camouflage, and stays hidden (seed 002 FAQ, RULES.md §10.1)', () => {
  /** A tall wall across the middle of the table, between (20, 6) and (20, 40). */
  const TALL: Scenery = {
    id: 's-tall',
    name: 'Tall wall',
    height: 'tall',
    polygon: rectangle({ x: 20, y: 24 }, 24, 2),
  };
  /**
   * A's Camo Sniper as a model at (20, 6); B's Camo Sniper as a CAMO marker at (20, 40) (360° LoF);
   * B's Line Trooper at (44, 44) facing away, so only the marker may see A's trooper.
   */
  function regain(scenery: Scenery[]): { s: GameState; marker: string } {
    const s = table({
      a: [profile('camo-sniper'), profile('line-trooper')],
      b: [profile('camo-sniper'), profile('line-trooper')],
      scenery,
      steps: [
        [{ name: 'Camo Sniper', form: 'model', at: [20, 6] }],
        [{ name: 'Camo Sniper', form: 'CAMO', at: [20, 40] }],
        [{ name: 'Line Trooper', form: 'model', at: [44, 4] }],
        [{ name: 'Line Trooper', form: 'model', at: [44, 44], more: { facing: 90 } }],
      ],
    });
    return {
      s: ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 20, 6) }),
      marker: pieceAt(s, 20, 40),
    };
  }
  const reenter: Action = { type: 'declare', seat: 'A', skill: 'reenterCamouflage' };

  it('“Can a Camouflage Marker prevent … reverting to the Camouflaged state? … Yes”; “does it reveal itself? No” (§10.1)', () => {
    const { s, marker } = regain([]);
    const refused = rejected(s, reenter, 'REQUIREMENT_NOT_MET');
    expect(refused[0]?.message).toContain('outside the LoF of every enemy Model and Marker');
    // Nothing in the refusal tells A what the marker is.
    expect(refused[0]?.message).not.toContain('Camo Sniper');
    expect(JSON.stringify(refused)).not.toContain(marker);
    expect(s.pieces[marker]?.kind).toBe('CAMO');
    expect(events(s).some((e) => e.kind === 'revealed')).toBe(false);
    expect(viewFor(s, 'A').pieces.find((p) => p.id === marker)).toMatchObject({
      kind: 'CAMO',
      label: 'CAMO marker',
    });
    expect(viewFor(s, 'A').pieces.find((p) => p.id === marker)?.profile).toBeUndefined();
  });

  it('the control: with a tall wall between them the same Order is legal and A’s trooper becomes a CAMO marker (§10.1)', () => {
    const { s, marker } = regain([TALL]);
    const t = ok(s, reenter);
    expect(order(t)).toBeUndefined();
    expect(t.troopers[rosterId(t, 'A', 'Camo Sniper')]?.form).toBe('CAMO');
    expect(t.pieces[pieceAt(t, 20, 6)]?.kind).toBe('CAMO');
    expect(t.pieces[marker]?.kind).toBe('CAMO');
  });
});

describe('3.6: a replacement placed edge on edge may gain contact with Cover (seed 003, RULES.md §12, §18.3, D41)', () => {
  const TOKEN_R = 40 / 25.4 / 2;
  const S4_R = baseRadiusInches(4);
  /** Edge on edge toward the token's south rim point, the 55 mm base reaches this far north. */
  const EDGE_REACH = 9 + 2 * S4_R - TOKEN_R;
  /** A low wall whose south face is where that base reaches (10.378"), 0.59" beyond the token's rim. */
  const LOW: Scenery = {
    id: 's-low',
    name: 'Low wall',
    height: 'low',
    polygon: rectangle({ x: 20, y: EDGE_REACH + 0.5 }, 8, 1),
  };
  /**
   * With the printed 40 mm tokens (A18): A's Bulwark Walker (S4, given Camouflage) as a CAMO token at
   * (20, 9), the low wall north of it; B's Line Trooper at (20, 40) facing A. The token reveals itself
   * by declaring a BS Attack on B's trooper, A places the model as `mode` says, B shoots back in ARO
   * (Face to Face), A Idles. Every die is a 20: nobody hits.
   */
  function shootBack(mode: 'centre' | 'edge'): { t: GameState; walker: string } {
    let s = table({
      a: [profile('heavy-s4', { skills: [{ skill: 'Camouflage' }] }), profile('line-trooper')],
      b: [profile('line-trooper'), profile('line-trooper')],
      scenery: [LOW],
      markerTokens: 'fixed40',
      dice: Array.from({ length: 8 }, () => 20),
      steps: [
        [{ name: 'Bulwark Walker', form: 'CAMO', at: [20, 9] }],
        [{ name: 'Line Trooper', form: 'model', at: [20, 40] }],
        [{ name: 'Line Trooper', form: 'model', at: [40, 4] }],
        [{ name: 'Line Trooper', nth: 1, form: 'model', at: [44, 44], more: { facing: 90 } }],
      ],
    });
    const walker = pieceAt(s, 20, 9);
    // The token itself does not touch the wall.
    expect(LOW.polygon[0]!.y - (9 + (s.pieces[walker]?.r ?? 0))).toBeGreaterThan(0.5);
    s = ok(s, { type: 'activate', seat: 'A', pieceId: walker });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(s, 20, 40) });
    s = ok(s, {
      type: 'replace',
      seat: 'A',
      pieceId: walker,
      mode: mode === 'centre' ? 'centre' : { edgeToward: { x: 20, y: 9 - TOKEN_R } },
      facing: 90,
    });
    s = ok(s, { type: 'aro', seat: 'B', reactorId: pieceAt(s, 20, 40), choice: 'bsAttack', target: walker });
    s = passAll(ok(s, { type: 'declare', seat: 'A', skill: 'idle' }), 'B');
    return { t: s, walker };
  }
  /** The Face to Face roll of A's attack and B's ARO attack (RULES.md §8). */
  function faceToFace(s: GameState): Extract<EngineEvent, { kind: 'faceToFace' }> {
    const e = events(s).find((x) => x.kind === 'faceToFace');
    if (e?.kind !== 'faceToFace') throw new Error('no Face to Face roll');
    return e;
  }
  const names = (mods: { name: string }[]) => mods.map((m) => m.name);

  it('“the replacement Trooper to gain contact with Cover that the original Trooper didn’t have”: B’s ARO on it takes Partial Cover −3 (§12, §18.3)', () => {
    const { t, walker } = shootBack('edge');
    expect(t.pieces[walker]?.y).toBeCloseTo(9 + S4_R - TOKEN_R, 3);
    const roll = faceToFace(t);
    expect(roll.b.who).toBe('the Line Trooper of Player B');
    expect(roll.b.mods).toContainEqual({ name: 'Partial Cover', value: -3 });
    // A's own shot at B, in the open, has none.
    expect(names(roll.a.mods)).not.toContain('Partial Cover');
  });

  it('the control: placed centre on centre the model does not reach the wall, and the same ARO has no cover MOD (§12, §18.3)', () => {
    const { t, walker } = shootBack('centre');
    expect(t.pieces[walker]).toMatchObject({ x: 20, y: 9 });
    const roll = faceToFace(t);
    expect(roll.b.who).toBe('the Line Trooper of Player B');
    expect(names(roll.b.mods)).not.toContain('Partial Cover');
  });
});

describe('3.10: Immobilized-A “can only be cancelled by the conditions of the space … changing” (seed 003, RULES.md §12, D34)', () => {
  /**
   * A 48" × 20" table with 8" zones. B's Veil Stalker is written down in Hidden Deployment at
   * (24, 12.6); A's Line Trooper at (24, 7.4) walks onto that spot in A's first turn (Move 4 + Move 1).
   * It is then B's turn.
   */
  function taken(): GameState {
    let s = table({
      a: [profile('line-trooper'), profile('line-trooper')],
      b: [profile('veil-stalker'), profile('line-trooper')],
      size: { width: 48, depth: 20, zoneDepth: 8 },
      steps: [
        [{ name: 'Line Trooper', form: 'model', at: [24, 7.4] }],
        [{ name: 'Veil Stalker', form: 'model', at: [24, 12.6], more: { hidden: true } }],
        [{ name: 'Line Trooper', nth: 1, form: 'model', at: [4, 2] }],
        [{ name: 'Line Trooper', form: 'model', at: [44, 18], more: { facing: 90 } }],
      ],
    });
    const line = pieceAt(s, 24, 7.4);
    s = ok(s, { type: 'activate', seat: 'A', pieceId: line });
    s = passAll(
      ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [line]: { x: 24, y: 11.4 } } }),
      'B',
    );
    s = passAll(
      ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [line]: { x: 24, y: 12.4 } } }),
      'B',
    );
    expect(order(s)).toBeUndefined();
    return ok(s, { type: 'endTurn', seat: 'A' });
  }
  const fits =
    'The Veil Stalker of Player B fits where it stands now: its Immobilized-A ends (Replacing models and markers).';

  it('“This State can only be cancelled by the conditions of the space … changing”: an Order that changes nothing keeps the token (§12)', () => {
    const s0 = taken();
    let s = ok(s0, { type: 'activateHidden', seat: 'B', trooperId: rosterId(s0, 'B', 'Veil Stalker') });
    const stalker = pieceAt(s, 24, 12.6);
    expect(s.pieces[stalker]?.tokens).toEqual(['Immobilized-A']);
    expect(texts(s)).toContain(
      'The Veil Stalker of Player B finds its written position taken: it enters Immobilized-A until it fits (Replacing models and markers).',
    );
    // It cannot move out of it by itself.
    rejected(
      s,
      { type: 'declare', seat: 'B', skill: 'move', to: { [stalker]: { x: 24, y: 15 } } },
      'REQUIREMENT_NOT_MET',
    );
    s = passAll(ok(s, { type: 'declare', seat: 'B', skill: 'idle' }), 'A');
    s = passAll(ok(s, { type: 'declare', seat: 'B', skill: 'idle' }), 'A');
    expect(order(s)).toBeUndefined();
    expect(s.pieces[stalker]?.tokens).toEqual(['Immobilized-A']);
    expect(texts(s)).not.toContain(fits);
  });

  it('an Order in which the blocker moves away ends it: “fits where it stands now”, and the token is gone (§12)', () => {
    const s0 = taken();
    let s = ok(s0, { type: 'activateHidden', seat: 'B', trooperId: rosterId(s0, 'B', 'Veil Stalker') });
    const stalker = pieceAt(s, 24, 12.6);
    s = passAll(ok(s, { type: 'declare', seat: 'B', skill: 'idle' }), 'A');
    s = passAll(ok(s, { type: 'declare', seat: 'B', skill: 'idle' }), 'A');
    s = ok(s, { type: 'endTurn', seat: 'B' });
    // A's next turn: its Line Trooper steps off the spot.
    const line = pieceAt(s, 24, 12.4);
    s = ok(s, { type: 'activate', seat: 'A', pieceId: line });
    s = passAll(ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [line]: { x: 24, y: 9 } } }), 'B');
    expect(s.pieces[stalker]?.tokens).toEqual(['Immobilized-A']);
    s = passAll(ok(s, { type: 'declare', seat: 'A', skill: 'idle' }), 'B');
    expect(order(s)).toBeUndefined();
    expect(texts(s)).toContain(fits);
    expect(s.pieces[stalker]?.tokens).toEqual([]);
  });
});
