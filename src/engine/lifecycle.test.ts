// Engine scenarios: turning, removing, replaying, and players' own profiles (ARCHITECTURE.md §4).
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { apply, newGame, type Action, type GameState } from './index.ts';
import { defaultSetup } from '../content/index.ts';
import { open, ok, deploy, added, move } from '../../tests/engineFixtures.ts';

describe('when a piece is rotated', () => {
  const s0 = deploy(open(), 'A', 'camo-sniper', 'CAMO', 10, 6);
  const id = s0.pieceOrder[0]!;

  it.each([
    [-15, 345],
    [375, 15],
    [360, 0],
    [-360, 0],
    [720, 0],
    [-90, 270],
    [0, 0],
    [179.5, 179.5],
  ])('turns %s° into %s°', (facing, expected) => {
    const next = ok(s0, { type: 'rotatePiece', pieceId: id, facing });
    expect(next.pieces[id]!.facing).toBe(expected);
    expect(Object.is(next.pieces[id]!.facing, -0)).toBe(false);
  });

  it('changes nothing but the facing, and logs the public marker name only', () => {
    const next = ok(s0, { type: 'rotatePiece', pieceId: id, facing: -15 });
    expect(next.pieces[id]).toStrictEqual({ ...s0.pieces[id], facing: 345 });
    expect(logItems(next.log).at(-1)).toMatchObject({
      text: 'Player A turned a CAMO marker to face 345° (right).',
      ownerText: 'Player A turned Camo Sniper (CAMO marker) to face 345° (right).',
    });
  });

  it('normalises the facing given at deployment too', () => {
    const s1 = deploy(s0, 'A', 'line-trooper', 'model', 20, 6, 375);
    expect(added(s0, s1)[0]!.facing).toBe(15);
  });
});

describe('when a Holoecho trooper is removed', () => {
  const s0 = deploy(
    deploy(open(), 'A', 'line-trooper', 'model', 10, 6),
    'A',
    'holoprojector',
    'Holoecho',
    24,
    6,
  );
  const lineId = s0.pieceOrder[0]!;
  const group = s0.pieceOrder.slice(1);
  const tid = s0.secrets.A.trooperOfPiece[group[0]!]!;

  it.each([0, 1, 2])('removes all three pieces and the secrets, whichever piece #%s is named', (k) => {
    const next = ok(s0, { type: 'removeTrooper', pieceId: group[k]! });
    for (const id of group) {
      expect(next.pieces).not.toHaveProperty(id);
      expect(next.pieceOrder).not.toContain(id);
      expect(next.secrets.A.trooperOfPiece).not.toHaveProperty(id);
    }
    expect(next.troopers).not.toHaveProperty(tid);
    expect(next.secrets.A.realPieceOf).not.toHaveProperty(tid);
    expect(next.pieceOrder).toStrictEqual([lineId]);
    expect(Object.keys(next.troopers)).toStrictEqual([s0.secrets.A.trooperOfPiece[lineId]]);
    expect(logItems(next.log).at(-1)!.text).toBe('Player A took 3 pieces off the table.');
    expect(logItems(next.log).at(-1)!.ownerText).toMatch(
      /^Player A took Echo Operative( \(HOLOECHO-[12] marker\))? off the table\.$/,
    );
  });

  it('removes a Decoy user with its replicas', () => {
    const s1 = deploy(s0, 'B', 'decoy-user', 'Decoy', 24, 40);
    const decoys = added(s0, s1);
    const next = ok(s1, { type: 'removeTrooper', pieceId: decoys[2]!.id });
    expect(next.pieceOrder).toStrictEqual(s0.pieceOrder);
    expect(next.secrets.B).toStrictEqual({ trooperOfPiece: {}, realPieceOf: {}, imitates: {}, hidden: {} });
  });
});

describe('when the same seed replays the same actions', () => {
  function play(seed: number): GameState {
    let s = open(seed);
    s = deploy(s, 'A', 'line-trooper', 'model', 10, 6);
    s = deploy(s, 'A', 'holoprojector', 'Holoecho', 24, 6);
    s = deploy(s, 'B', 'camo-sniper', 'CAMO', 10, 40);
    s = deploy(s, 'B', 'decoy-user', 'Decoy', 30, 40);
    s = ok(s, move(s.pieceOrder[0]!, 10, 9));
    s = ok(s, { type: 'rotatePiece', pieceId: s.pieceOrder[4]!, facing: -30 });
    return s;
  }

  it('gives deep-equal states, ids and generator state included', () => {
    const a = play(7);
    const b = play(7);
    expect(a).toStrictEqual(b);
    expect(a.pieceOrder).toStrictEqual(b.pieceOrder);
    expect(Object.keys(a.troopers)).toStrictEqual(Object.keys(b.troopers));
  });

  it('gives different piece ids for a different seed', () => {
    const a = play(7);
    const b = play(8);
    expect(a.pieceOrder).not.toStrictEqual(b.pieceOrder);
    expect(a.pieceOrder[0]).not.toBe(b.pieceOrder[0]);
  });

  it('uses the default seed when none is given', () => {
    expect(newGame(defaultSetup('open'))).toStrictEqual(newGame(defaultSetup('open'), 1));
  });

  it('draws ids that are unique and do not count up', () => {
    const s = play(7);
    const ids = [...s.pieceOrder, ...Object.keys(s.troopers)];
    expect(new Set(ids).size).toBe(ids.length);
    const counter = /^(\D*)(\d+)$/;
    for (const id of ids) expect(id).not.toMatch(/^[a-z]?\d+$/);
    const [first, second] = s.pieceOrder;
    const m1 = counter.exec(first!);
    const m2 = counter.exec(second!);
    const sequential = m1 && m2 && m1[1] === m2[1] && Math.abs(Number(m1[2]) - Number(m2[2])) === 1;
    expect(sequential).toBeFalsy();
    expect([first, second]).not.toStrictEqual(['p1', 'p2']);
  });
});

describe('when a trooper is deployed with a profile of the players own', () => {
  const custom = {
    id: 'my-sniper',
    name: 'Club Sniper',
    s: 2,
    mov: [4, 2],
    wip: 13,
    bs: 13,
    ph: 10,
    arm: 1,
    w: 1,
    skills: [{ skill: 'Camouflage' }, { skill: 'Mimetism', mod: -6 }],
  };
  const deployCustom = (profile: unknown) =>
    ({
      type: 'deployTrooper',
      seat: 'A',
      profileId: 'custom',
      profile,
      form: 'CAMO',
      at: { x: 10, y: 6 },
      facing: 90,
    }) as unknown as Action;

  it('places it with that profile', () => {
    const r = apply(newGame(defaultSetup('open'), 3), deployCustom(custom));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const piece = r.state.pieces[r.state.pieceOrder[0]!]!;
    expect(piece.kind).toBe('CAMO');
    expect(piece.mimetism).toBe(-6);
    expect(Object.values(r.state.troopers)[0]!.profile.name).toBe('Club Sniper');
  });

  it.each([
    ['s', { ...custom, s: 9 }, 'profile.s:'],
    ['mov', { ...custom, mov: [4] }, 'profile.mov'],
    ['wip', { ...custom, wip: -1 }, 'profile.wip:'],
    ['name', { ...custom, name: '' }, 'profile.name:'],
    ['a skill level', { ...custom, skills: [{ skill: 'Mimetism', mod: -4 }] }, 'profile.skills.0'],
  ])('refuses a bad %s with INVALID_PROFILE naming the field, and changes nothing', (_f, profile, field) => {
    const s0 = newGame(defaultSetup('open'), 3);
    const before = structuredClone(s0);
    const r = apply(s0, deployCustom(profile));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.state).toBe(s0);
    expect(s0).toStrictEqual(before);
    expect(r.violations[0]!.code).toBe('INVALID_PROFILE');
    expect(r.violations[0]!.message).toContain(field);
  });
});
