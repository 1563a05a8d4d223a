// Seed 000 (Holoecho State) rows the coverage table had only partly played (docs/seed-coverage.md rows
// 0.3, 0.11, 0.14, 0.16, 0.17, 0.20, 0.28, 0.30, 0.33, 0.34, 0.38, 0.45 and 1.8): each played through
// an Order with the dice handed to the engine, asserting on the log's events and on the state.
import { ruledText } from '../rules/index.ts';
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { WEAPONS, copyWeapon, type Profile, type Scenery } from '../rules/index.ts';
import { newGame } from './index.ts';
import type { RemovedWhy } from './events.ts';
import type { Action, GameState, OrderState } from './types.ts';
import {
  R2,
  deployRoster,
  endStep,
  hotSeat,
  ok,
  pieceAt,
  rejected,
  rosterId,
  profile,
} from '../../tests/engineFixtures.ts';
import { RULES_EDITION } from './index.ts';

/** A hot-seat game on the open 48" table with these rosters and these dice (nothing else is rolled). */
function given(A: Profile[], B: Profile[], dice: number[]): GameState {
  return newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: { rosters: { A, B }, firstDeployer: 'A', rules: RULES_EDITION, pins: {} },
    },
    { given: dice },
  );
}

/** The same game with these dice from now on (ids as with given dice). */
const withDice = (s: GameState, dice: number[]): GameState => ({
  ...s,
  random: newGame(s.setup, { given: dice }).random,
});

const set = (s: GameState, id: string, at: { x: number; y: number; facing?: number }): GameState => ({
  ...s,
  pieces: { ...s.pieces, [id]: { ...s.pieces[id]!, ...at } },
});

const orderOf = (s: GameState): OrderState | undefined =>
  s.phase.kind === 'turn' ? s.phase.order : undefined;

const texts = (s: GameState) => logItems(s.log).map(ruledText);
const events = (s: GameState) => logItems(s.log).flatMap((e) => (e.event ? [e.event] : []));
const removed = (s: GameState, why: RemovedWhy) =>
  events(s).filter((e) => e.kind === 'removed' && e.why === why);
const idsOf = (s: GameState, seat: 'A' | 'B', trooperId: string) =>
  Object.entries(s.secrets[seat].trooperOfPiece)
    .filter(([, t]) => t === trooperId)
    .map(([p]) => p)
    .sort();
const holoMarkers = (s: GameState) =>
  Object.values(s.pieces).filter((p) => p.kind === 'HOLOECHO-1' || p.kind === 'HOLOECHO-2');

/** The reactive seat passes with everything still pending, as often as it is asked. */
function passAll(s: GameState, seat: 'A' | 'B' = 'B'): GameState {
  let t = s;
  while (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro') t = ok(t, { type: 'endAros', seat });
  return t;
}

const activate = (s: GameState, pieceId: string, seat: 'A' | 'B' = 'A'): GameState =>
  ok(s, { type: 'activate', seat, pieceId });
const idle: Action = { type: 'declare', seat: 'A', skill: 'idle' };
const aro = (
  reactorId: string,
  choice: Extract<Action, { type: 'aro' }>['choice'],
  target?: string,
): Action => ({ type: 'aro', seat: 'B', reactorId, choice, ...(target ? { target } : {}) });

/** The ARO entry of a Holoecho group (keyed by the lowest of its ids, D25). */
const groupKey = (ids: readonly string[]) => [...ids].sort()[0]!;

/**
 * B's Echo Operative in Holoecho State at `at` with HOLOECHO-1 and HOLOECHO-2 at `extras`,
 * the real one chosen by `real`; B's Line Trooper at (44, 44) facing away. A: a Line Trooper at (24, 6)
 * and one at (4, 6). A plays first.
 */
function reactiveHolo(o: {
  at: [number, number];
  extras: [[number, number], [number, number]];
  real: number;
  dice?: number[];
}): GameState {
  let s = hotSeat({ A: ['line-trooper', 'line-trooper'], B: ['holoprojector', 'line-trooper'] }, 'A', 7);
  s = withDice(s, o.dice ?? []);
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 24, 6));
  s = ok(s, endStep('A'));
  s = ok(
    s,
    deployRoster('B', rosterId(s, 'B', 'Echo Operative'), 'Holoecho', ...o.at, {
      extras: o.extras.map(([x, y]) => ({ x, y })),
      real: o.real,
    }),
  );
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 4, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 44, { facing: 90 }));
  return ok(s, endStep('B'));
}

/**
 * A's Echo Operative (or the profile given) in Holoecho State at (24, 6) with HOLOECHO-1 at (20, 6) and
 * HOLOECHO-2 at (28, 6), the real one chosen by `real`; A's Line Trooper at (4, 6). B: a Line Trooper at
 * (24, 40) facing A, and one at (44, 44) facing away. A plays first.
 */
function activeHolo(o: { real: number; dice?: number[]; echo?: Profile; form?: 'Holoecho' | 'model' }) {
  let s = given(
    [o.echo ?? profile('holoprojector'), profile('line-trooper')],
    [profile('line-trooper'), profile('line-trooper', { id: 'lt-b2' })],
    o.dice ?? [],
  );
  const form = o.form ?? 'Holoecho';
  s = ok(
    s,
    deployRoster('A', rosterId(s, 'A', 'Echo Operative'), form, 24, 6, {
      ...(form === 'Holoecho'
        ? {
            extras: [
              { x: 20, y: 6 },
              { x: 28, y: 6 },
            ],
            real: o.real,
          }
        : {}),
    }),
  );
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 24, 40));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 4, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 44, 44, { facing: 90 }));
  return ok(s, endStep('B'));
}

// ---------------------------------------------------------------------------------------------------

describe('seed 000 row 0.3: back into Holoecho State for an Entire Order, outside enemy LoF (RULES.md §10.4, §5.2)', () => {
  /**
   * A: the Echo Operative as a model at (20, 6) and a Line Trooper at (4, 6). B: a Line Trooper at
   * (40, 44) facing `lineFacing`, and a Camo Sniper at (10, 44) as a CAMO marker (360°) or a model
   * facing away.
   */
  function table(lineFacing: number, sniper: 'CAMO' | 'model'): GameState {
    let s = hotSeat({ A: ['holoprojector', 'line-trooper'], B: ['line-trooper', 'camo-sniper'] }, 'A', 3);
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Echo Operative'), 'model', 20, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 40, 44, { facing: lineFacing }));
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 4, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Camo Sniper'), sniper, 10, 44, { facing: 90 }));
    return ok(s, endStep('B'));
  }
  const reenter: Action = { type: 'declare', seat: 'A', skill: 'reenterHoloecho' };

  it('"may revert to Holoecho State by expending an Entire Order while outside the LoF of enemy Markers or Troopers": refused in an enemy trooper’s LoF, and in an enemy marker’s (§10.4)', () => {
    for (const s of [table(270, 'model'), table(90, 'CAMO')]) {
      const t = activate(s, pieceAt(s, 20, 6));
      const vs = rejected(t, reenter, 'REQUIREMENT_NOT_MET');
      expect(vs[0]?.message).toContain('outside the LoF of every enemy Model and Marker');
      expect(holoMarkers(t)).toEqual([]);
      expect(t.troopers[rosterId(t, 'A', 'Echo Operative')]?.form).toBe('model');
    }
  });

  it('control: out of every enemy LoF the Entire Order places the two HOLOECHO markers in Silhouette contact (§10.4)', () => {
    const s = table(90, 'model');
    const model = pieceAt(s, 20, 6);
    const t = ok(activate(s, model), reenter);
    const echo = rosterId(t, 'A', 'Echo Operative');
    expect(t.troopers[echo]?.form).toBe('Holoecho');
    const markers = holoMarkers(t);
    expect(markers.map((p) => p.kind).sort()).toEqual(['HOLOECHO-1', 'HOLOECHO-2']);
    for (const m of markers) expect(Math.hypot(m.x - 20, m.y - 6)).toBeCloseTo(m.r + t.pieces[model]!.r, 6);
    expect(idsOf(t, 'A', echo)).toEqual([model, ...markers.map((p) => p.id)].sort());
    expect(t.secrets.A.realPieceOf[echo]).toBe(model);
    // An Entire Order: it took the whole Order, and the Order is over.
    expect(orderOf(t)).toBeUndefined();
    expect(
      texts(t).some((l) => l.includes('switches Holoecho on: two HOLOECHO markers stand in contact')),
    ).toBe(true);
  });
});

describe('seed 000 row 0.11: Coherency Checks "at the start and end of the Order", here an Order the Holoechoes reacted to (RULES.md §3, §10.4)', () => {
  // B's Holoechoes in a line 7.5" apart: HOLOECHO-1 (real) at (16.5, 40), the Echo Operative model (a
  // decoy) at (24, 40), HOLOECHO-2 at (31.5, 40). Only the middle one keeps the ends in Coherency.
  const play = (dice: number[]) => {
    const s = reactiveHolo({
      at: [24, 40],
      extras: [
        [16.5, 40],
        [31.5, 40],
      ],
      real: 1,
      dice,
    });
    const ids = [pieceAt(s, 24, 40), pieceAt(s, 16.5, 40), pieceAt(s, 31.5, 40)];
    const line = pieceAt(s, 24, 6);
    let t = activate(s, line);
    t = ok(t, { type: 'declare', seat: 'A', skill: 'bsAttack', target: ids[0] });
    // The group declares Look Out!, which keeps its Holoecho State (§10.4, §18.6).
    t = ok(t, aro(groupKey(ids), 'lookOut', line));
    t = passAll(ok(passAll(t), idle));
    return { t, ids, echo: rosterId(t, 'B', 'Echo Operative') };
  };

  it('the middle decoy is hit and removed mid-Order; at the end of the Order the stranded HOLOECHO-2 is "out of Coherency and removed", and the real one fails too (§3, §10.4)', () => {
    // A's Combi Rifle at 33" (BS 11 − 6 = 5): the 3 hits, 20 and 20 miss.
    const { t, ids, echo } = play([3, 20, 20]);
    const [middle, real, far] = ids as [string, string, string];
    expect(texts(t)).toContain(
      'The HOLOECHO-1 marker of Player B: Look Out! (no roll): its allies under attack are warned.',
    );
    expect(removed(t, 'holoechoHit')).toEqual([{ kind: 'removed', pieces: [middle], why: 'holoechoHit' }]);
    expect(removed(t, 'outOfCoherency')).toEqual([{ kind: 'removed', pieces: [far], why: 'outOfCoherency' }]);
    const log = texts(t);
    const hit = log.findIndex((l) => l.includes('was a Holoecho: it is removed without a Saving Roll'));
    const stranded = log.indexOf(
      'The HOLOECHO-2 marker of Player B is out of Coherency and removed (Coherency, Holoecho).',
    );
    expect(hit).toBeGreaterThan(-1);
    expect(stranded).toBeGreaterThan(hit);
    expect(stranded).toBeLessThan(log.lastIndexOf('The Order of Player A is complete.'));
    // The real one has nobody in its ZoC either: its state ends and it stands as its model.
    expect(removed(t, 'holoechoEnded')).toEqual([{ kind: 'removed', pieces: [], why: 'holoechoEnded' }]);
    expect(t.troopers[echo]?.form).toBe('model');
    expect(idsOf(t, 'B', echo)).toEqual([real]);
    expect(t.pieces[real]).toMatchObject({
      kind: 'model',
      x: 16.5,
      y: 40,
      shows: { name: 'Echo Operative' },
    });
  });

  it('control: the shot misses, nothing leaves the group, and all three stay in Holoecho State', () => {
    const { t, ids, echo } = play([20, 20, 20]);
    expect(events(t).filter((e) => e.kind === 'removed')).toEqual([]);
    expect(ids.every((id) => t.pieces[id])).toBe(true);
    expect(t.troopers[echo]?.form).toBe('Holoecho');
  });
});

describe('seed 000 rows 0.14, 0.20, 0.38: a Holoecho that reveals itself with the second half of its Order (RULES.md §7.3, §10.4)', () => {
  /** A's Echo Operative (real: HOLOECHO-1) moves 3" forward; B's Line Trooper at (24, 40) delays its ARO. */
  function delayed(dice: number[]) {
    let s = activeHolo({ real: 1, dice });
    const [model, h1, h2] = [pieceAt(s, 24, 6), pieceAt(s, 20, 6), pieceAt(s, 28, 6)];
    const bLine = pieceAt(s, 24, 40);
    s = activate(s, model);
    s = ok(s, {
      type: 'declare',
      seat: 'A',
      skill: 'move',
      to: { [model]: { x: 24, y: 9 }, [h1]: { x: 20, y: 9 }, [h2]: { x: 28, y: 9 } },
    });
    s = ok(s, aro(bLine, 'delay'));
    s = passAll(s);
    return { s, model, h1, h2, bLine, echo: rosterId(s, 'A', 'Echo Operative') };
  }

  it('"if the Trooper in Holoecho State reveals themselves with the second half of their Order (by declaring a BS Attack…), the delaying Trooper can declare their ARO"; the cancellation "is applied to the entirety of the declared Order" (§7.3, §10.4)', () => {
    const { s, model, h1, h2, bLine, echo } = delayed([20, 20, 20, 20]);
    let t = ok(s, { type: 'declare', seat: 'A', skill: 'bsAttack', target: bLine });
    expect(texts(t)).toContain(
      'The Holoecho trooper of Player A declared a skill that ends its Holoecho State: the other Holoechoes go at the end of the Order (Holoecho).',
    );
    const order = orderOf(t);
    expect(order?.revealed).toBe(true);
    expect(order?.holoechoEnds).toEqual([echo]);
    // The delayed ARO may now be declared, with the full menu against the activated pieces.
    const entry = order?.reactors[bLine];
    expect(entry).toMatchObject({ status: 'pending', round: 2 });
    expect(entry?.against.length).toBeGreaterThan(0);
    for (const a of entry?.against ?? []) expect(a.allowed).toContain('bsAttack');
    // The state ends for the whole Order: the decoys are still on the table until it ends.
    expect([model, h1, h2].every((id) => t.pieces[id])).toBe(true);
    t = ok(t, aro(bLine, 'bsAttack', h1));
    // Dice: B's ARO 20, then A's Burst 20, 20, 20: Face to Face, nobody hits.
    const ftf = events(t).find((e) => e.kind === 'faceToFace');
    expect(ftf).toMatchObject({
      a: { skill: 'BS Attack', dice: [20, 20, 20] },
      b: { who: 'the Line Trooper of Player B', skill: 'BS Attack', dice: [20] },
    });
    // After the Order: the decoys are gone and the real one stands as the Echo Operative, facing the same way.
    expect(orderOf(t)).toBeUndefined();
    expect(removed(t, 'holoechoEnded')).toEqual([
      { kind: 'removed', pieces: expect.arrayContaining([model, h2]) as unknown, why: 'holoechoEnded' },
    ]);
    expect(t.pieces[model]).toBeUndefined();
    expect(t.pieces[h2]).toBeUndefined();
    expect(t.pieces[h1]).toMatchObject({
      kind: 'model',
      x: 20,
      y: 9,
      facing: 90,
      shows: { name: 'Echo Operative' },
    });
    expect(t.troopers[echo]?.form).toBe('model');
  });

  it('control: "if the Trooper in Holoecho State does not reveal themselves, the delaying Trooper loses their right to declare an ARO" (§7.3)', () => {
    const { s, model, h1, h2, bLine, echo } = delayed([]);
    const t = ok(s, idle);
    expect(orderOf(t)).toBeUndefined();
    expect(texts(t)).toContain(
      'The Line Trooper delayed its ARO and the trooper did not reveal itself: the ARO is lost (Delaying an ARO).',
    );
    expect([model, h1, h2].every((id) => t.pieces[id])).toBe(true);
    expect(t.troopers[echo]?.form).toBe('Holoecho');
    expect(t.pieces[bLine]).toBeDefined();
  });
});

describe('seed 000 rows 0.16, 0.33: "the Enemy must pass a Discover Roll against that Holoecho"; a decoy "is canceled whenever it is Discovered" (RULES.md §9.3, §10.4)', () => {
  it('a Discover ARO on a decoy of the active Holoecho succeeds: that decoy is removed, the other two stay in Holoecho State (§9.3, §10.4)', () => {
    const play = (die: number) => {
      let s = activeHolo({ real: 0, dice: [die] });
      const ids = [pieceAt(s, 24, 6), pieceAt(s, 20, 6), pieceAt(s, 28, 6)];
      const bLine = pieceAt(s, 24, 40);
      s = ok(activate(s, ids[0]!), idle);
      s = ok(s, aro(bLine, 'discover', ids[1]));
      s = passAll(ok(passAll(s), idle));
      return { s, ids, bLine, echo: rosterId(s, 'A', 'Echo Operative') };
    };
    const { s, ids, echo } = play(1);
    const [model, h1, h2] = ids as [string, string, string];
    expect(events(s).find((e) => e.kind === 'normalRoll')).toMatchObject({
      side: { skill: 'Discover', dice: [1] },
    });
    expect(removed(s, 'discoveredNotReal')).toEqual([
      { kind: 'removed', pieces: [h1], why: 'discoveredNotReal' },
    ]);
    expect(texts(s)).toContain(
      'The HOLOECHO-1 marker was not the real trooper: it is removed (Discover results).',
    );
    expect(s.pieces[h1]).toBeUndefined();
    expect(idsOf(s, 'A', echo)).toEqual([model, h2].sort());
    expect(s.troopers[echo]?.form).toBe('Holoecho');
    // Control: the same Discover failing (a 20) removes nothing and locks the Discoverer out.
    const miss = play(20);
    expect(miss.s.pieces[h1]).toBeDefined();
    expect(events(miss.s).some((e) => e.kind === 'removed')).toBe(false);
    expect(miss.s.troopers[rosterId(miss.s, 'B', 'Line Trooper')]?.discoverLocks?.[h1]).toBeDefined();
  });

  /** A's Line Trooper at (24, 6) Discovers the B piece at `at`; then Idles. */
  function discoverB(real: number, at: [number, number]) {
    const s0 = reactiveHolo({
      at: [24, 40],
      extras: [
        [20, 40],
        [28, 40],
      ],
      real,
      dice: [1],
    });
    const ids = [pieceAt(s0, 24, 40), pieceAt(s0, 20, 40), pieceAt(s0, 28, 40)];
    let s = activate(s0, pieceAt(s0, 24, 6));
    s = passAll(ok(s, { type: 'declare', seat: 'A', skill: 'discover', target: pieceAt(s, ...at) }));
    const beforeIdle = s;
    s = passAll(ok(s, idle));
    return { s, beforeIdle, ids, echo: rosterId(s, 'B', 'Echo Operative') };
  }

  it('an active Discover on a decoy succeeds: only that decoy is removed, the bearer keeps its Holoecho State (§9.3, §10.4)', () => {
    const { s, ids, echo } = discoverB(0, [28, 40]);
    const [model, h1, h2] = ids as [string, string, string];
    expect(removed(s, 'discoveredNotReal')).toEqual([
      { kind: 'removed', pieces: [h2], why: 'discoveredNotReal' },
    ]);
    expect(idsOf(s, 'B', echo)).toEqual([model, h1].sort());
    expect(s.troopers[echo]?.form).toBe('Holoecho');
    expect(removed(s, 'holoechoEnded')).toEqual([]);
  });

  it('an active Discover on the real one (HOLOECHO-2) succeeds: the state ends, and the decoys go at the end of the Order (§10.4, T42)', () => {
    const { s, ids, echo } = discoverB(2, [28, 40]);
    const [model, h1, h2] = ids as [string, string, string];
    const log = texts(s);
    const found = log.indexOf(
      'The HOLOECHO-2 marker was the real trooper: its Holoecho State ends, and the other Holoechoes go at the end of the Order (Holoecho).',
    );
    const gone = log.findIndex((l) =>
      l.startsWith("Player B's Holoecho State ends: 2 Holoechoes are removed"),
    );
    expect(found).toBeGreaterThan(-1);
    expect(gone).toBeGreaterThan(found);
    expect(gone).toBeLessThan(log.lastIndexOf('The Order of Player A is complete.'));
    expect(removed(s, 'discoveredNotReal')).toEqual([]);
    expect(removed(s, 'holoechoEnded')).toEqual([
      { kind: 'removed', pieces: expect.arrayContaining([model, h1]) as unknown, why: 'holoechoEnded' },
    ]);
    expect(idsOf(s, 'B', echo)).toEqual([h2]);
    expect(s.pieces[h2]).toMatchObject({ kind: 'model', x: 28, y: 40, facing: 270 });
    expect(s.troopers[echo]?.form).toBe('model');
  });
});

describe('seed 000 rows 0.17, 0.28: "In his Active Turn only … may use the Surprise Attack"; automatic skills "remain functioning normally" (RULES.md §6.8, §10.4, §18.4)', () => {
  /** An Echo Operative with Surprise Attack −3 and Mimetism −3 (both automatic). */
  const echo = profile('holoprojector', {
    id: 'holo-surprise',
    skills: [
      { skill: 'Holoecho' },
      { skill: 'HoloMask' },
      { skill: 'SurpriseAttack', mod: -3 },
      { skill: 'Mimetism', mod: -3 },
    ],
  });

  /** A's Holoecho (real: the model at (24, 6)) shoots B's Line Trooper set at (24, 20), which shoots back at it. */
  function exchange(o: { echo: Profile; form: 'Holoecho' | 'model' }) {
    let s = activeHolo({ real: 0, echo: o.echo, form: o.form, dice: [20, 20, 20, 20] });
    const bLine = pieceAt(s, 24, 40);
    s = set(s, bLine, { x: 24, y: 20 });
    const real = pieceAt(s, 24, 6);
    s = activate(s, real);
    s = ok(s, { type: 'declare', seat: 'A', skill: 'bsAttack', target: bLine });
    s = ok(s, aro(bLine, 'bsAttack', real));
    s = passAll(ok(passAll(s), idle));
    const ftf = events(s).find((e) => e.kind === 'faceToFace');
    if (ftf?.kind !== 'faceToFace') throw new Error('no Face to Face roll');
    return ftf;
  }

  it('attacking from Holoecho, the target’s BS Attack ARO takes Mimetism −3 and Surprise Attack −3 (§6.8, §10.4)', () => {
    const ftf = exchange({ echo, form: 'Holoecho' });
    // B: BS 11, range +3 (13"), Mimetism −3, Surprise Attack −3 = 8.
    expect(ftf.b).toMatchObject({ who: 'the Line Trooper of Player B', skill: 'BS Attack', sv: 8 });
    expect(ftf.b.mods).toEqual([
      { name: 'range', value: 3 },
      { name: 'Mimetism', value: -3 },
      { name: 'Surprise Attack', value: -3 },
    ]);
  });

  it('control: the same trooper deployed as a model began the Order unhidden: Mimetism only; a plain Echo Operative in Holoecho: neither', () => {
    const asModel = exchange({ echo, form: 'model' });
    expect(asModel.b.mods).toEqual([
      { name: 'range', value: 3 },
      { name: 'Mimetism', value: -3 },
    ]);
    expect(asModel.b.sv).toBe(11);
    const plain = exchange({ echo: profile('holoprojector'), form: 'Holoecho' });
    expect(plain.b.mods).toEqual([{ name: 'range', value: 3 }]);
    expect(plain.b.sv).toBe(14);
  });
});

describe('seed 000 row 0.30: what cancels the real bearer’s Holoecho State (rebuilt list, RULES.md §10.4, A2)', () => {
  const three = (real: number, dice: number[] = []) =>
    reactiveHolo({
      at: [24, 40],
      extras: [
        [20, 40],
        [28, 40],
      ],
      real,
      dice,
    });

  it('(a) "must make a Saving Roll": the real bearer (HOLOECHO-2) hit saves, its state ends at the end of the Order and the decoys go (§10.4)', () => {
    // A's Combi Rifle at 33" (SV 5): the 3 hits; 20, 20 miss. The Saving Roll: 20 against 13 − 2 = 11, saved.
    const s0 = three(2, [3, 20, 20, 20]);
    const ids = [pieceAt(s0, 24, 40), pieceAt(s0, 20, 40), pieceAt(s0, 28, 40)];
    const [model, h1, h2] = ids as [string, string, string];
    let s = activate(s0, pieceAt(s0, 24, 6));
    s = passAll(ok(s, { type: 'declare', seat: 'A', skill: 'bsAttack', target: h2 }));
    s = passAll(ok(s, idle));
    const echo = rosterId(s, 'B', 'Echo Operative');
    const log = texts(s);
    const ends = log.indexOf(
      'The HOLOECHO-2 marker was the real trooper: its Holoecho State ends at the end of the Order (Holoecho).',
    );
    const save = logItems(s.log).findIndex((e) => e.event?.kind === 'savingRolls');
    const gone = log.findIndex((l) =>
      l.startsWith("Player B's Holoecho State ends: 2 Holoechoes are removed"),
    );
    expect(ends).toBeGreaterThan(-1);
    expect(save).toBeGreaterThan(ends);
    expect(gone).toBeGreaterThan(save);
    expect(gone).toBeLessThan(log.lastIndexOf('The Order of Player A is complete.'));
    expect(logItems(s.log)[save]?.event).toMatchObject({
      damage: 13,
      arm: 2,
      value: 11,
      dice: [20],
      woundsLost: 0,
    });
    expect(removed(s, 'holoechoHit')).toEqual([]);
    expect(removed(s, 'holoechoEnded')).toEqual([
      { kind: 'removed', pieces: expect.arrayContaining([model, h1]) as unknown, why: 'holoechoEnded' },
    ]);
    expect(idsOf(s, 'B', echo)).toEqual([h2]);
    expect(s.pieces[h2]).toMatchObject({ kind: 'model', x: 28, y: 40, facing: 270 });
    expect(s.troopers[echo]?.form).toBe('model');
    // Control: the same shot missing (20, 20, 20) forces no roll, and the state holds.
    let m = activate(three(2, [20, 20, 20]), pieceAt(s0, 24, 6));
    m = passAll(ok(m, { type: 'declare', seat: 'A', skill: 'bsAttack', target: h2 }));
    m = passAll(ok(m, idle));
    expect(m.troopers[echo]?.form).toBe('Holoecho');
    expect(idsOf(m, 'B', echo)).toEqual([...ids].sort());
  });

  it('(b) "enters Silhouette contact with an enemy Model": A’s Line Trooper moves into contact with the real one; the decoys go at the end of the Order (§10.4)', () => {
    let s = three(0);
    const ids = [pieceAt(s, 24, 40), pieceAt(s, 20, 40), pieceAt(s, 28, 40)];
    const [model, h1, h2] = ids as [string, string, string];
    const line = pieceAt(s, 24, 6);
    s = set(s, line, { x: 24, y: 36 });
    s = activate(s, line);
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [line]: { x: 24, y: 40 - 2 * R2 } } });
    const echo = rosterId(s, 'B', 'Echo Operative');
    expect(texts(s)).toContain(
      'The Echo Operative touched an enemy Model: it is the real trooper, and its Holoecho State ends with the Order (Holoecho).',
    );
    expect(orderOf(s)?.holoechoEnds).toEqual([echo]);
    expect(ids.every((id) => s.pieces[id])).toBe(true);
    s = passAll(ok(passAll(s), idle));
    expect(orderOf(s)).toBeUndefined();
    expect(removed(s, 'holoechoEnded')).toEqual([
      { kind: 'removed', pieces: expect.arrayContaining([h1, h2]) as unknown, why: 'holoechoEnded' },
    ]);
    expect(idsOf(s, 'B', echo)).toEqual([model]);
    expect(s.troopers[echo]?.form).toBe('model');
  });

  /** A wall across the table's right side (x 40–42), so the pieces beyond it see nobody. */
  const WALL: Scenery = {
    id: 's-wall',
    name: 'Wall',
    height: 'tall',
    polygon: [
      { x: 40, y: 0 },
      { x: 42, y: 0 },
      { x: 42, y: 22 },
      { x: 40, y: 22 },
    ],
  };
  /**
   * 48" × 22", 10" zones (as in intuitiveAttack.test.ts). A: an Echo Operative with a Chain Rifle in
   * Holoecho State, the real one the model at (20, 9.4), HOLOECHO-1 at (16, 9.4), HOLOECHO-2 at (24, 9.4),
   * and a Line Trooper at (44, 2). B: a Camo Sniper as a CAMO marker at (20, 12.6), a Line Trooper
   * behind the wall at (46, 18).
   */
  function table(dice: number[]): GameState {
    const chain = profile('holoprojector', {
      id: 'holo-chain',
      weapons: [copyWeapon(WEAPONS.chainRifle), copyWeapon(WEAPONS.pistol)],
    });
    let s = newGame(
      {
        table: { width: 48, depth: 22, zoneDepth: 10 },
        scenery: [WALL],
        game: {
          rosters: {
            A: [chain, profile('line-trooper')],
            B: [profile('camo-sniper'), profile('line-trooper')],
          },
          firstDeployer: 'A',
          rules: RULES_EDITION,
          pins: {},
        },
      },
      { given: dice },
    );
    s = ok(
      s,
      deployRoster('A', rosterId(s, 'A', 'Echo Operative'), 'Holoecho', 20, 9.4, {
        extras: [
          { x: 16, y: 9.4 },
          { x: 24, y: 9.4 },
        ],
        real: 0,
      }),
    );
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Camo Sniper'), 'CAMO', 20, 12.6, { facing: 0 }));
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 44, 2));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 46, 18));
    return ok(s, endStep('B'));
  }

  it('(c) "declares an Entire Order other than Cautious Movement": Intuitive Attack on the CAMO marker ends the state: the roll fails, and still the decoys go at the end of the Order (§10.4, §6.9)', () => {
    const s0 = table([20]);
    const ids = [pieceAt(s0, 20, 9.4), pieceAt(s0, 16, 9.4), pieceAt(s0, 24, 9.4)];
    const [model, h1, h2] = ids as [string, string, string];
    const echo = rosterId(s0, 'A', 'Echo Operative');
    let s = activate(s0, model);
    s = ok(s, { type: 'declare', seat: 'A', skill: 'intuitiveAttack', target: pieceAt(s, 20, 12.6) });
    expect(texts(s)).toContain(
      'The Holoecho trooper of Player A declared a skill that ends its Holoecho State: the other Holoechoes go at the end of the Order (Holoecho).',
    );
    expect(orderOf(s)?.holoechoEnds).toEqual([echo]);
    s = passAll(s);
    expect(orderOf(s)).toBeUndefined();
    expect(
      texts(s).some(
        (l) => l.includes('Intuitive Attack with the Chain Rifle') && l.includes('failure, it does not fire'),
      ),
    ).toBe(true);
    expect(removed(s, 'holoechoEnded')).toEqual([
      { kind: 'removed', pieces: expect.arrayContaining([h1, h2]) as unknown, why: 'holoechoEnded' },
    ]);
    expect(idsOf(s, 'A', echo)).toEqual([model]);
    expect(s.troopers[echo]?.form).toBe('model');
  });

  it('(c) control: Cautious Movement (the Entire Order excepted) out of every LoF keeps all three Holoechoes (§10.4, §6.3)', () => {
    let s = table([]);
    const ids = [pieceAt(s, 20, 9.4), pieceAt(s, 16, 9.4), pieceAt(s, 24, 9.4)];
    const [model, h1, h2] = ids as [string, string, string];
    // The CAMO marker set behind the wall: nobody of B sees A's Holoechoes or has them in its ZoC.
    s = set(s, pieceAt(s, 20, 12.6), { x: 46, y: 13 });
    const echo = rosterId(s, 'A', 'Echo Operative');
    s = activate(s, model);
    s = ok(s, {
      type: 'declare',
      seat: 'A',
      skill: 'cautiousMove',
      to: { [model]: { x: 20, y: 8 }, [h1]: { x: 16, y: 8 }, [h2]: { x: 24, y: 8 } },
    });
    s = passAll(s);
    expect(orderOf(s)).toBeUndefined();
    expect(s.troopers[echo]?.form).toBe('Holoecho');
    expect(idsOf(s, 'A', echo)).toEqual([...ids].sort());
    expect(s.pieces[model]).toMatchObject({ x: 20, y: 8 });
    expect(events(s).some((e) => e.kind === 'removed')).toBe(false);
  });
});

describe('seed 000 row 0.34: a decoy "is canceled whenever it enters in Silhouette contact with an enemy Model" (RULES.md §10.4)', () => {
  it('A’s Line Trooper moves into contact with a B decoy: "it was a Holoecho and is removed", the real bearer untouched', () => {
    let s = reactiveHolo({
      at: [24, 40],
      extras: [
        [20, 40],
        [28, 40],
      ],
      real: 0,
    });
    const [model, h1, h2] = [pieceAt(s, 24, 40), pieceAt(s, 20, 40), pieceAt(s, 28, 40)];
    const bearerBefore = s.pieces[model];
    const line = pieceAt(s, 24, 6);
    s = set(s, line, { x: 20, y: 36 });
    s = activate(s, line);
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [line]: { x: 20, y: 40 - 2 * R2 } } });
    expect(texts(s)).toContain(
      'The HOLOECHO-1 marker touched an enemy Model: it was a Holoecho and is removed (Holoecho).',
    );
    expect(removed(s, 'contactWithEnemyModel')).toEqual([
      { kind: 'removed', pieces: [h1], why: 'contactWithEnemyModel' },
    ]);
    expect(s.pieces[h1]).toBeUndefined();
    expect(s.pieces[model]).toEqual(bearerBefore);
    expect(orderOf(s)?.holoechoEnds).toBeUndefined();
    s = passAll(ok(passAll(s), idle));
    const echo = rosterId(s, 'B', 'Echo Operative');
    expect(s.troopers[echo]?.form).toBe('Holoecho');
    expect(idsOf(s, 'B', echo)).toEqual([model, h2].sort());
  });

  it('a decoy of the active Holoecho moved into contact with an enemy Model is removed; that is no reveal (§10.4, §7.3)', () => {
    let s = activeHolo({ real: 0 });
    const [model, h1, h2] = [pieceAt(s, 24, 6), pieceAt(s, 20, 6), pieceAt(s, 28, 6)];
    // B's Line Trooper set just ahead of HOLOECHO-1.
    s = set(s, pieceAt(s, 24, 40), { x: 20, y: 10.5 });
    s = activate(s, model);
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [h1]: { x: 20, y: 10.5 - 2 * R2 } } });
    expect(removed(s, 'contactWithEnemyModel')).toEqual([
      { kind: 'removed', pieces: [h1], why: 'contactWithEnemyModel' },
    ]);
    expect(orderOf(s)?.revealed).toBe(false);
    expect(orderOf(s)?.holoechoEnds).toBeUndefined();
    expect(s.pieces[model]).toMatchObject({ kind: 'model', x: 24, y: 6 });
    expect(s.pieces[h2]).toBeDefined();
  });
});

describe('seed 000 row 0.45 and seed 001 row 1.8: HOLOECHO and DECOY markers block Line of Fire (FAQ "Do Holoechoes block Line of Fire? Yes."; RULES.md §4.2, §10.4, §10.6)', () => {
  /**
   * A's Line Trooper at (24, 6) facing B. B: a Line Trooper at (24, 46); the `b` trooper's model at
   * (30, 44) with its marker (HOLOECHO-1 or DECOY-1) at (24, 40), right on the line between them.
   */
  function table(b: 'holoprojector' | 'decoy-scout'): { s: GameState; marker: string } {
    let s = hotSeat({ A: ['line-trooper', 'line-trooper'], B: ['line-trooper', b] }, 'A', 5);
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 24, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 24, 46));
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 4, 6));
    s = ok(s, endStep('A'));
    s = ok(
      s,
      b === 'holoprojector'
        ? deployRoster('B', rosterId(s, 'B', 'Echo Operative'), 'Holoecho', 30, 44, {
            extras: [
              { x: 24, y: 40 },
              { x: 36, y: 44 },
            ],
            real: 0,
          })
        : deployRoster('B', rosterId(s, 'B', 'Lure Scout'), 'Decoy', 30, 44, {
            extras: [{ x: 24, y: 40 }],
            real: 0,
          }),
    );
    s = ok(s, endStep('B'));
    return { s, marker: pieceAt(s, 24, 40) };
  }

  it.each([
    ['a HOLOECHO-1 marker', 'holoprojector', 'HOLOECHO-1'],
    ['a DECOY-1 marker', 'decoy-scout', 'DECOY-1'],
  ] as const)(
    '%s on the only line refuses the BS Attack ("needs LoF"); placed aside, the same declaration is accepted',
    (_what, b, kind) => {
      const { s, marker } = table(b);
      expect(s.pieces[marker]?.kind).toBe(kind);
      const target = pieceAt(s, 24, 46);
      const shoot: Action = { type: 'declare', seat: 'A', skill: 'bsAttack', target };
      const t = activate(s, pieceAt(s, 24, 6));
      const vs = rejected(t, shoot, 'REQUIREMENT_NOT_MET');
      expect(vs[0]?.message).toContain('needs LoF');
      // Control: the same marker 3" to the side of the line.
      const aside = activate(set(s, marker, { x: 21, y: 40 }), pieceAt(s, 24, 6));
      const u = ok(aside, shoot);
      expect(orderOf(u)?.skills).toEqual([{ skill: 'bsAttack', target }]);
    },
  );
});
