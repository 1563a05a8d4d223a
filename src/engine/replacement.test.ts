// Replacing markers by models of another base size (RULES.md §12, A18; T46, T47) with the printed
// 40 mm marker tokens: the owner places the model centre on centre or edge on edge, nothing else
// happens meanwhile, and a model that cannot fit is Immobilized-A.
import { ruledText } from '../rules/index.ts';
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { apply, awaiting, newGame, viewFor, type Action, type GameState } from './index.ts';
import { findProfile } from '../content/roster.ts';
import { deployRoster, endStep, ok, pieceAt, rejected, rosterId } from '../../tests/engineFixtures.ts';
import type { Profile, Scenery } from '../rules/index.ts';
import { RULES_EDITION } from './index.ts';

const TOKEN_R = 40 / 25.4 / 2;
const S2_R = 25 / 25.4 / 2;
const S4_R = 55 / 25.4 / 2;

function profile(id: string, change: Partial<Profile> = {}): Profile {
  return { ...structuredClone(findProfile(id)!), ...change };
}

/** A's trooper `who` as a CAMO marker at `at` (40 mm token), B's Line Trooper at (10, 40) facing A. */
function game(who: Profile, at: { x: number; y: number }, scenery: Scenery[] = []): GameState {
  let s = newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery,
      game: {
        rosters: { A: [who, profile('line-trooper')], B: [profile('line-trooper'), profile('line-trooper')] },
        firstDeployer: 'A',
        rules: RULES_EDITION,
        pins: {},
        markerTokens: 'fixed40',
      },
    },
    3,
  );
  const id = (seat: 'A' | 'B', i: number) =>
    Object.values(s.troopers).find((t) => t.owner === seat && t.rosterIndex === i)!.id;
  const deploy = (
    seat: 'A' | 'B',
    i: number,
    form: 'CAMO' | 'model',
    p: { x: number; y: number },
  ): Action => ({
    type: 'deploy',
    seat,
    trooperId: id(seat, i),
    form,
    at: p,
    facing: seat === 'A' ? 90 : 270,
  });
  s = ok(s, deploy('A', 0, 'CAMO', at));
  s = ok(s, { type: 'endDeployment', seat: 'A' });
  s = ok(s, deploy('B', 0, 'model', { x: 10, y: 40 }));
  s = ok(s, { type: 'endDeployment', seat: 'B' });
  s = ok(s, deploy('A', 1, 'model', { x: 40, y: 4 }));
  s = ok(s, { type: 'endDeployment', seat: 'A' });
  s = ok(s, deploy('B', 1, 'model', { x: 40, y: 44 }));
  return ok(s, { type: 'endDeployment', seat: 'B' });
}

/** A's CAMO marker reveals itself by declaring a BS Attack on B's Line Trooper (RULES.md §10.1). */
function reveal(s0: GameState, at: { x: number; y: number }): GameState {
  let s = ok(s0, { type: 'activate', seat: 'A', pieceId: pieceAt(s0, at.x, at.y) });
  s = ok(s, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(s, 10, 40) });
  return s;
}

describe('T46: a 40 mm CAMO token replaced by a 25 mm model (RULES.md §12)', () => {
  const camo = profile('camo-sniper');
  it('the token is 40 mm; revealing asks A to place the model, and everything else waits', () => {
    const s0 = game(camo, { x: 10, y: 10 });
    expect(s0.pieces[pieceAt(s0, 10, 10)]?.r).toBeCloseTo(TOKEN_R, 9);
    const s = reveal(s0, { x: 10, y: 10 });
    const id = pieceAt(s, 10, 10);
    expect(s.pieces[id]).toMatchObject({ kind: 'model' });
    expect(s.pieces[id]?.r).toBeCloseTo(S2_R, 9);
    expect(s.replacements).toEqual([
      { pieceId: id, owner: 'A', old: { x: 10, y: 10, r: TOKEN_R }, keepFacing: null },
    ]);
    expect(viewFor(s, 'B').replacement).toMatchObject({ pieceId: id, owner: 'A', keepFacing: null });
    rejected(s, { type: 'aro', seat: 'B', reactorId: pieceAt(s, 10, 40), choice: 'pass' }, 'WRONG_PHASE');
    rejected(s, { type: 'replace', seat: 'B', pieceId: id, mode: 'centre' }, 'WRONG_SEAT');
    rejected(s, { type: 'replace', seat: 'A', pieceId: pieceAt(s, 40, 4), mode: 'centre' }, 'INVALID_ACTION');
  });

  it('edge on edge at the +x rim point puts the centre at (10.295, 10); centre on centre keeps (10, 10)', () => {
    const s = reveal(game(camo, { x: 10, y: 10 }), { x: 10, y: 10 });
    const id = pieceAt(s, 10, 10);
    const edge = ok(s, {
      type: 'replace',
      seat: 'A',
      pieceId: id,
      mode: { edgeToward: { x: 10 + TOKEN_R, y: 10 } },
      facing: 45,
    });
    expect(edge.pieces[id]?.x).toBeCloseTo(10.295, 3);
    expect(edge.pieces[id]?.y).toBe(10);
    expect(edge.pieces[id]?.facing).toBe(45);
    expect(edge.replacements).toBeUndefined();
    expect(logItems(edge.log).map(ruledText).join('\n')).toMatch(
      /edge on edge at \(10\.29, 10\.00\), facing 45°/,
    );
    const centre = ok(s, { type: 'replace', seat: 'A', pieceId: id, mode: 'centre' });
    expect(centre.pieces[id]).toMatchObject({ x: 10, y: 10, facing: 90 });
    // The Order goes on: B now declares its AROs.
    expect(apply(edge, { type: 'aro', seat: 'B', reactorId: pieceAt(edge, 10, 40), choice: 'pass' }).ok).toBe(
      true,
    );
  });

  it('refuses an edge-on-edge spot that overlaps scenery, and changes nothing', () => {
    const wall: Scenery = {
      id: 'w',
      name: 'Wall',
      height: 'tall',
      polygon: [
        { x: 10.5, y: 8 },
        { x: 11.5, y: 8 },
        { x: 11.5, y: 12 },
        { x: 10.5, y: 12 },
      ],
    };
    // A 55 mm model pushed edge on edge away from the west rim point grows into the wall on the east.
    const walker = profile('heavy-s4', { skills: [{ skill: 'Camouflage' }] });
    const s = reveal(game(walker, { x: 9.5, y: 10 }, [wall]), { x: 9.5, y: 10 });
    const id = pieceAt(s, 9.5, 10);
    const v = rejected(
      s,
      { type: 'replace', seat: 'A', pieceId: id, mode: { edgeToward: { x: 0, y: 10 } } },
      'INSIDE_TALL_SCENERY',
    );
    expect(v[0]?.message).toContain('Wall');
  });
});

describe('T47: an obligatory replacement that does not fit (RULES.md §12)', () => {
  it('a 55 mm model in a 1.9"-wide alley enters Immobilized-A and cannot move', () => {
    const wall = (id: string, x0: number, x1: number): Scenery => ({
      id,
      name: `Wall ${id}`,
      height: 'tall',
      polygon: [
        { x: x0, y: 0 },
        { x: x1, y: 0 },
        { x: x1, y: 30 },
        { x: x0, y: 30 },
      ],
    });
    const walker = profile('heavy-s4', { skills: [{ skill: 'Camouflage' }] });
    // The alley runs from x = 9.05 to 10.95 (1.9" wide); the 40 mm token (1.575") fits in it.
    const s = reveal(game(walker, { x: 10, y: 10 }, [wall('w', 5, 9.05), wall('e', 10.95, 15)]), {
      x: 10,
      y: 10,
    });
    const id = pieceAt(s, 10, 10);
    expect(s.pieces[id]?.r).toBeCloseTo(S4_R, 9);
    expect(s.pieces[id]?.tokens).toContain('Immobilized-A');
    expect(s.replacements).toBeUndefined();
    expect(logItems(s.log).some((l) => l.text.includes('enters Immobilized-A'))).toBe(true);
  });
});

describe('T47: two models revealed by one template, the second standing where the first could go (RULES.md §12)', () => {
  /**
   * B's two S4 troopers with Camouflage as 40 mm CAMO tokens 1.6" apart; A's Assault Trooper lays its
   * Chain Rifle's template on both with an Intuitive Attack (WIP roll 1), and both save (20, 20).
   */
  function twoWalkers(): GameState {
    const walker = (name: string) => profile('heavy-s4', { name, skills: [{ skill: 'Camouflage' }] });
    let s = newGame(
      {
        table: { width: 48, depth: 24, zoneDepth: 10 },
        scenery: [],
        game: {
          rosters: {
            A: [profile('chain-trooper'), profile('line-trooper')],
            B: [walker('Walker One'), walker('Walker Two'), profile('line-trooper')],
          },
          firstDeployer: 'A',
          rules: RULES_EDITION,
          pins: {},
          markerTokens: 'fixed40',
        },
      },
      { given: [1, 20, 20] },
    );
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Assault Trooper'), 'model', 20.8, 9.4));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Walker One'), 'CAMO', 20, 15.2));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Walker Two'), 'CAMO', 21.6, 15.2));
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 44, 2));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 22));
    s = ok(s, endStep('B'));
    s = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 20.8, 9.4) });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'intuitiveAttack', target: pieceAt(s, 20, 15.2) });
    return ok(s, { type: 'endAros', seat: 'B' });
  }

  it('the first, which had room when it was revealed, is not awaited: both stand Immobilized-A', () => {
    const s = twoWalkers();
    const [one, two] = [pieceAt(s, 20, 15.2), pieceAt(s, 21.6, 15.2)];
    expect(s.pieces[one]).toMatchObject({ kind: 'model', tokens: ['Immobilized-A'] });
    expect(s.pieces[one]?.r).toBeCloseTo(S4_R, 9);
    expect(s.pieces[two]).toMatchObject({ kind: 'model', tokens: ['Immobilized-A'] });
    expect(s.replacements).toBeUndefined();
    expect(awaiting(s)).toEqual({ seat: 'A', step: "Round 1 · Player A's turn · 1 Order left" });
    const lines = logItems(s.log).map(ruledText);
    expect(lines.filter((l) => l.includes('does not fit where the marker stood'))).toEqual([
      'The Walker Two of Player B does not fit where the marker stood: it enters Immobilized-A until the space around it changes (Replacing models and markers).',
      'The Walker One of Player B does not fit where the marker stood: it enters Immobilized-A until the space around it changes (Replacing models and markers).',
    ]);
  });
});

describe('a Holoecho bearer keeps its facing when its model is bigger than the token (RULES.md §10.4, §12)', () => {
  it('refuses another facing with FACING_NOT_ALLOWED', () => {
    let s = newGame(
      {
        table: { width: 48, depth: 48, zoneDepth: 12 },
        scenery: [],
        game: {
          rosters: {
            A: [profile('holoprojector', { s: 4 }), profile('line-trooper')],
            B: [profile('line-trooper'), profile('line-trooper')],
          },
          firstDeployer: 'A',
          rules: RULES_EDITION,
          pins: {},
          markerTokens: 'fixed40',
        },
      },
      3,
    );
    const id = (seat: 'A' | 'B', i: number) =>
      Object.values(s.troopers).find((t) => t.owner === seat && t.rosterIndex === i)!.id;
    s = ok(s, {
      type: 'deploy',
      seat: 'A',
      trooperId: id('A', 0),
      form: 'Holoecho',
      at: { x: 20, y: 8 },
      facing: 90,
      extras: [
        { x: 14, y: 8 },
        { x: 26, y: 8 },
      ],
      real: 1,
    });
    s = ok(s, { type: 'endDeployment', seat: 'A' });
    s = ok(s, {
      type: 'deploy',
      seat: 'B',
      trooperId: id('B', 0),
      form: 'model',
      at: { x: 14, y: 40 },
      facing: 270,
    });
    s = ok(s, { type: 'endDeployment', seat: 'B' });
    s = ok(s, {
      type: 'deploy',
      seat: 'A',
      trooperId: id('A', 1),
      form: 'model',
      at: { x: 40, y: 4 },
      facing: 90,
    });
    s = ok(s, { type: 'endDeployment', seat: 'A' });
    s = ok(s, {
      type: 'deploy',
      seat: 'B',
      trooperId: id('B', 1),
      form: 'model',
      at: { x: 44, y: 44 },
      facing: 90,
    });
    s = ok(s, { type: 'endDeployment', seat: 'B' });
    // The real one is the HOLOECHO-1 token at (14, 8); it declares a BS Attack, ending its state.
    s = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 14, 8) });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(s, 14, 40) });
    s = ok(s, { type: 'aro', seat: 'B', reactorId: pieceAt(s, 14, 40), choice: 'pass' });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'idle' });
    const bearer = pieceAt(s, 14, 8);
    expect(s.pieces[bearer]).toMatchObject({ kind: 'model', facing: 90 });
    expect(s.replacements?.[0]).toMatchObject({ pieceId: bearer, keepFacing: 90 });
    rejected(
      s,
      { type: 'replace', seat: 'A', pieceId: bearer, mode: 'centre', facing: 180 },
      'FACING_NOT_ALLOWED',
    );
    const placed = ok(s, { type: 'replace', seat: 'A', pieceId: bearer, mode: 'centre', facing: 90 });
    expect(placed.pieces[bearer]?.facing).toBe(90);
  });
});
