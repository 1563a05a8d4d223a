// The Order of a Fireteam (RULES.md §18.12.1, §18.12.2; decisions D132–D135): one Regular Order spent on
// any member activates every member, the Team Leader leading; they Move each within its own MOV or stay
// Idle; each reactive trooper chooses one member; Coherency to the Team Leader at the start and the end
// of the Order, a member outside leaving the Fireteam, logged.
import { describe, expect, it } from 'vitest';
import { ok, pieceAt, profile, rejected } from '../../tests/engineFixtures.ts';
import { passAll, tableGame } from '../../tests/tableGame.ts';
import { trooperOf } from './pieces.ts';
import { viewFor, type GameState } from './index.ts';

/**
 * A: Line Troopers at (10, 10), (14, 10) and `third` (default (16, 8)), in one Fireteam led by the
 * one at (10, 10) (the Fireteam formed in deployment, its formation tested in fireteams.test.ts);
 * a fourth Line Trooper at (40, 10) in none. B: a Line Trooper at (24, 40), and with `veil` a Veil
 * Stalker written down there by Hidden Deployment. Player A's first turn.
 */
function game(opts: { third?: [number, number]; dice?: number[]; veil?: [number, number] } = {}): GameState {
  const third = opts.third ?? [16, 8];
  const s = tableGame({
    ...(opts.dice ? { dice: opts.dice } : {}),
    a: [1, 2, 3, 4].map(() => profile('line-trooper')),
    b: opts.veil ? [profile('line-trooper'), profile('veil-stalker')] : [profile('line-trooper')],
    steps: [
      [
        { name: 'Line Trooper', form: 'model', at: [10, 10] },
        { name: 'Line Trooper', nth: 1, form: 'model', at: [14, 10] },
        { name: 'Line Trooper', nth: 2, form: 'model', at: third },
      ],
      opts.veil ? [{ name: 'Veil Stalker', form: 'model', at: opts.veil, more: { hidden: true } }] : [],
      [{ name: 'Line Trooper', nth: 3, form: 'model', at: [40, 10] }],
      [{ name: 'Line Trooper', form: 'model', at: [24, 40] }],
    ],
  });
  const id = (x: number, y: number) => trooperOf(s, pieceAt(s, x, y))?.id ?? '';
  const members = [id(10, 10), id(14, 10), id(third[0], third[1])];
  return { ...s, fireteams: [{ id: 'ft-1', owner: 'A', leader: members[0] ?? '', members }] };
}

const order = (s: GameState) => (s.phase.kind === 'turn' ? s.phase.order : undefined);
const pool = (s: GameState) => (s.phase.kind === 'turn' ? s.phase.orders.regular : -1);
const texts = (s: GameState) => viewFor(s, 'B').log.map((e) => e.text);

describe('the Order of a Fireteam (RULES.md §18.12.1; D132, D135)', () => {
  it('one Regular Order on any member activates every member, the Team Leader leading, told to both seats', () => {
    const s = game();
    const [lead, two, three] = [pieceAt(s, 10, 10), pieceAt(s, 14, 10), pieceAt(s, 16, 8)];
    const before = pool(s);
    const t = ok(s, { type: 'activate', seat: 'A', pieceId: two });
    expect(pool(t)).toBe(before - 1);
    expect(order(t)?.trooperId).toBe(trooperOf(s, lead)?.id);
    expect(order(t)?.pieceIds).toEqual([lead, two, three]);
    expect(order(t)?.team?.kind).toBe('fireteam');
    expect(order(t)?.team?.fireteamId).toBe('ft-1');
    expect(viewFor(t, 'B').phase.order?.team).toBe('fireteam');
    expect(texts(t).at(-1)).toBe(
      'Player A spends a Regular Order on its Fireteam of 3: the Line Trooper, Line Trooper, Line Trooper, the first its Team Leader.',
    );
  });

  it('a trooper in no Fireteam is activated alone, as before', () => {
    const s = game();
    const t = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 40, 10) });
    expect(order(t)?.team).toBeUndefined();
    expect(order(t)?.pieceIds).toEqual([pieceAt(s, 40, 10)]);
  });

  it('refused with the reason when the pool is empty', () => {
    const s = game();
    const empty: GameState =
      s.phase.kind === 'turn' ? { ...s, phase: { ...s.phase, orders: { regular: 0, irregular: {} } } } : s;
    const v = rejected(empty, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 14, 10) }, 'NO_ORDERS_LEFT');
    expect(v[0]?.message).toContain('A Fireteam is activated with a Regular Order');
  });
});

describe('the members Move, each within its own MOV, or stay Idle (RULES.md §18.12.1; D134)', () => {
  it('two members move, the Team Leader stays; B’s Line Trooper may react to any member and picks the third', () => {
    const s = game();
    const [lead, two, three] = [pieceAt(s, 10, 10), pieceAt(s, 14, 10), pieceAt(s, 16, 8)];
    let t = ok(s, { type: 'activate', seat: 'A', pieceId: lead });
    t = ok(t, {
      type: 'declare',
      seat: 'A',
      skill: 'move',
      to: { [two]: { x: 14, y: 13 }, [three]: { x: 17, y: 11 } },
    });
    expect([t.pieces[lead]?.y, t.pieces[two]?.y, t.pieces[three]?.x, t.pieces[three]?.y]).toEqual([
      10, 13, 17, 11,
    ]);
    const reactors = order(t)?.reactors ?? {};
    const key = Object.keys(reactors)[0] ?? '';
    expect(reactors[key]?.against.map((a) => a.pieceId).sort()).toEqual([lead, two, three].sort());
    t = ok(t, { type: 'aro', seat: 'B', reactorId: key, choice: 'bsAttack', target: three });
    expect(order(t)?.reactors[key]?.target).toBe(three);
  });

  it('refused: a Dodge in the Order (disband to do more), and a move beyond a member’s own MOV', () => {
    const s = game();
    const t = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 10, 10) });
    const attack = rejected(t, { type: 'declare', seat: 'A', skill: 'dodge' }, 'ILLEGAL_COMBINATION');
    expect(attack[0]?.message).toContain('disband the Fireteam');
    expect(attack[0]?.rules).toContain('fireteams');
    rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'move', to: { [pieceAt(t, 14, 10)]: { x: 14, y: 30 } } },
      'MOVE_TOO_LONG',
    );
  });
});

describe('Coherency to the Team Leader at the start and the end of the Order (RULES.md §18.12.1; D133)', () => {
  it('a member outside the Team Leader’s Zone of Control at the start leaves, logged; the rest act together', () => {
    const s = game({ third: [30, 8] });
    const [lead, two, far] = [pieceAt(s, 10, 10), pieceAt(s, 14, 10), pieceAt(s, 30, 8)];
    const t = ok(s, { type: 'activate', seat: 'A', pieceId: two });
    expect(order(t)?.pieceIds).toEqual([lead, two]);
    expect(t.fireteams?.[0]?.members).toHaveLength(2);
    expect(texts(t)).toContain(
      "Player A's Line Trooper leaves its Fireteam: it is out of Coherency with the Team Leader.",
    );
    expect(texts(t).at(-1)).toContain('its Fireteam of 2');
    expect(order(t)?.pieceIds).not.toContain(far);
  });

  it('activating the member that is out of Coherency: it leaves, and the Order is its own alone', () => {
    const s = game({ third: [30, 8] });
    const far = pieceAt(s, 30, 8);
    const t = ok(s, { type: 'activate', seat: 'A', pieceId: far });
    expect(order(t)?.team).toBeUndefined();
    expect(order(t)?.pieceIds).toEqual([far]);
    expect(t.fireteams?.[0]?.members).toHaveLength(2);
  });

  it('a member moved out of the Team Leader’s Zone of Control leaves when the Order ends, not while it is under way', () => {
    const s = game();
    const two = pieceAt(s, 14, 10);
    let t = ok(s, { type: 'activate', seat: 'A', pieceId: two });
    t = passAll(ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [two]: { x: 18, y: 10 } } }), 'B');
    expect(order(t)?.stage).toBe('second');
    expect(t.fireteams?.[0]?.members).toHaveLength(3);
    // B lost its ARO, so the second Move ends the Order.
    t = ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [two]: { x: 20, y: 10 } } });
    expect(order(t)).toBeUndefined();
    expect(t.fireteams?.[0]?.members).toHaveLength(2);
    expect(texts(t).at(-1)).toBe(
      "Player A's Line Trooper leaves its Fireteam: it is out of Coherency with the Team Leader.",
    );
  });
});

describe('a Fireteam’s Order and B’s Hidden Deployment trooper (RULES.md §10.2, §18.12.1)', () => {
  /** The Fireteam activates and both members Move; B's AROs are passed. */
  function played(veil: [number, number]): GameState[] {
    const s = game({ veil });
    const [lead, two] = [pieceAt(s, 10, 10), pieceAt(s, 14, 10)];
    const on = ok(s, { type: 'activate', seat: 'A', pieceId: two });
    const moved = ok(on, {
      type: 'declare',
      seat: 'A',
      skill: 'move',
      to: { [lead]: { x: 10, y: 13 }, [two]: { x: 15, y: 13 } },
    });
    return [on, moved, passAll(moved, 'B')];
  }

  it('two games differing only in where B’s hidden trooper was written give A and the audience the same views', () => {
    const near = played([16, 38]);
    const far = played([44, 44]);
    expect(near[0]?.secrets.B.hidden).not.toEqual(far[0]?.secrets.B.hidden);
    // The hidden trooper may react in both games: B's own view lists it beside its Line Trooper.
    const reactors = (g: GameState[]) => Object.keys((g[1] && order(g[1])?.reactors) ?? {}).length;
    expect([reactors(near), reactors(far)]).toEqual([2, 2]);
    for (const [i, x] of near.entries()) {
      const y = far[i];
      if (!y) throw new Error('unpaired');
      expect(viewFor(x, 'A')).toEqual(viewFor(y, 'A'));
      expect(viewFor(x, 'public')).toEqual(viewFor(y, 'public'));
    }
  });
});
