// The game sequence (RULES.md §11.3, §5.1): after deployment, rounds of two Player Turns; each turn
// counts its Orders (models and markers, not Hidden Deployment; Irregular kept apart) and loses
// what is left when it ends. Both views and the log say whose turn it is and how many Orders are left.
import { ruledText } from '../rules/index.ts';
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { awaiting, viewFor, type GameState } from './index.ts';
import { deployRoster, endStep, hotSeat, ok, rejected, rosterId } from '../../tests/engineFixtures.ts';

/** A: Line Trooper (model), Echo Operative (Holoecho: 3 pieces, 1 Order), an Irregular Camo Sniper
 * (CAMO), Veil Stalker (Hidden Deployment: no Order) and a Field Officer. B: two models. */
function deployed(opts: { firstTurn?: 'A' | 'B'; rounds?: number } = {}): GameState {
  let s = hotSeat({
    A: ['line-trooper', 'holoprojector', 'camo-sniper', 'veil-stalker', 'field-officer'],
    B: ['line-trooper', 'heavy-s4'],
  });
  const sniper = rosterId(s, 'A', 'Camo Sniper');
  s.troopers[sniper]!.profile.irregular = true;
  if (opts.firstTurn) s.setup.game!.firstTurn = opts.firstTurn;
  if (opts.rounds) s.setup.game!.rounds = opts.rounds;
  const put = (
    seat: 'A' | 'B',
    name: string,
    x: number,
    more = {},
    form: 'model' | 'CAMO' | 'Holoecho' = 'model',
  ) => {
    s = ok(s, deployRoster(seat, rosterId(s, seat, name), form, x, seat === 'A' ? 6 : 42, more));
  };
  put('A', 'Line Trooper', 4);
  put('A', 'Echo Operative', 12, {}, 'Holoecho');
  put('A', 'Camo Sniper', 22, {}, 'CAMO');
  put('A', 'Veil Stalker', 30, { hidden: true });
  s = ok(s, endStep('A'));
  put('B', 'Line Trooper', 10);
  s = ok(s, endStep('B'));
  put('A', 'Field Officer', 40);
  s = ok(s, endStep('A'));
  put('B', 'Bulwark Walker', 30);
  return ok(s, endStep('B'));
}

describe('when deployment is complete', () => {
  const s = deployed();

  it('starts round 1 with the first deployer’s turn and its Order count (RULES.md §5.1)', () => {
    expect(s.phase).toMatchObject({ kind: 'turn', round: 1, playerTurn: 1, active: 'A' });
    if (s.phase.kind !== 'turn') throw new Error('not a turn');
    // Line Trooper, Echo Operative (one trooper for three pieces), Field Officer; not the Veil Stalker.
    expect(s.phase.orders.regular).toBe(3);
    expect(Object.values(s.phase.orders.irregular)).toEqual([1]);
    expect(awaiting(s)).toEqual({ seat: 'A', step: "Round 1 · Player A's turn · 4 Orders left" });
  });

  it('tells B only the number of Orders, and A which trooper keeps an Irregular one (a CAMO marker here)', () => {
    const b = viewFor(s, 'B');
    expect(b.phase).toMatchObject({ kind: 'turn', round: 1, acting: 'A', ordersLeft: 4 });
    expect(b.phase.pool).toBeUndefined();
    expect(b.phase.irregular).toBeUndefined();
    expect(ruledText(b.log.at(-1) ?? { text: '' })).toBe(
      "Round 1, Player A's turn: 4 Orders (The Order Pool).",
    );
    expect(JSON.stringify(b)).not.toContain('Camo Sniper');
    expect(JSON.stringify(b)).not.toContain('Irregular');
    const a = viewFor(s, 'A');
    expect(a.phase).toMatchObject({ pool: 3, irregular: [{ name: 'Camo Sniper', orders: 1 }] });
    expect(a.log.at(-1)?.text).toContain('Irregular: Camo Sniper');
  });
});

describe('ending turns', () => {
  it('passes to the other seat, then to the next round, and ends the game after the last round', () => {
    let s = deployed({ rounds: 2 });
    rejected(s, { type: 'endTurn', seat: 'B' }, 'WRONG_SEAT');
    s = ok(s, { type: 'endTurn', seat: 'A' });
    expect(ruledText(logItems(s.log).at(-2) ?? { text: '' })).toBe(
      'Player A ended the turn; 4 unspent Orders are lost (Rounds and Player Turns).',
    );
    expect(s.phase).toMatchObject({
      kind: 'turn',
      round: 1,
      playerTurn: 2,
      active: 'B',
      orders: { regular: 2 },
    });
    s = ok(s, { type: 'endTurn', seat: 'B' });
    expect(s.phase).toMatchObject({ kind: 'turn', round: 2, playerTurn: 3, active: 'A' });
    s = ok(s, { type: 'endTurn', seat: 'A' });
    s = ok(s, { type: 'endTurn', seat: 'B' });
    expect(s.phase).toEqual({ kind: 'over', rounds: 2 });
    expect(awaiting(s)).toBeNull();
    expect(logItems(s.log).at(-1)?.text).toBe('The game is over after round 2.');
    rejected(s, { type: 'endTurn', seat: 'A' }, 'WRONG_PHASE');
  });

  it('lets the set-up give the first turn to the other seat', () => {
    const s = deployed({ firstTurn: 'B' });
    expect(s.phase).toMatchObject({ active: 'B', orders: { regular: 2, irregular: {} } });
  });

  it('refuses ending a turn while deploying, and nothing moves in a Player Turn yet', () => {
    const d = hotSeat({ A: ['line-trooper'], B: ['line-trooper'] });
    rejected(d, { type: 'endTurn', seat: 'A' }, 'WRONG_PHASE');
    const s = deployed();
    const piece = s.pieceOrder.find((id) => s.pieces[id]?.owner === 'A')!;
    rejected(
      s,
      { type: 'movePiece', seat: 'A', pieceId: piece, to: { x: 5, y: 7 }, limit: 'mov' },
      'WRONG_PHASE',
    );
  });
});
