// The Order Pool of each Combat Group in play (RULES.md §5.1, §18.12; decisions D155–D157): the count per
// group at the start of a turn, a group's Regular Orders spent only on its troopers (one activation, a
// Coordinated Order, a Fireteam's Order), the refusal in words to the acting seat only, the seat never
// stuck, a game begun before the pools playing with one pool, and what the other seat sees: the total.
import { describe, expect, it } from 'vitest';
import {
  R2,
  deployRoster,
  endStep,
  ok,
  pieceAt,
  profile,
  rejected,
  rosterId,
} from '../../tests/engineFixtures.ts';
import { passAll, tableGame } from '../../tests/tableGame.ts';
import type { Profile } from '../rules/index.ts';
import { trooperOf } from './pieces.ts';
import { newGame, RULES_EDITION, viewFor, type GameState } from './index.ts';

/** A's four Line Troopers stand at x = 10, 20, 30, 36 on the row y = 10. */
const XS = [10, 20, 30, 36] as const;

/**
 * A: four Line Troopers on the row y = 10, of the Combat Groups `groups` (default 1, 1, 2, 2), the
 * profile patched by `patch` for each; B: a Line Trooper at (24, 40). Player A's first turn.
 */
function game(
  o: { groups?: readonly number[]; edition?: number; patch?: readonly Partial<Profile>[] } = {},
): GameState {
  const groups = o.groups ?? [1, 1, 2, 2];
  return tableGame({
    a: XS.map((_, i) => profile('line-trooper', { combatGroup: groups[i] ?? 1, ...(o.patch?.[i] ?? {}) })),
    b: [profile('line-trooper')],
    ...(o.edition !== undefined ? { edition: o.edition } : {}),
    steps: [
      XS.slice(0, 3).map((x, i) => ({ name: 'Line Trooper', nth: i, form: 'model' as const, at: [x, 10] })),
      [],
      [{ name: 'Line Trooper', nth: 3, form: 'model', at: [36, 10] }],
      [{ name: 'Line Trooper', form: 'model', at: [24, 40] }],
    ],
  });
}

const orders = (s: GameState) => (s.phase.kind === 'turn' ? s.phase.orders : undefined);
const at = (s: GameState, x: number) => pieceAt(s, x, 10);

/** A activates the trooper at (x, 10) and spends its Order on Idle twice; B passes. */
function idle(s: GameState, x: number): GameState {
  const t = ok(s, { type: 'activate', seat: 'A', pieceId: at(s, x) });
  return passAll(
    ok(passAll(ok(t, { type: 'declare', seat: 'A', skill: 'idle' }), 'B'), {
      type: 'declare',
      seat: 'A',
      skill: 'idle',
    }),
    'B',
  );
}

describe('the Order count per Combat Group (RULES.md §5.1; D155, D156)', () => {
  it('each group’s Regular troopers fill its own pool; the owner reads them, the other seat the total', () => {
    const s = game();
    expect(orders(s)).toEqual({ regular: 4, irregular: {}, groups: { '1': 2, '2': 2 } });
    const a = viewFor(s, 'A');
    expect(a.phase.pools).toEqual([
      { group: 1, orders: 2 },
      { group: 2, orders: 2 },
    ]);
    expect(a.log.at(-1)?.text).toBe(
      "Round 1, Player A's turn: 4 Regular Orders in the Combat Groups' pools (Combat Group 1: 2 · Combat Group 2: 2).",
    );
    for (const viewer of ['B', 'public'] as const) {
      const v = viewFor(s, viewer);
      expect(v.phase.ordersLeft).toBe(4);
      expect(v.phase.pools).toBeUndefined();
      expect(v.phase.pool).toBeUndefined();
      expect(v.log.at(-1)?.text).toBe("Round 1, Player A's turn: 4 Orders.");
      expect(JSON.stringify(v)).not.toContain('Combat Group');
    }
  });

  it('an Irregular trooper keeps its own Order, out of its group’s pool', () => {
    const s = game({ patch: [{}, {}, {}, { irregular: true }] });
    const o = orders(s);
    expect(o?.groups).toEqual({ '1': 2, '2': 1 });
    expect(o?.regular).toBe(3);
    expect(Object.values(o?.irregular ?? {})).toEqual([1]);
    expect(viewFor(s, 'A').log.at(-1)?.text).toBe(
      "Round 1, Player A's turn: 3 Regular Orders in the pool (Combat Group 1: 2 · Combat Group 2: 1), Irregular: Line Trooper.",
    );
  });

  it('one group: one pool, read as before', () => {
    const s = game({ groups: [1, 1, 1, 1] });
    expect(orders(s)?.groups).toEqual({ '1': 4 });
    expect(viewFor(s, 'A').phase.pools).toBeUndefined();
    expect(viewFor(s, 'A').phase.pool).toBe(4);
    expect(viewFor(s, 'A').log.at(-1)?.text).toBe("Round 1, Player A's turn: 4 Orders.");
  });

  it('the next turn counts each group again, from who is left', () => {
    let s = idle(idle(game(), 30), 36);
    expect(orders(s)?.groups).toEqual({ '1': 2, '2': 0 });
    s = ok(s, { type: 'endTurn', seat: 'A' });
    s = ok(s, { type: 'endTurn', seat: 'B' });
    expect(orders(s)).toEqual({ regular: 4, irregular: {}, groups: { '1': 2, '2': 2 } });
  });
});

describe('a paratrooper kept off the table (RULES.md §5.1, §18.11; D156, D157)', () => {
  it('adds nothing to its group’s pool; once it has arrived, its empty group has no Order for it', () => {
    const para = profile('line-trooper', { name: 'Para', combatGroup: 2 });
    let s = newGame(
      {
        table: { width: 48, depth: 48, zoneDepth: 12 },
        scenery: [],
        game: {
          rosters: {
            A: [{ ...para, skills: [...para.skills, { skill: 'Parachutist' }] }, profile('line-trooper')],
            B: [profile('line-trooper')],
          },
          firstDeployer: 'A',
          rules: RULES_EDITION,
          pins: {},
        },
      },
      { given: [] },
    );
    const kept = rosterId(s, 'A', 'Para');
    s = ok(s, { type: 'keepAirborne', seat: 'A', trooperId: kept });
    s = ok(ok(s, endStep('A')), endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 10, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 40, 42));
    s = ok(s, endStep('B'));
    expect(orders(s)).toEqual({ regular: 1, irregular: {}, groups: { '1': 1 } });
    // It arrives with its own Order (an Entire Order), spending nothing of the pools.
    s = ok(s, {
      type: 'arrive',
      seat: 'A',
      trooperId: kept,
      skill: 'Parachutist',
      form: 'model',
      at: { x: R2, y: 24 },
      facing: 0,
    });
    s = passAll(s, 'B');
    expect(s.phase.kind === 'turn' && s.phase.order).toBeUndefined();
    expect(orders(s)).toEqual({ regular: 1, irregular: {}, groups: { '1': 1 } });
    const v = rejected(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, R2, 24) }, 'NO_ORDERS_LEFT');
    expect(v[0]?.message).toContain('Combat Group 2 has no Regular Order left for Para');
  });
});

describe('a group’s Regular Orders are spent only on its troopers (RULES.md §5.1; D157)', () => {
  it('activating a trooper spends from its own group; its group empty, it is refused in words', () => {
    let s = idle(game(), 30);
    expect(orders(s)).toEqual({ regular: 3, irregular: {}, groups: { '1': 2, '2': 1 } });
    s = idle(s, 36);
    expect(orders(s)?.groups).toEqual({ '1': 2, '2': 0 });
    const v = rejected(s, { type: 'activate', seat: 'A', pieceId: at(s, 30) }, 'NO_ORDERS_LEFT');
    expect(v[0]?.message).toContain('Combat Group 2 has no Regular Order left for Line Trooper');
    expect(v[0]?.rules).toEqual(['orders.pool']);
    // Group 1's Orders are still there for its own troopers.
    s = idle(s, 10);
    expect(orders(s)).toEqual({ regular: 1, irregular: {}, groups: { '1': 1, '2': 0 } });
  });

  it('with no Regular Order left at all, the refusal says so as before', () => {
    let s = game({ groups: [1, 2, 3, 4] });
    for (const x of XS) s = idle(s, x);
    const v = rejected(s, { type: 'activate', seat: 'A', pieceId: at(s, 10) }, 'NO_ORDERS_LEFT');
    expect(v[0]?.message).toBe('No Order is left for Line Trooper.');
  });

  it('never stuck: with its group empty, the seat still ends its turn', () => {
    const s = idle(idle(game(), 30), 36);
    rejected(s, { type: 'activate', seat: 'A', pieceId: at(s, 36) }, 'NO_ORDERS_LEFT');
    const t = ok(s, { type: 'endTurn', seat: 'A' });
    expect(t.phase.kind === 'turn' && t.phase.active).toBe('B');
    expect(viewFor(t, 'B').log.some((e) => e.text.includes('2 unspent Orders are lost'))).toBe(true);
  });

  it('a Coordinated Order spends its participants’ group’s Order; that group empty, it is refused', () => {
    const s = game();
    const pair = [at(s, 30), at(s, 36)];
    const t = ok(s, { type: 'coordinated', seat: 'A', pieceIds: pair });
    expect(orders(t)?.groups).toEqual({ '1': 2, '2': 1 });
    const empty = idle(idle(s, 30), 36);
    const v = rejected(empty, { type: 'coordinated', seat: 'A', pieceIds: pair }, 'NO_ORDERS_LEFT');
    expect(v[0]?.message).toContain('Combat Group 2 has no Regular Order left for a Coordinated Order');
    // Group 1's pair still may.
    ok(empty, { type: 'coordinated', seat: 'A', pieceIds: [at(s, 10), at(s, 20)] });
  });

  it('a Fireteam’s Order spends its group’s Order; that group empty, it is refused', () => {
    const base = game();
    const id = (x: number) => trooperOf(base, at(base, x))?.id ?? '';
    const s: GameState = {
      ...base,
      fireteams: [{ id: 'ft-1', owner: 'A', leader: id(30), members: [id(30), id(36)] }],
    };
    const t = ok(s, { type: 'activate', seat: 'A', pieceId: at(s, 36) });
    expect(t.phase.kind === 'turn' && t.phase.order?.team?.kind).toBe('fireteam');
    expect(orders(t)?.groups).toEqual({ '1': 2, '2': 1 });
    const empty: GameState =
      s.phase.kind === 'turn'
        ? { ...s, phase: { ...s.phase, orders: { regular: 2, irregular: {}, groups: { '1': 2, '2': 0 } } } }
        : s;
    const v = rejected(empty, { type: 'activate', seat: 'A', pieceId: at(s, 30) }, 'NO_ORDERS_LEFT');
    expect(v[0]?.message).toContain('Combat Group 2 has no Regular Order left for the Fireteam');
  });

  it('Orders without a split (a state before the pools) are one pool', () => {
    const s = game();
    const one: GameState =
      s.phase.kind === 'turn' ? { ...s, phase: { ...s.phase, orders: { regular: 2, irregular: {} } } } : s;
    const t = idle(idle(one, 30), 36);
    expect(orders(t)).toEqual({ regular: 0, irregular: {} });
  });
});

describe('a game begun before the pools (edition 2, D156)', () => {
  it('keeps one pool for the whole army: every trooper spends from it, as it was played', () => {
    let s = game({ edition: 2 });
    expect(orders(s)).toEqual({ regular: 4, irregular: {} });
    for (const x of [30, 36, 30]) s = idle(s, x);
    expect(orders(s)).toEqual({ regular: 1, irregular: {} });
    expect(viewFor(s, 'A').phase.pools).toBeUndefined();
    expect(viewFor(s, 'A').edition).toBe(2);
  });
});

describe('paired: a trooper’s Combat Group tells the other seat nothing (D155)', () => {
  // Each pair differs only in the group of the trooper at (30, 10); the script is the same in both,
  // a refusal included where both refuse.
  it.each<[string, number[], number[], (s: GameState) => GameState]>([
    [
      'groups 1, 1, 2, 2 against 1, 1, 1, 2: four Orders spent',
      [1, 1, 2, 2],
      [1, 1, 1, 2],
      (s) => idle(idle(idle(idle(s, 30), 10), 36), 20),
    ],
    [
      'groups 1, 1, 2, 4 against 1, 1, 3, 4: a refusal for an empty group in both',
      [1, 1, 2, 4],
      [1, 1, 3, 4],
      (s) => {
        const t = idle(s, 30);
        rejected(t, { type: 'activate', seat: 'A', pieceId: at(t, 30) }, 'NO_ORDERS_LEFT');
        return idle(idle(t, 10), 36);
      },
    ],
  ])('%s', (_name, one, two, script) => {
    const seen = [one, two].map((groups) => {
      const s = game({ groups });
      const t = script(s);
      const end = ok(t, { type: 'endTurn', seat: 'A' });
      return [s, t, end].flatMap((x) => [viewFor(x, 'B'), viewFor(x, 'public')]);
    });
    expect(JSON.stringify(seen[1])).toBe(JSON.stringify(seen[0]));
  });
});
