// Attacks in an Order of several troopers (RULES.md §18.12.1–3; decisions D160–D164): a Coordinated
// Order's participants all shoot at one target, the Spearhead at half its Burst rounded up and the
// others one die each, Face to Face only with what opposes each of them; a Fireteam's Team Leader alone
// attacks, with the Fireteam's +1 B, and its members add it in ARO too.
import { describe, expect, it } from 'vitest';
import { ok, pieceAt, profile, rejected } from '../../tests/engineFixtures.ts';
import { passAll, tableGame } from '../../tests/tableGame.ts';
import { WEAPONS, type Profile } from '../rules/index.ts';
import { trooperOf } from './pieces.ts';
import { viewFor, type GameState } from './index.ts';

/**
 * A: Line Troopers (Combi Rifle B3, BS 11) at (10, 10), (16, 10) and (13, 6), the third patched with
 * `third`; B: a Line Trooper at (24, 40), about 30" from each (SV 5 or 8 by range). With `team`,
 * A's three form a Fireteam led by the one at (10, 10). Player A's first turn; the dice are given.
 */
function game(
  opts: {
    third?: Partial<Profile>;
    dice?: number[];
    team?: boolean;
    veil?: [number, number];
    edition?: number;
  } = {},
): GameState {
  const s = tableGame({
    ...(opts.dice ? { dice: opts.dice } : {}),
    ...(opts.edition ? { edition: opts.edition } : {}),
    a: [profile('line-trooper'), profile('line-trooper'), profile('line-trooper', opts.third ?? {})],
    b: opts.veil ? [profile('line-trooper'), profile('veil-stalker')] : [profile('line-trooper')],
    steps: [
      [
        { name: 'Line Trooper', form: 'model', at: [10, 10] },
        { name: 'Line Trooper', nth: 1, form: 'model', at: [16, 10] },
      ],
      opts.veil ? [{ name: 'Veil Stalker', form: 'model', at: opts.veil, more: { hidden: true } }] : [],
      [{ name: 'Line Trooper', nth: 2, form: 'model', at: [13, 6] }],
      [{ name: 'Line Trooper', form: 'model', at: [24, 40] }],
    ],
  });
  if (!opts.team) return s;
  const id = (x: number, y: number) => trooperOf(s, pieceAt(s, x, y))?.id ?? '';
  const members = [id(10, 10), id(16, 10), id(13, 6)];
  return { ...s, fireteams: [{ id: 'ft-1', owner: 'A', leader: members[0] ?? '', members }] };
}

const order = (s: GameState) => (s.phase.kind === 'turn' ? s.phase.order : undefined);
const texts = (s: GameState, seat: 'A' | 'B' = 'B') => viewFor(s, seat).log.map((e) => e.text);
const pieces = (s: GameState) => [pieceAt(s, 10, 10), pieceAt(s, 16, 10), pieceAt(s, 13, 6)] as const;

/** A's Coordinated Order of all three shoots B's Line Trooper; B answers with `aro`, then A idles. */
function coordinatedShot(s: GameState, aro?: { choice: 'bsAttack' | 'dodge'; target: string }): GameState {
  const [lead, two, three] = pieces(s);
  const enemy = pieceAt(s, 24, 40);
  let t = ok(s, { type: 'coordinated', seat: 'A', pieceIds: [lead, two, three] });
  t = ok(t, { type: 'declare', seat: 'A', skill: 'bsAttack', target: enemy });
  const key = Object.keys(order(t)?.reactors ?? {})[0] ?? '';
  if (aro) t = ok(t, { type: 'aro', seat: 'B', reactorId: key, ...aro });
  t = passAll(t, 'B');
  t = ok(t, { type: 'declare', seat: 'A', skill: 'idle' });
  return passAll(t, 'B');
}

describe('a Coordinated attack at one target (RULES.md §18.12.3; D160, D161)', () => {
  it('the Spearhead rolls half its Burst rounded up (B3 → 2 dice), each other participant 1 die', () => {
    // Every die misses: 2 for the Spearhead, then 1 and 1; a fourth die would be a given die too many.
    const t = coordinatedShot(game({ dice: [20, 20, 20, 20] }));
    const log = texts(t);
    expect(log.some((l) => l.includes('Combi Rifle (B2)') && l.includes('no hit'))).toBe(true);
    expect(log.filter((l) => l.includes('with the Combi Rifle (B1) on the Line Trooper'))).toHaveLength(2);
    expect(log).toContain(
      'Coordinated Order of Player A: the Spearhead, the Line Trooper, rolls half its Burst; the Line Trooper with its Combi Rifle, the Line Trooper with its Combi Rifle shoot at the same target, 1 die each.',
    );
    expect(order(t)).toBeUndefined();
  });

  it('each participant’s hit owes its own Saving Roll; a failed one is a Wound', () => {
    // Spearhead 20, 20; second participant 3 (a hit); its save 1 (failed: Unconscious);
    // the third participant 20.
    const t = coordinatedShot(game({ dice: [20, 20, 3, 1, 20] }));
    expect(t.pieces[pieceAt(t, 24, 40)]?.tokens).toContain('Unconscious');
  });

  it('B’s BS Attack at the second participant is Face to Face with that one only; the others roll Normal', () => {
    const s = game({ dice: [5, 20, 1, 20, 20, 20] });
    const two = pieces(s)[1];
    // B rolls 5 (hit) against the second participant's 20: B wins, and the save (1) fails. Then the
    // Spearhead's two dice and the third participant's die are Normal rolls, all misses.
    const t = coordinatedShot(s, { choice: 'bsAttack', target: two });
    expect(t.pieces[two]?.tokens).toContain('Unconscious');
    const ftf = texts(t).filter((l) => l.includes('Face to Face'));
    expect(ftf).toHaveLength(1);
    expect(ftf[0]).toContain('Combi Rifle (B1)');
    expect(texts(t).some((l) => l.includes('Combi Rifle (B2) on the Line Trooper'))).toBe(true);
  });

  it('a Dodge by the target meets every participant’s dice, and moves only if it held against all', () => {
    // B's Dodge 5 (PH 10) against the Spearhead's 20, 20 and the others' 20 and 20: it holds.
    const held = coordinatedShot(game({ dice: [5, 20, 20, 20, 20] }), {
      choice: 'dodge',
      target: pieces(game())[0],
    });
    expect(order(held)?.stage).toBe('dodge');
    expect(texts(held).filter((l) => l.includes('Face to Face'))).toHaveLength(3);
    // The third participant rolls a critical (5 at SV 5) and beats the Dodge: no Dodge move, and two
    // Saving Rolls (a critical owes one more), both 20: saved.
    const beaten = coordinatedShot(game({ dice: [5, 20, 20, 20, 5, 20, 20] }), {
      choice: 'dodge',
      target: pieces(game())[0],
    });
    expect(order(beaten)).toBeUndefined();
    expect(beaten.pieces[pieceAt(beaten, 24, 40)]?.tokens).not.toContain('Unconscious');
  });

  it('a participant that cannot reach the target performs an Idle instead, said when declared', () => {
    const s = game({ third: { weapons: [WEAPONS.pistol] }, dice: [20, 20, 20] });
    const t = coordinatedShot(s);
    expect(texts(t)).toContain(
      'Coordinated Order of Player A: the Spearhead, the Line Trooper, rolls half its Burst; the Line Trooper with its Combi Rifle shoots at the same target, 1 die each; the Line Trooper cannot (no LoF, or no weapon that reaches it) and performs an Idle.',
    );
    expect(texts(t).filter((l) => l.includes('(B1) on the Line Trooper'))).toHaveLength(1);
  });

  it('refused with the reason: a template as the Spearhead’s weapon', () => {
    const flamer = tableGame({
      a: [
        profile('line-trooper', { weapons: [WEAPONS.chainRifle, WEAPONS.combiRifle] }),
        profile('line-trooper'),
      ],
      b: [profile('line-trooper')],
      size: { width: 48, depth: 24, zoneDepth: 10 },
      steps: [
        [{ name: 'Line Trooper', form: 'model', at: [20, 8] }],
        [],
        [{ name: 'Line Trooper', nth: 1, form: 'model', at: [26, 8] }],
        [{ name: 'Line Trooper', form: 'model', at: [23, 15] }],
      ],
    });
    const t = ok(flamer, {
      type: 'coordinated',
      seat: 'A',
      pieceIds: [pieceAt(flamer, 20, 8), pieceAt(flamer, 26, 8)],
    });
    const refused = rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(t, 23, 15), weapon: 0 },
      'REQUIREMENT_NOT_MET',
    );
    expect(refused[0]?.message).toContain('template cannot be its Spearhead');
    expect(refused[0]?.rules).toContain('coordinated');
  });
});

describe('a Fireteam’s attack (RULES.md §18.12.1, §18.12.2; D162, D163)', () => {
  it('the Team Leader shoots with the +1 B of three members (B4), the others perform an Idle', () => {
    const s = game({ team: true, dice: [20, 20, 20, 20] });
    let t = ok(s, { type: 'activate', seat: 'A', pieceId: pieces(s)[1] });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(t, 24, 40) });
    t = passAll(ok(passAll(t, 'B'), { type: 'declare', seat: 'A', skill: 'idle' }), 'B');
    expect(texts(t)).toContain(
      'Fireteam Order of Player A: its Team Leader, the Line Trooper, performs it; the Line Trooper, the Line Trooper perform an Idle.',
    );
    expect(texts(t).some((l) => l.includes('Combi Rifle (B4)'))).toBe(true);
    expect(order(t)).toBeUndefined();
  });

  it('a Fireteam of two has no +1 B: the Team Leader rolls its Burst', () => {
    const s = game({ team: true, dice: [20, 20, 20] });
    const two = { ...s, fireteams: s.fireteams?.map((f) => ({ ...f, members: f.members.slice(0, 2) })) };
    let t = ok(two, { type: 'activate', seat: 'A', pieceId: pieces(s)[0] });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(t, 24, 40) });
    t = passAll(ok(passAll(t, 'B'), { type: 'declare', seat: 'A', skill: 'idle' }), 'B');
    expect(texts(t).some((l) => l.includes('Combi Rifle (B3)'))).toBe(true);
  });

  it.each([
    ['a member reacting in ARO adds the +1 B too (B2)', 3, [20, 20], 'Combi Rifle (B2)'],
    ['in a game begun before edition 3, it rolls B1 as it did then (D87)', 2, [20], 'Combi Rifle (B1)'],
  ] as const)('%s', (_what, edition, dice, words) => {
    // B's turn: its Line Trooper moves in the sight of A's Fireteam; the member at (16, 10) shoots.
    const s = game({ team: true, dice: [...dice], edition });
    let t = ok(s, { type: 'endTurn', seat: 'A' });
    const enemy = pieceAt(t, 24, 40);
    t = ok(t, { type: 'activate', seat: 'B', pieceId: enemy });
    t = ok(t, { type: 'declare', seat: 'B', skill: 'move', to: { [enemy]: { x: 24, y: 37 } } });
    const reactors = order(t)?.reactors ?? {};
    const member = Object.keys(reactors).find((k) => k === pieces(s)[1]) ?? '';
    t = ok(t, { type: 'aro', seat: 'A', reactorId: member, choice: 'bsAttack', target: enemy });
    t = passAll(t, 'A');
    t = passAll(ok(t, { type: 'declare', seat: 'B', skill: 'idle' }), 'A');
    expect(texts(t, 'A').some((l) => l.includes(words))).toBe(true);
  });
});

describe('close combat and Discover in an Order of several troopers (D160, D162, D163)', () => {
  it('a Coordinated CC Attack: only the Spearhead strikes, one more die for the other participant in contact', () => {
    const s = tableGame({
      dice: [20, 20],
      a: [profile('line-trooper'), profile('line-trooper')],
      b: [profile('line-trooper')],
      size: { width: 48, depth: 24, zoneDepth: 12 },
      steps: [
        [{ name: 'Line Trooper', form: 'model', at: [23, 11] }],
        [],
        [{ name: 'Line Trooper', nth: 1, form: 'model', at: [25, 11] }],
        [{ name: 'Line Trooper', form: 'model', at: [24, 13] }],
      ],
    });
    const [one, two, enemy] = [pieceAt(s, 23, 11), pieceAt(s, 25, 11), pieceAt(s, 24, 13)];
    const r = (s.pieces[enemy]?.r ?? 0) * 2;
    let t = ok(s, { type: 'coordinated', seat: 'A', pieceIds: [one, two] });
    t = ok(t, {
      type: 'declare',
      seat: 'A',
      skill: 'move',
      to: { [one]: { x: 24 - r, y: 13 }, [two]: { x: 24 + r, y: 13 } },
    });
    t = passAll(t, 'B');
    t = passAll(ok(t, { type: 'declare', seat: 'A', skill: 'ccAttack', target: enemy }), 'B');
    // Two dice were given and both were rolled by the Spearhead: 1, +1 for the ally in contact.
    expect(order(t)).toBeUndefined();
    expect(texts(t)).toContain(
      'Coordinated Order of Player A: its Spearhead, the Line Trooper, performs it; the Line Trooper performs an Idle.',
    );
    expect(texts(t).some((l) => l.includes('CC Attack') && l.includes('20, 20'))).toBe(true);
  });

  it('a Fireteam of three of one Unit under the 2022 rules: the Team Leader’s Discover takes +3', () => {
    const base = tableGame({
      dice: [20],
      a: [profile('line-trooper'), profile('line-trooper'), profile('line-trooper')],
      b: [profile('camo-sniper')],
      steps: [
        [
          { name: 'Line Trooper', form: 'model', at: [10, 10] },
          { name: 'Line Trooper', nth: 1, form: 'model', at: [16, 10] },
        ],
        [],
        [{ name: 'Line Trooper', nth: 2, form: 'model', at: [13, 6] }],
        [{ name: 'Camo Sniper', form: 'CAMO', at: [14, 38] }],
      ],
    });
    const id = (x: number, y: number) => trooperOf(base, pieceAt(base, x, y))?.id ?? '';
    const members = [id(10, 10), id(16, 10), id(13, 6)];
    const game = base.setup.game;
    if (!game) throw new Error('a hot-seat game');
    const s: GameState = {
      ...base,
      setup: { ...base.setup, game: { ...game, fireteamRules: 'N4-2022' } },
      fireteams: [{ id: 'ft-1', owner: 'A', leader: members[0] ?? '', members }],
    };
    let t = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 10, 10) });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'discover', target: pieceAt(t, 14, 38) });
    t = passAll(ok(passAll(t, 'B'), { type: 'declare', seat: 'A', skill: 'idle' }), 'B');
    const line = texts(t).find((l) => l.includes('Discover') && l.includes('rolled 20'));
    expect(line).toContain('Fireteam +3');
  });
});

describe('what the other seat learns from an Order of several troopers’ attack (hidden information)', () => {
  /** A's Coordinated BS Attack, then a Fireteam's, with B's Veil Stalker written at `veil`; B passes. */
  function played(veil: [number, number], team: boolean): GameState[] {
    // Four dice either way: the Team Leader's B3 + 1, or the Spearhead's 2 and the others' 1 and 1.
    const s = game({ veil, team, dice: [20, 20, 20, 20] });
    const [lead, two, three] = pieces(s);
    const enemy = pieceAt(s, 24, 40);
    const on = team
      ? ok(s, { type: 'activate', seat: 'A', pieceId: two })
      : ok(s, { type: 'coordinated', seat: 'A', pieceIds: [lead, two, three] });
    const shot = ok(on, { type: 'declare', seat: 'A', skill: 'bsAttack', target: enemy });
    const second = ok(passAll(shot, 'B'), { type: 'declare', seat: 'A', skill: 'idle' });
    return [on, shot, second, passAll(second, 'B')];
  }

  it.each([
    ['a Coordinated attack', false],
    ['a Fireteam’s attack', true],
  ])('%s: where B’s hidden trooper was written changes nothing A or the audience see', (_what, team) => {
    const near = played([16, 38], team);
    const far = played([44, 44], team);
    expect(near[0]?.secrets.B.hidden).not.toEqual(far[0]?.secrets.B.hidden);
    for (const [i, x] of near.entries()) {
      const y = far[i];
      if (!y) throw new Error('unpaired');
      expect(viewFor(x, 'A')).toEqual(viewFor(y, 'A'));
      expect(viewFor(x, 'public')).toEqual(viewFor(y, 'public'));
    }
    const end = near.at(-1);
    expect(end && order(end)).toBeUndefined();
  });
});

describe('Sixth Sense of a Fireteam of four (RULES.md §18.12.2; D165)', () => {
  /**
   * A: a Line Trooper at (24, 10); B: four Line Troopers, the one at (24, 40) turned away from A
   * (facing down the table), the others facing up it; B's Fireteam holds `members` of them.
   */
  function attacked(members: number): GameState {
    const s = tableGame({
      a: [profile('line-trooper')],
      b: [1, 2, 3, 4].map(() => profile('line-trooper')),
      steps: [
        [],
        [
          { name: 'Line Trooper', form: 'model', at: [24, 40] },
          { name: 'Line Trooper', nth: 1, form: 'model', at: [18, 40] },
          { name: 'Line Trooper', nth: 2, form: 'model', at: [30, 40] },
        ],
        [{ name: 'Line Trooper', form: 'model', at: [24, 10] }],
        [{ name: 'Line Trooper', nth: 3, form: 'model', at: [24, 44] }],
      ],
    });
    const target = pieceAt(s, 24, 40);
    const id = (x: number, y: number) => trooperOf(s, pieceAt(s, x, y))?.id ?? '';
    const all = [id(24, 40), id(18, 40), id(30, 40), id(24, 44)].slice(0, members);
    const turned: GameState = {
      ...s,
      pieces: { ...s.pieces, [target]: { ...s.pieces[target]!, facing: 90 } },
      fireteams: [{ id: 'ft-b', owner: 'B', leader: all[1] ?? '', members: all }],
    };
    let t = ok(turned, { type: 'activate', seat: 'A', pieceId: pieceAt(turned, 24, 10) });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'bsAttack', target });
    return t;
  }

  it('three members: the trooper attacked from behind has no ARO (out of its arc, beyond 8")', () => {
    const t = attacked(3);
    expect(order(t)?.reactors[pieceAt(t, 24, 40)]).toBeUndefined();
  });

  it('four members: it draws LoF to its attacker all round and may shoot back', () => {
    const t = attacked(4);
    const target = pieceAt(t, 24, 40);
    const entry = order(t)?.reactors[target];
    expect(entry?.against[0]).toMatchObject({ lof: true, zoc: false });
    expect(entry?.against[0]?.allowed).toContain('bsAttack');
    ok(t, { type: 'aro', seat: 'B', reactorId: target, choice: 'bsAttack', target: pieceAt(t, 24, 10) });
  });
});
