// Look Out! (RULES.md §18.6, decision D46; seed 000: holographic decoys "consider any Look Out!
// declaration as an Idle"): an ARO with no roll that lets each ally under the attack, if it declared no
// ARO of its own, Dodge at PH −3 against it. The dice are handed to the engine.
import { ruledText } from '../rules/index.ts';
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { newGame } from './index.ts';
import type { Action, GameState } from './types.ts';
import {
  deployRoster,
  endStep,
  hotSeat,
  ok,
  pieceAt,
  rosterId,
  profile,
} from '../../tests/engineFixtures.ts';
import { RULES_EDITION } from './index.ts';

const A_AT: [number, number] = [20, 6];
/** B's target, facing away from A: it has no LoF to A and A is far outside its ZoC, so it has no ARO. */
const TARGET: [number, number] = [20, 37];
/** B's lookout, facing A. */
const LOOKOUT: [number, number] = [30, 40];

/** A's Line Trooper (BS 11, Combi Rifle B3) and B's two Line Troopers (PH 10), with these dice. */
function table(dice: number[], targetFacing = 90): GameState {
  let s = newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: {
          A: [profile('line-trooper'), profile('line-trooper', { id: 'a2' })],
          B: [profile('line-trooper'), profile('line-trooper', { id: 'b2' })],
        },
        firstDeployer: 'A',
        rules: RULES_EDITION,
        pins: {},
      },
    },
    { given: dice },
  );
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', ...A_AT));
  s = ok(s, endStep('A'));
  s = ok(
    s,
    deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', ...TARGET, { facing: targetFacing }),
  );
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 44, 4));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', ...LOOKOUT, { facing: 270 }));
  return ok(s, endStep('B'));
}

const aro = (s: GameState, at: [number, number], choice: 'lookOut' | 'dodge'): Action => ({
  type: 'aro',
  seat: 'B',
  reactorId: pieceAt(s, ...at),
  choice,
  target: pieceAt(s, ...A_AT),
});

/** A declares a BS Attack on the target; B answers with `aros`, then A Idles. */
function shoot(s: GameState, aros: (t: GameState) => Action[]): GameState {
  let t = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, ...A_AT) });
  t = ok(t, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(t, ...TARGET) });
  for (const a of aros(t)) t = ok(t, a);
  if (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro') t = ok(t, { type: 'endAros', seat: 'B' });
  t = ok(t, { type: 'declare', seat: 'A', skill: 'idle' });
  while (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro') t = ok(t, { type: 'endAros', seat: 'B' });
  return t;
}

const texts = (s: GameState) => logItems(s.log).map(ruledText);
const lineOf = (s: GameState, part: string) => logItems(s.log).find((e) => e.text.includes(part));

describe('Look Out! warns the ally under attack (RULES.md §18.6)', () => {
  it('the target has no ARO of its own: nothing but the lookout may react', () => {
    const s = table([]);
    const t = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, ...A_AT) });
    const u = ok(t, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(t, ...TARGET) });
    const reactors = u.phase.kind === 'turn' ? Object.keys(u.phase.order?.reactors ?? {}) : [];
    expect(reactors).toEqual([pieceAt(s, ...LOOKOUT)]);
  });

  it('the warned target Dodges at PH 10 −3 = 7, Face to Face: a 5 beats A’s 3 and 4, and nothing hits', () => {
    // Dice: the warned Dodge 5; A's Burst 3, 4, 9 (the 9 fails at SV 8).
    const t = shoot(table([5, 3, 4, 9]), (x) => [aro(x, LOOKOUT, 'lookOut')]);
    expect(texts(t)).toContain(
      'The Line Trooper of Player B: Look Out! (no roll): its allies under attack are warned.',
    );
    const event = logItems(t.log).find((e) => e.event?.kind === 'faceToFace')?.event;
    expect(event).toMatchObject({
      b: { skill: 'Dodges on the warning', sv: 7, mods: [{ name: 'Look Out!', value: -3 }], dice: [5] },
      kept: { a: { hits: 0, crits: 0 }, b: { hits: 1, crits: 0 } },
    });
    const ftf = lineOf(t, 'Dodges on the warning');
    expect(ftf?.dice).toEqual([3, 4, 9, 5]);
    expect(ftf?.text).toContain('PH 10, Look Out! −3 = 7, rolled 5: the Dodge succeeds');
    expect(logItems(t.log).some((e) => e.text.includes('Saving Roll'))).toBe(false);
    // A warned Dodge does not move the trooper 2": the Order is complete.
    expect(texts(t)).toContain('The Order of Player A is complete.');
  });

  it('a failed warned Dodge leaves the attack to hit: one hit, one Saving Roll', () => {
    // The Dodge 12 fails (SV 7); A's 6 hits, 20 and 20 fail; B saves with a 20.
    const t = shoot(table([12, 6, 20, 20, 20]), (x) => [aro(x, LOOKOUT, 'lookOut')]);
    expect(lineOf(t, 'Dodges on the warning')?.text).toContain('of Player A scores a hit');
    expect(lineOf(t, 'Saving Roll for the Line Trooper')?.dice).toEqual([20]);
  });

  it('the control: without Look Out! the same attack is a Normal roll and the target does not roll', () => {
    const t = shoot(table([6, 20, 20, 20]), () => []);
    expect(lineOf(t, 'Dodges on the warning')).toBeUndefined();
    expect(lineOf(t, 'BS Attack with the Combi Rifle (B3) on the')?.dice).toEqual([6, 20, 20]);
  });

  it('a target that declared an ARO of its own is not warned', () => {
    // The target faces A now and Dodges itself: its Dodge (PH 10, no MOD) is the only Dodge rolled.
    const t = shoot(table([9, 3, 4, 12], 270), (x) => [aro(x, TARGET, 'dodge'), aro(x, LOOKOUT, 'lookOut')]);
    expect(lineOf(t, 'Dodges on the warning')).toBeUndefined();
    expect(lineOf(t, 'Face to Face:')?.text).toContain('Dodge, PH 10 = 10, rolled 9: the Dodge succeeds');
  });
});

describe('seed 000: holographic decoys "consider any Look Out! declaration as an Idle" (RULES.md §10.4, §18.6)', () => {
  /**
   * B's Echo Operative in Holoecho State at (24, 40) with Holoechoes at (20, 40) and (28, 40), the real
   * one chosen by `real`; B's Line Trooper at (44, 40) declares Look Out!; A shoots the piece at (24, 40).
   */
  function warned(real: number): GameState {
    let s = hotSeat({ A: ['line-trooper', 'line-trooper'], B: ['holoprojector', 'line-trooper'] }, 'A', 7);
    s = { ...s, random: newGame(s.setup, { given: [5, 3, 4, 9, 20, 20, 20] }).random };
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 24, 6));
    s = ok(s, endStep('A'));
    s = ok(
      s,
      deployRoster('B', rosterId(s, 'B', 'Echo Operative'), 'Holoecho', 24, 40, {
        extras: [
          { x: 20, y: 40 },
          { x: 28, y: 40 },
        ],
        real,
      }),
    );
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 4, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 40));
    s = ok(s, endStep('B'));
    let t = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 24, 6) });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(t, 24, 40) });
    t = ok(t, {
      type: 'aro',
      seat: 'B',
      reactorId: pieceAt(t, 44, 40),
      choice: 'lookOut',
      target: pieceAt(t, 24, 6),
    });
    t = ok(t, { type: 'endAros', seat: 'B' });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'idle' });
    while (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro')
      t = ok(t, { type: 'endAros', seat: 'B' });
    return t;
  }

  it('the real bearer under attack Dodges on the warning (PH 11 −3 = 8)', () => {
    const t = warned(0);
    expect(lineOf(t, 'Dodges on the warning')?.text).toContain(
      'PH 11, Look Out! −3 = 8, rolled 5: the Dodge succeeds',
    );
  });

  it('a Holoecho decoy under attack takes the warning as Idle: no roll, and the hit removes it', () => {
    const t = warned(1);
    expect(texts(t)).toContain('The Echo Operative of Player B takes the warning as Idle (Holoecho).');
    expect(lineOf(t, 'Dodges on the warning')).toBeUndefined();
    expect(texts(t)).toContain(
      'The Echo Operative was a Holoecho: it is removed without a Saving Roll (Holoecho).',
    );
  });
});
