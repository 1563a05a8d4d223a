// Burst in play (RULES.md §18.1, §18.2; decision D45): the active trooper rolls its weapon's Burst,
// an ARO rolls one die, Face to Face takes every die, and the target owes one Saving Roll per hit and
// one more per critical. The dice are handed to the engine, so each case states what it rolls.
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { WEAPONS, type Profile } from '../rules/index.ts';
import { newGame } from './index.ts';
import { own } from './records.ts';
import type { Action, GameState } from './types.ts';
import type { EngineEvent } from './events.ts';
import {
  deployRoster,
  endStep,
  ok,
  pieceAt,
  rejected,
  rosterId,
  profile,
} from '../../tests/engineFixtures.ts';
import { RULES_EDITION } from './index.ts';

/**
 * A's Line Trooper (BS 11, Combi Rifle B3 and Sidearm B2) at (20, 6); B's Line Trooper at (20, 37),
 * facing it. The Combi Rifle's band at 30" is −3 both ways, so both roll against SV 8.
 */
function table(dice: number[], a: Profile = profile('line-trooper')): GameState {
  let s = newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: {
          A: [a, profile('line-trooper', { id: 'a2' })],
          B: [profile('line-trooper'), profile('line-trooper', { id: 'b2' })],
        },
        firstDeployer: 'A',
        rules: RULES_EDITION,
        pins: {},
      },
    },
    { given: dice },
  );
  s = ok(s, deployRoster('A', rosterId(s, 'A', a.name), 'model', 20, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 20, 37, { facing: 270 }));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 44, 4));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 4, 44));
  return ok(s, endStep('B'));
}

const A_AT: [number, number] = [20, 6];
const B_AT: [number, number] = [20, 37];

/** A activates and declares a BS Attack on B's trooper (with weapon `weapon`), then B answers with `aro`. */
function shoot(s: GameState, aro: Action | 'pass', weapon?: number): GameState {
  let t = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, ...A_AT) });
  t = ok(t, {
    type: 'declare',
    seat: 'A',
    skill: 'bsAttack',
    target: pieceAt(t, ...B_AT),
    ...(weapon !== undefined ? { weapon } : {}),
  });
  if (aro !== 'pass') t = ok(t, aro);
  t = ok(t, { type: 'endAros', seat: 'B' });
  t = ok(t, { type: 'declare', seat: 'A', skill: 'idle' });
  while (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro') t = ok(t, { type: 'endAros', seat: 'B' });
  return t;
}

const bAro = (s: GameState, choice: 'bsAttack' | 'dodge', weapon?: number): Action => ({
  type: 'aro',
  seat: 'B',
  reactorId: pieceAt(s, ...B_AT),
  choice,
  target: pieceAt(s, ...A_AT),
  ...(weapon !== undefined ? { weapon } : {}),
});

const lineOf = (s: GameState, start: string) => logItems(s.log).find((e) => e.text.includes(start));
/** The engine's events of one kind, in the order they happened (events.ts). */
function eventsOf<K extends EngineEvent['kind']>(s: GameState, kind: K): Extract<EngineEvent, { kind: K }>[] {
  return logItems(s.log).flatMap((e) =>
    e.event?.kind === kind ? [e.event as Extract<EngineEvent, { kind: K }>] : [],
  );
}
const woundsOf = (s: GameState, seat: 'A' | 'B', at: [number, number]) => {
  const id = s.secrets[seat].trooperOfPiece[pieceAt(s, ...at)];
  return id ? (own(s.troopers, id)?.woundsLost ?? 0) : undefined;
};

/** The state after A activates and declares, for probing refusals. */
function declared(s: GameState): GameState {
  return ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, ...A_AT) });
}

describe('a BS Attack nobody opposes rolls the whole Burst (RULES.md §8, §18.1.1)', () => {
  it('B3 at SV 8: two successes are two hits, and two Saving Rolls follow', () => {
    // Dice: A's 3, 5, 20 (the 20 fails); B's saves 1 (fails: ≤ 12) and 20 (saved).
    const t = shoot(table([3, 5, 20, 1, 20]), 'pass');
    const [attack] = eventsOf(t, 'normalRoll');
    expect(attack?.side).toMatchObject({ skill: 'BS Attack', sv: 8, dice: [3, 5, 20] });
    expect(attack?.kept).toEqual({ hits: 2, crits: 0 });
    expect(eventsOf(t, 'savingRolls')).toMatchObject([{ value: 12, dice: [1, 20], woundsLost: 1 }]);
    // The log line is written from the event.
    const line = lineOf(t, 'BS Attack with the Combi Rifle (B3) on the');
    expect(line?.dice).toEqual([3, 5, 20]);
    expect(line?.text).toMatch(/BS 11, range −3 = 8, rolled 3, 5, 20: 2 hits\.$/);
    expect(line?.rules).toEqual(['bsAttack', 'rolls']);
    const saves = lineOf(t, 'Saving Rolls for the');
    expect(saves?.text).toContain(
      '2 Saving Rolls for the Line Trooper: Damage 13 − ARM 1 = 12, rolled 1, 20: a Wound lost',
    );
    expect(woundsOf(t, 'B', B_AT)).toBe(1);
  });

  it('a critical is one hit and one more Saving Roll (RULES.md §18.2.2)', () => {
    // A rolls 8 (critical at SV 8), 9, 9 (failures): 1 critical → 2 saves, both passed.
    const t = shoot(table([8, 9, 9, 13, 13]), 'pass');
    expect(eventsOf(t, 'normalRoll')[0]?.kept).toEqual({ hits: 0, crits: 1 });
    expect(eventsOf(t, 'savingRolls')).toMatchObject([{ dice: [13, 13], woundsLost: 0 }]);
    expect(lineOf(t, 'on the Line Trooper')?.text).toContain('rolled 8, 9, 9: a critical hit');
    expect(lineOf(t, 'Saving Rolls for the')?.text).toContain('rolled 13, 13: all saved');
    expect(woundsOf(t, 'B', B_AT)).toBe(0);
  });

  it('no success is no hit and no Saving Roll', () => {
    const t = shoot(table([9, 15, 20]), 'pass');
    expect(lineOf(t, 'on the Line Trooper')?.text).toMatch(/: no hit\.$/);
    expect(logItems(t.log).some((e) => e.text.includes('Saving Roll'))).toBe(false);
  });
});

describe('Face to Face with Burst: B3 against the ARO’s B1 (RULES.md §8, §18.1.3)', () => {
  it('a success above the ARO’s best survives; the lower one and the ARO’s die are cancelled', () => {
    // The ARO rolls first: B's 6; then A's 7, 2, 9. A keeps the 7 only; B keeps nothing. B saves 20.
    const s = table([6, 7, 2, 9, 20]);
    const t = shoot(s, bAro(declared(s), 'bsAttack'));
    const [event] = eventsOf(t, 'faceToFace');
    expect(event?.a).toMatchObject({ skill: 'BS Attack', sv: 8, dice: [7, 2, 9] });
    expect(event?.b).toMatchObject({ skill: 'BS Attack', sv: 8, dice: [6] });
    expect(event?.kept).toEqual({ a: { hits: 1, crits: 0 }, b: { hits: 0, crits: 0 } });
    const ftf = lineOf(t, 'Face to Face:');
    expect(ftf?.dice).toEqual([7, 2, 9, 6]);
    expect(ftf?.text).toContain('with the Combi Rifle (B3), BS 11, range −3 = 8, rolled 7, 2, 9;');
    expect(ftf?.text).toContain('with the Combi Rifle (B1), BS 11, range −3 = 8, rolled 6:');
    expect(ftf?.text).toContain('of Player A scores a hit');
    expect(lineOf(t, 'Saving Roll for the Line Trooper')?.dice).toEqual([20]);
  });

  it('the ARO’s critical beats every die of the Burst and A owes two Saving Rolls', () => {
    // B's 8 is a critical at SV 8; A's 7, 6, 5 are all cancelled. A's saves: 1 and 2 (both fail).
    const s = table([8, 7, 6, 5, 1, 2]);
    const t = shoot(s, bAro(declared(s), 'bsAttack'));
    expect(eventsOf(t, 'faceToFace')[0]?.kept).toEqual({
      a: { hits: 0, crits: 0 },
      b: { hits: 0, crits: 1 },
    });
    expect(eventsOf(t, 'savingRolls')).toMatchObject([{ dice: [1, 2], woundsLost: 2 }]);
    expect(lineOf(t, 'Face to Face:')?.text).toContain('of Player B scores a critical hit');
    expect(lineOf(t, 'Saving Rolls for the Line Trooper')?.text).toContain('rolled 1, 2: 2 Wounds lost');
    // W1: two Wounds lost is below 0, so the trooper is Dead and leaves the table (RULES.md §18.2.4).
    expect(logItems(t.log).some((e) => e.text.includes('is Dead and leaves the table'))).toBe(true);
  });

  it('a tie between the bests cancels both; nothing else of A’s is higher', () => {
    const s = table([7, 7, 3, 12]);
    const t = shoot(s, bAro(declared(s), 'bsAttack'));
    expect(eventsOf(t, 'faceToFace')[0]?.kept).toEqual({
      a: { hits: 0, crits: 0 },
      b: { hits: 0, crits: 0 },
    });
    expect(lineOf(t, 'Face to Face:')?.text).toMatch(/: no effect\.$/);
    expect(lineOf(t, 'Face to Face:')?.rules).toEqual(['rolls']);
    expect(eventsOf(t, 'savingRolls')).toEqual([]);
  });

  it('a Dodge that beats the best die of the Burst succeeds (PH 10)', () => {
    // B's Dodge: 9 (SV 10 − 0). A's 7, 2, 12: A's best success 7 < 9, so the Dodge keeps its success.
    const s = table([9, 7, 2, 12]);
    const t = shoot(s, bAro(declared(s), 'dodge'));
    expect(lineOf(t, 'Face to Face:')?.text).toContain('the Dodge succeeds');
    expect(t.phase.kind === 'turn' && t.phase.order?.stage).toBe('dodge');
  });
});

describe('weapons: a trooper carries several and picks one when declaring (RULES.md §6.2, §18.1)', () => {
  it('the Sidearm does not reach 30": the attack is refused and names the weapon', () => {
    const t = declared(table([]));
    rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(t, ...B_AT), weapon: 1 },
      'REQUIREMENT_NOT_MET',
    );
    rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(t, ...B_AT), weapon: 3 },
      'INVALID_ACTION',
    );
  });

  it('an ARO names its weapon and still rolls one die', () => {
    // The ARO with the Sidearm (out of reach at 30"): resolved as Idle, no die rolled for it.
    const s = table([3, 5, 20, 20, 20]);
    const t = shoot(s, bAro(declared(s), 'bsAttack', 1));
    expect(logItems(t.log).some((e) => e.text.includes("out of the Sidearm's reach"))).toBe(true);
    expect(lineOf(t, 'BS Attack with the Combi Rifle (B3) on the')?.dice).toEqual([3, 5, 20]);
  });

  it('a weapon saved before Burst rolls one die, so an old game replays as it was played (D45)', () => {
    const old = profile('line-trooper', {
      weapons: undefined,
      weapon: { name: 'Combi Rifle', ranges: [...WEAPONS.combiRifle.ranges], damage: 13 },
    });
    const t = shoot(table([3, 20], old), 'pass');
    expect(lineOf(t, 'BS Attack with the Combi Rifle (B1) on the')?.dice).toEqual([3]);
    expect(lineOf(t, 'Saving Roll for the Line Trooper')?.dice).toEqual([20]);
  });
});

describe('given dice (tests only)', () => {
  it('running out is an error that says so', () => {
    expect(() => shoot(table([3]), 'pass')).toThrow('The given dice ran out: 1 were given.');
  });
  it('a die outside 1–20 is refused when the game starts', () => {
    expect(() => table([0])).toThrow('Given dice must be whole numbers from 1 to 20.');
  });
});
