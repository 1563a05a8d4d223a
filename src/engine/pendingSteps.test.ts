// The game never waits for a piece that is gone (settle.ts, pending.ts): a step left pending for a piece
// that left the table in the same resolution is dropped, and a state that still holds one never awaits
// it. The dice are handed to the engine, so each case states what it rolls.
import { ruledText } from '../rules/index.ts';
import { describe, expect, it } from 'vitest';
import { apply, awaiting, newGame, viewFor } from './index.ts';
import { settle } from './settle.ts';
import type { GameState } from './types.ts';
import { deployRoster, endStep, ok, pieceAt, profile, rosterId } from '../../tests/engineFixtures.ts';
import { RULES_EDITION } from './index.ts';

const LINE: [number, number] = [10, 6];
const CAMO: [number, number] = [12, 40];
const NOTHING_TO_PLACE =
  'The Camo Sniper left the table before Player B placed it: nothing to place (Replacing models and markers).';

/**
 * A's Line Trooper (WIP 13, BS 11, Combi Rifle B3) at (10, 6); B's Camo Sniper (ARM 1, W 1, Mimetism −3)
 * as a CAMO marker at (12, 40), 33" away; the others far off. Every die comes from `dice`.
 */
function table(dice: number[]): GameState {
  let s = newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: {
          A: [profile('line-trooper'), profile('field-officer')],
          B: [profile('camo-sniper'), profile('line-trooper')],
        },
        firstDeployer: 'A',
        rules: RULES_EDITION,
        pins: {},
      },
    },
    { given: dice },
  );
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', ...LINE));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Camo Sniper'), 'CAMO', ...CAMO));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Field Officer'), 'model', 40, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 44, { facing: 0 }));
  return ok(s, endStep('B'));
}

/** A's Line Trooper declares Discover, then BS Attack, on the CAMO marker (RULES.md §9.4); B passes. */
function discoverAndAttack(s0: GameState): { s: GameState; camo: string } {
  const camo = pieceAt(s0, ...CAMO);
  let s = ok(s0, { type: 'activate', seat: 'A', pieceId: pieceAt(s0, ...LINE) });
  s = ok(s, { type: 'declare', seat: 'A', skill: 'discover', target: camo });
  s = ok(s, { type: 'aro', seat: 'B', reactorId: camo, choice: 'pass' });
  s = ok(s, { type: 'declare', seat: 'A', skill: 'bsAttack', target: camo });
  return { s, camo };
}

const texts = (s: GameState, viewer: 'A' | 'B') => viewFor(s, viewer).log.map(ruledText);

describe('when a Discover + BS Attack reveals a CAMO trooper and kills it in the same Order (RULES.md §9.4, §12)', () => {
  // Discover 1 (success at WIP 7); the Burst 1, 1, 1 (three hits at BS 2); the saves 1, 1, 1 (all failed).
  const { s, camo } = discoverAndAttack(table([1, 1, 1, 1, 1, 1, 1]));

  it('the revealed model is dead and no placement is owed for it', () => {
    expect(s.pieces[camo]).toBeUndefined();
    expect(s.replacements).toBeUndefined();
    expect(texts(s, 'A')).toContain('The Camo Sniper is Dead and leaves the table.');
  });

  it('the Order is complete and Player A plays on: nothing waits for Player B', () => {
    expect(awaiting(s)).toEqual({ seat: 'A', step: "Round 1 · Player A's turn · 1 Order left" });
    ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 40, 6) });
    ok(s, { type: 'endTurn', seat: 'A' });
  });

  it('both players read, after the death, that there is nothing to place: the last line of the Order', () => {
    for (const viewer of ['A', 'B'] as const) {
      const log = texts(s, viewer);
      const at = log.indexOf(NOTHING_TO_PLACE);
      expect(at).toBeGreaterThan(log.indexOf('The Camo Sniper is Dead and leaves the table.'));
      expect(log.slice(at + 1)).toEqual([]);
    }
  });

  it('a Camo Sniper that survives is still placed by Player B (RULES.md §12)', () => {
    // The same Order, but every save is passed (20s).
    const alive = discoverAndAttack(table([1, 1, 1, 1, 20, 20, 20]));
    expect(alive.s.pieces[alive.camo]?.kind).toBe('model');
    expect(awaiting(alive.s)).toEqual({
      seat: 'B',
      step: 'Player B places its revealed model',
    });
    expect(viewFor(alive.s, 'B').phase.rules).toEqual(['replacement']);
    const placed = ok(alive.s, {
      type: 'replace',
      seat: 'B',
      pieceId: alive.camo,
      mode: 'centre',
      facing: 0,
    });
    expect(placed.replacements).toBeUndefined();
    expect(texts(placed, 'B')).not.toContain(NOTHING_TO_PLACE);
  });
});

describe('a state that still owes a step for a piece that is gone never awaits it (awaiting and apply read it settled)', () => {
  const start = table([1, 1, 1, 1, 1, 1, 1]);
  const line = pieceAt(start, ...LINE);
  const gone = 'pgone0000';
  const stale: GameState = {
    ...start,
    replacements: [{ pieceId: gone, owner: 'B', old: { x: 12, y: 40, r: 0.5 }, keepFacing: null }],
    alerts: [{ seat: 'B', pieceIds: [gone] }],
  };

  it('awaiting skips the placement and the Alert; the active seat acts, and the stale steps are dropped', () => {
    expect(awaiting(stale)).toEqual(awaiting(start));
    const r = apply(stale, { type: 'activate', seat: 'A', pieceId: line });
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join(' '));
    expect(r.state.replacements).toBeUndefined();
    expect(r.state.alerts).toBeUndefined();
    expect(r.events.map(ruledText)).toContain(
      "Player B's revealed model left the table before Player B placed it: nothing to place (Replacing models and markers).",
    );
  });

  it('an Alert keeps only the pieces still on the table', () => {
    const b = pieceAt(start, 44, 44);
    const some: GameState = { ...start, alerts: [{ seat: 'B', pieceIds: [gone, b] }] };
    expect(awaiting(some)?.seat).toBe('B');
    expect(settle(some, some.log.length).alerts).toEqual([{ seat: 'B', pieceIds: [b] }]);
  });

  it('a Dodge move of a piece that is gone is dropped and the Order concludes', () => {
    const active = ok(start, { type: 'activate', seat: 'A', pieceId: line });
    const order = active.phase.kind === 'turn' ? active.phase.order : undefined;
    if (!order || active.phase.kind !== 'turn') throw new Error('no Order');
    const dodging: GameState = {
      ...active,
      phase: { ...active.phase, order: { ...order, stage: 'dodge', dodges: [gone] } },
    };
    const settled = settle(dodging, dodging.log.length);
    expect(settled.phase.kind === 'turn' && settled.phase.order).toBe(undefined);
    expect(texts(settled, 'B').at(-1)).toBe('The Order of Player A is complete.');
    // Given such a state, the engine awaits and accepts what follows the Order.
    expect(awaiting(dodging)).toEqual({ seat: 'A', step: "Round 1 · Player A's turn · 1 Order left" });
    expect(apply(dodging, { type: 'endTurn', seat: 'A' }).ok).toBe(true);
  });

  it('an Order whose active trooper has no piece left ends', () => {
    const active = ok(start, { type: 'activate', seat: 'A', pieceId: line });
    const { [line]: _gone, ...pieces } = active.pieces;
    const without: GameState = {
      ...active,
      pieces,
      pieceOrder: active.pieceOrder.filter((id) => id !== line),
    };
    const settled = settle(without, without.log.length);
    expect(settled.phase.kind === 'turn' && settled.phase.order).toBe(undefined);
    expect(awaiting(without)).toEqual(awaiting(settled));
    expect(apply(without, { type: 'endTurn', seat: 'A' }).ok).toBe(true);
    expect(texts(settled, 'B').slice(-2)).toEqual([
      'The active trooper of Player A has left the table: its Order ends (The Order sequence).',
      'The Order of Player A is complete.',
    ]);
  });

  it('a pending ARO of a trooper with no piece left is lost, and the Order goes on', () => {
    let s = ok(start, { type: 'activate', seat: 'A', pieceId: line });
    const camo = pieceAt(s, ...CAMO);
    s = ok(s, { type: 'declare', seat: 'A', skill: 'discover', target: camo });
    expect(awaiting(s)?.seat).toBe('B');
    const { [camo]: _gone, ...pieces } = s.pieces;
    const gone: GameState = { ...s, pieces, pieceOrder: s.pieceOrder.filter((id) => id !== camo) };
    const settled = settle(gone, 0);
    const order = settled.phase.kind === 'turn' ? settled.phase.order : undefined;
    expect(order?.reactors[camo]?.status).toBe('lost');
    expect(order?.stage).toBe('second');
    expect(awaiting(gone)?.seat).toBe('A');
    expect(apply(gone, { type: 'declare', seat: 'A', skill: 'idle' }).ok).toBe(true);
  });

  it('a state with nothing stale is returned as it is', () => {
    expect(settle(start, 0)).toBe(start);
  });
});
