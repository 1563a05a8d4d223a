// Carbonite in play (RULES.md §18.13; decisions D144–D147) and Immobilized-B (D145): a WIP roll with
// the program's Burst inside the Hacking Area, no LoF needed; two Saving Rolls against BTS per success
// (three for a critical); a failed one leaves the target Immobilized-B, which allows only Reset (−3 WIP)
// and ends with a successful one. The dice are handed to the engine, so each case states what it rolls.
import { describe, expect, it } from 'vitest';
import { IMMOBILIZED_B, type Profile } from '../rules/index.ts';
import { newGame, RULES_EDITION } from './index.ts';
import { own } from './records.ts';
import type { Action, GameState } from './types.ts';
import type { EngineEvent } from './events.ts';
import { viewFor } from './view.ts';
import { logItems } from './logList.ts';
import {
  deployRoster,
  endStep,
  ok,
  pieceAt,
  rejected,
  rosterId,
  profile,
} from '../../tests/engineFixtures.ts';

/** A Hacker with WIP 14 (SV 14: a 14 is a critical), a Combi Rifle, BTS 3. */
const HACKER = profile('line-trooper', { id: 'hacker', name: 'Field Hacker', hacker: true, wip: 14, bts: 3 });
/** A Heavy Infantry with BTS 3: Damage 13 − BTS 3 = 10, a save of 10 or less fails. */
const HEAVY = profile('line-trooper', {
  id: 'heavy',
  name: 'Heavy Trooper',
  troopType: 'HI',
  bts: 3,
  wip: 13,
});
const LINE = profile('line-trooper');

const A_AT: [number, number] = [20, 6];

/**
 * A's `a` at (20, 6) facing `aFacing` (90: down the table, towards B); B's `b` at (20, `by`) facing A.
 * At by = 14 the bases stand about 7" apart, inside the 8" Hacking Area; at by = 16, about 9" apart.
 */
function table(dice: number[], a: Profile, b: Profile, by = 14, aFacing = 90): GameState {
  let s = newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: {
          A: [a, profile('line-trooper', { id: 'a2' })],
          B: [b, profile('line-trooper', { id: 'b2' })],
        },
        firstDeployer: 'A',
        rules: RULES_EDITION,
        pins: {},
      },
    },
    { given: dice },
  );
  s = ok(s, deployRoster('A', rosterId(s, 'A', a.name), 'model', ...A_AT, { facing: aFacing }));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', b.name), 'model', 20, 40, { facing: 270 }));
  s = ok(s, endStep('B'));
  s = ok(
    s,
    deployRoster('A', rosterId(s, 'A', 'Line Trooper', a.name === 'Line Trooper' ? 1 : 0), 'model', 44, 4),
  );
  s = ok(s, endStep('A'));
  s = ok(
    s,
    deployRoster('B', rosterId(s, 'B', 'Line Trooper', b.name === 'Line Trooper' ? 1 : 0), 'model', 4, 44),
  );
  s = ok(s, endStep('B'));
  // B's trooper is set where the case wants it (deployment zones are 12" deep).
  const bPiece = pieceAt(s, 20, 40);
  return { ...s, pieces: { ...s.pieces, [bPiece]: { ...s.pieces[bPiece]!, y: by } } };
}

const events = (s: GameState): EngineEvent[] => logItems(s.log).flatMap((l) => (l.event ? [l.event] : []));
const saves = (s: GameState) => events(s).filter((e) => e.kind === 'savingRolls');
const tokensAt = (s: GameState, x: number, y: number) => s.pieces[pieceAt(s, x, y)]!.tokens;
const trooperAt = (s: GameState, x: number, y: number) =>
  own(s.troopers, s.secrets[s.pieces[pieceAt(s, x, y)]!.owner].trooperOfPiece[pieceAt(s, x, y)]!)!;

/** A activates its trooper at (20, 6) and runs Carbonite on B's at (20, `by`); B answers with `aro`. */
function hack(s: GameState, by: number, aro?: (s: GameState) => Action): GameState {
  let t = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, ...A_AT) });
  t = ok(t, { type: 'declare', seat: 'A', skill: 'carbonite', target: pieceAt(t, 20, by) });
  if (aro) t = ok(t, aro(t));
  t = ok(t, { type: 'endAros', seat: 'B' });
  t = ok(t, { type: 'declare', seat: 'A', skill: 'idle' });
  while (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro') t = ok(t, { type: 'endAros', seat: 'B' });
  return t;
}

const bAro =
  (choice: 'bsAttack' | 'dodge' | 'reset', by = 14) =>
  (s: GameState): Action => ({
    type: 'aro',
    seat: 'B',
    reactorId: pieceAt(s, 20, by),
    choice,
    target: pieceAt(s, ...A_AT),
  });

describe('Carbonite in the Active Turn (§18.13, D144)', () => {
  it.each([
    // WIP dice (SV 14), then the Saving Rolls against Damage 13 − BTS 3 = 10.
    ['two hits, one save failed', [3, 5, 11, 12, 15, 10], 4, true],
    ['one hit, both saved', [3, 20, 11, 12], 2, false],
    ['a critical: three saves', [14, 20, 11, 12, 9], 3, true],
    ['no success: no save', [17, 20], 0, false],
  ] as const)('%s', (_, dice, owed, immobilized) => {
    const t = hack(table([...dice], HACKER, HEAVY), 14);
    const rolled = saves(t);
    expect(rolled.reduce((n, e) => n + e.dice.length, 0)).toBe(owed);
    for (const e of rolled) expect(e.program).toEqual({ attribute: 'BTS', state: IMMOBILIZED_B });
    expect(tokensAt(t, 20, 14).includes(IMMOBILIZED_B)).toBe(immobilized);
    // Non-Lethal: no Wound is ever lost.
    expect(trooperAt(t, 20, 14).woundsLost ?? 0).toBe(0);
  });

  it('needs no LoF: a hacker facing away still runs it, and the log names BTS', () => {
    const t = hack(table([3, 5, 11, 12, 15, 10], HACKER, HEAVY, 14, 270), 14);
    expect(tokensAt(t, 20, 14)).toContain(IMMOBILIZED_B);
    expect(logItems(t.log).some((l) => l.text.includes('Damage 13 − BTS 3 = 10'))).toBe(true);
  });

  it('a profile without BTS saves with 0', () => {
    const bare = { ...HEAVY, bts: undefined };
    const t = hack(table([3, 20, 13, 14], HACKER, bare), 14);
    expect(logItems(t.log).some((l) => l.text.includes('Damage 13 − BTS 0 = 13'))).toBe(true);
    expect(tokensAt(t, 20, 14)).toContain(IMMOBILIZED_B);
  });

  it.each([
    ['just outside the Hacking Area', HEAVY, 16, 'outside the Hacking Area'],
    ['a target that is not Hackable', LINE, 14, 'not Hackable'],
  ] as const)('refuses %s, with the reason', (_, target, by, words) => {
    const s = table([], HACKER, target, by);
    const t = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, ...A_AT) });
    const [v] = rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'carbonite', target: pieceAt(t, 20, by) },
      'REQUIREMENT_NOT_MET',
    );
    expect(v?.message).toContain(words);
  });

  it('refuses it to a trooper that is no Hacker', () => {
    const s = table([], LINE, HEAVY);
    const t = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, ...A_AT) });
    const [v] = rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'carbonite', target: pieceAt(t, 20, 14) },
      'REQUIREMENT_NOT_MET',
    );
    expect(v?.message).toContain('only a Hacker');
  });
});

describe('what opposes Carbonite (§8, §18.1.3; a Comms Attack)', () => {
  it('a BS Attack ARO is Face to Face with it: the higher success wins', () => {
    // B's BS roll first (18 fails), then A's two WIP dice: both hits stand, four saves.
    const t = hack(table([18, 3, 5, 11, 12, 15, 10], HACKER, HEAVY), 14, bAro('bsAttack'));
    expect(events(t).some((e) => e.kind === 'faceToFace')).toBe(true);
    expect(tokensAt(t, 20, 14)).toContain(IMMOBILIZED_B);
  });

  it('a Reset opposes it Face to Face: a higher Reset cancels both hits', () => {
    // B's Reset (WIP 13) rolls 12; A's 3 and 5 are beaten.
    const t = hack(table([12, 3, 5], HACKER, HEAVY), 14, bAro('reset'));
    const ftf = events(t).find((e) => e.kind === 'faceToFace');
    expect(ftf?.b.skill).toBe('Reset');
    expect(saves(t)).toHaveLength(0);
    expect(tokensAt(t, 20, 14)).not.toContain(IMMOBILIZED_B);
  });

  it('a Dodge does not avoid it: the Dodge is a Normal roll and the program still hits', () => {
    const t = hack(table([1, 3, 5, 11, 12, 15, 10], HACKER, HEAVY), 14, bAro('dodge'));
    expect(events(t).some((e) => e.kind === 'faceToFace')).toBe(false);
    expect(tokensAt(t, 20, 14)).toContain(IMMOBILIZED_B);
  });
});

describe('Carbonite as an ARO through the Hacking Area (§18.13.2, D147)', () => {
  /** A's Heavy Trooper at (20, 6) moves 2" down the table; B's Hacker at (20, 14) reacts. */
  function moving(dice: number[], b: Profile = HACKER): GameState {
    const s = table(dice, HEAVY, b);
    const mover = pieceAt(s, ...A_AT);
    let t = ok(s, { type: 'activate', seat: 'A', pieceId: mover });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [mover]: { x: 20, y: 8 } } });
    return t;
  }

  it('a Hacker declares it against the active trooper: one die, two saves per hit', () => {
    let t = moving([3, 11, 10]);
    t = ok(t, {
      type: 'aro',
      seat: 'B',
      reactorId: pieceAt(t, 20, 14),
      choice: 'carbonite',
      target: pieceAt(t, 20, 8),
    });
    t = ok(t, { type: 'endAros', seat: 'B' });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'idle' });
    while (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro')
      t = ok(t, { type: 'endAros', seat: 'B' });
    expect(saves(t).flatMap((e) => e.dice)).toEqual([11, 10]);
    expect(tokensAt(t, 20, 8)).toContain(IMMOBILIZED_B);
  });

  it('a trooper that is no Hacker is refused with the reason', () => {
    const t = moving([], { ...LINE, id: 'plain' });
    const [v] = rejected(
      t,
      {
        type: 'aro',
        seat: 'B',
        reactorId: pieceAt(t, 20, 14),
        choice: 'carbonite',
        target: pieceAt(t, 20, 8),
      },
      'ARO_NOT_ALLOWED',
    );
    expect(v?.message).toContain('only a Hacker');
  });
});

describe('Immobilized-B (D145): Reset only, and a successful Reset ends it', () => {
  const stuck = (dice: number[]): GameState => {
    const s = table(dice, { ...HEAVY, id: 'heavy-a' }, HACKER);
    const id = pieceAt(s, ...A_AT);
    return { ...s, pieces: { ...s.pieces, [id]: { ...s.pieces[id]!, tokens: [IMMOBILIZED_B] } } };
  };

  it('refuses a Move or an attack with the reason, and the token is open in every view', () => {
    const s = stuck([]);
    const t = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, ...A_AT) });
    const [v] = rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'move', to: { [pieceAt(t, ...A_AT)]: { x: 20, y: 7 } } },
      'IMMOBILIZED',
    );
    expect(v?.message).toContain('may only declare Reset');
    rejected(t, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(t, 20, 14) }, 'IMMOBILIZED');
    expect(viewFor(t, 'B').pieces.find((p) => p.x === 20 && p.y === 6)?.tokens).toContain(IMMOBILIZED_B);
    expect(viewFor(t, 'public').pieces.find((p) => p.x === 20 && p.y === 6)?.tokens).toContain(IMMOBILIZED_B);
  });

  it.each([
    // WIP 13 − 3 = SV 10.
    ['a Reset of 10 ends it', 10, false],
    ['a Reset of 11 fails', 11, true],
  ] as const)('%s', (_, die, still) => {
    const s = stuck([die]);
    let t = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, ...A_AT) });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'reset' });
    while (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro')
      t = ok(t, { type: 'endAros', seat: 'B' });
    if (t.phase.kind === 'turn' && t.phase.order?.stage === 'second')
      t = ok(t, { type: 'declare', seat: 'A', skill: 'idle' });
    while (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro')
      t = ok(t, { type: 'endAros', seat: 'B' });
    expect(tokensAt(t, 20, 6).includes(IMMOBILIZED_B)).toBe(still);
  });

  it('as a reactive trooper it is offered Reset only', () => {
    const s = table([], HEAVY, { ...HEAVY, id: 'heavy-b' });
    const b = pieceAt(s, 20, 14);
    const t0 = { ...s, pieces: { ...s.pieces, [b]: { ...s.pieces[b]!, tokens: [IMMOBILIZED_B] } } };
    const mover = pieceAt(t0, ...A_AT);
    let t = ok(t0, { type: 'activate', seat: 'A', pieceId: mover });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [mover]: { x: 20, y: 8 } } });
    const against = viewFor(t, 'B').phase.order?.reactors.find((r) => r.id === b)?.against?.[0];
    expect(against?.allowed).toEqual(['reset']);
    rejected(
      t,
      { type: 'aro', seat: 'B', reactorId: b, choice: 'bsAttack', target: mover },
      'ARO_NOT_ALLOWED',
    );
  });
});
