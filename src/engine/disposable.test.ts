// Disposable weapons in play (RULES.md §18.9.3, decision D57): a BS Attack spends uses when declared,
// the trooper carries the Unloaded token at 0, and a spent weapon cannot be declared any more.
import { describe, expect, it } from 'vitest';
import {
  deployRoster,
  endStep,
  hotSeat,
  ok,
  pieceAt,
  rejected,
  rosterId,
} from '../../tests/engineFixtures.ts';
import { UNLOADED, WEAPONS, type Weapon } from '../rules/index.ts';
import { awaiting } from './index.ts';
import type { Action, GameState } from './types.ts';

const PANZERFAUST: Weapon = {
  name: 'Panzerfaust',
  ranges: [0, 3, 3, 0, -3, null, null],
  damage: 14,
  burst: 2,
  disposable: 3,
};

/** A's Line Trooper at (20, 6) carries a Panzerfaust with `spent` uses spent; B's stands at (20, 40). */
function ready(spent: number): GameState {
  let s = hotSeat({ A: ['line-trooper', 'line-trooper'], B: ['line-trooper', 'line-trooper'] });
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 0), 'model', 20, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 0), 'model', 20, 40));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 40, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 44, 44));
  s = ok(s, endStep('B'));
  expect(awaiting(s)?.seat).toBe('A');
  const id = rosterId(s, 'A', 'Line Trooper', 0);
  const t = s.troopers[id];
  if (!t) throw new Error('no trooper');
  const armed = {
    ...t,
    profile: { ...t.profile, weapons: [PANZERFAUST, WEAPONS.combiRifle] },
    ...(spent ? { spent: { '0': spent } } : {}),
  };
  s = { ...s, troopers: { ...s.troopers, [id]: armed } };
  return ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 20, 6) });
}

const shoot = (s: GameState, weapon: number): Action => ({
  type: 'declare',
  seat: 'A',
  skill: 'bsAttack',
  target: pieceAt(s, 20, 40),
  weapon,
});
const trooperOfA = (s: GameState) => s.troopers[rosterId(s, 'A', 'Line Trooper', 0)];

describe('a Disposable(3) B2 weapon in the Active Turn (RULES.md §18.9.3)', () => {
  it('the first declaration spends 2 uses (one, plus one for the extra die) and leaves it loaded', () => {
    const s = ok(ready(0), shoot(ready(0), 0));
    expect(trooperOfA(s)?.spent).toEqual({ '0': 2 });
    expect(s.pieces[pieceAt(s, 20, 6)]?.tokens).toEqual([]);
  });

  it('with 1 use left it rolls 1 die, spends the last use and is Unloaded (D57)', () => {
    const before = ready(2);
    const s = ok(before, shoot(before, 0));
    expect(trooperOfA(s)?.spent).toEqual({ '0': 3 });
    expect(s.pieces[pieceAt(s, 20, 6)]?.tokens).toEqual([UNLOADED]);
    const order = s.phase.kind === 'turn' ? s.phase.order : undefined;
    expect(order?.skills[0]).toMatchObject({ skill: 'bsAttack', dice: 1 });
  });

  it('once Unloaded it cannot be declared, and the refused state is untouched; other weapons still can', () => {
    const s = ready(3);
    const v = rejected(s, shoot(s, 0), 'WEAPON_UNLOADED');
    expect(v[0]?.message).toContain('Panzerfaust');
    const other = ok(s, shoot(s, 1));
    expect(trooperOfA(other)?.spent).toEqual({ '0': 3 });
  });
});

describe('a Disposable weapon in ARO (RULES.md §18.9.3, §18.1.1)', () => {
  /** A's trooper moves 2"; B's Line Trooper at (20, 40), facing it, carries a Panzerfaust with `spent` uses spent. */
  function reacting(spent: number): GameState {
    let s = ready(0);
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [pieceAt(s, 20, 6)]: { x: 20, y: 8 } } });
    expect(awaiting(s)?.seat).toBe('B');
    const id = rosterId(s, 'B', 'Line Trooper', 0);
    const t = s.troopers[id];
    if (!t) throw new Error('no trooper');
    const armed = {
      ...t,
      profile: { ...t.profile, weapons: [{ ...PANZERFAUST, disposable: 2 }] },
      ...(spent ? { spent: { '0': spent } } : {}),
    };
    return { ...s, troopers: { ...s.troopers, [id]: armed } };
  }
  const aro = (s: GameState): Action => ({
    type: 'aro',
    seat: 'B',
    reactorId: pieceAt(s, 20, 40),
    choice: 'bsAttack',
    target: pieceAt(s, 20, 8),
  });
  const spentOfB = (s: GameState) => s.troopers[rosterId(s, 'B', 'Line Trooper', 0)]?.spent;

  it('an ARO rolls Burst 1 and spends one use, whatever the Burst', () => {
    const s = ok(reacting(0), aro(reacting(0)));
    expect(spentOfB(s)).toEqual({ '0': 1 });
    expect(s.pieces[pieceAt(s, 20, 40)]?.tokens).toEqual([]);
  });

  it('the last use makes the reacting trooper Unloaded', () => {
    const s = ok(reacting(1), aro(reacting(1)));
    expect(spentOfB(s)).toEqual({ '0': 2 });
    expect(s.pieces[pieceAt(s, 20, 40)]?.tokens).toEqual([UNLOADED]);
  });

  it('an Unloaded weapon is refused in ARO, the state untouched', () => {
    const s = reacting(2);
    rejected(s, aro(s), 'WEAPON_UNLOADED');
  });
});
