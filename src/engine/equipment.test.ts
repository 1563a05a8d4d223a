// Equipment shown as tokens in play (RULES.md §10.4, seed 000 row 0.18, seed 001 row 1.23; decision
// D92): every Holoecho carries the bearer's TinBot or SymbioMate token, a CAMO marker hides it,
// a Decoy user's token stays with its Model, and two games differing only in which piece is real look
// the same to Player B and the audience.
import { describe, expect, it } from 'vitest';
import { deployRoster, endStep, ok, pieceAt, profile, rosterId } from '../../tests/engineFixtures.ts';
import { PRONE, type Equipment, type Profile } from '../rules/index.ts';
import { apply, awaiting, newGame, RULES_EDITION, viewFor } from './index.ts';
import type { Action, GameState } from './types.ts';

/** A hot-seat game on a 48" table, A deploying and playing first, B with two Line Troopers. */
function game(a: Profile[]): GameState {
  return newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: { A: a, B: [profile('line-trooper'), profile('line-trooper')] },
        firstDeployer: 'A',
        rules: RULES_EDITION,
        pins: {},
      },
    },
    7,
  );
}

/** A's first trooper deployed by `deploy`, then the rest of both armies; ends in A's first Order. */
function played(a: Profile[], deploy: (s: GameState) => Action): GameState {
  let s = game(a);
  s = ok(s, deploy(s));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 0), 'model', 4, 44));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 44, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 44, 44));
  return ok(s, endStep('B'));
}

const echo = (equipment: Equipment[]) => profile('holoprojector', { equipment });
const ECHOES = {
  extras: [
    { x: 20, y: 6 },
    { x: 28, y: 6 },
  ],
};
const echoIds = (s: GameState) => [pieceAt(s, 24, 6), pieceAt(s, 20, 6), pieceAt(s, 28, 6)];

/** The Echo Operative with this equipment as three Holoechoes, the real one `real`. */
function echoes(
  equipment: Equipment[],
  real: number,
  more: Partial<Extract<Action, { type: 'deploy' }>> = {},
) {
  return played([echo(equipment), profile('line-trooper')], (s) =>
    deployRoster('A', rosterId(s, 'A', 'Echo Operative'), 'Holoecho', 24, 6, { ...ECHOES, real, ...more }),
  );
}

/** Activates the Holoecho at (20, 6) and moves all three `dy` inches down the table. */
function moveEchoes(s: GameState, dy: number, prone?: boolean): Action[] {
  const ids = echoIds(s);
  const to = Object.fromEntries(
    ids.map((id) => [id, { x: s.pieces[id]?.x ?? 0, y: (s.pieces[id]?.y ?? 0) + dy }]),
  );
  return [
    { type: 'activate', seat: 'A', pieceId: pieceAt(s, 20, 6) },
    { type: 'declare', seat: 'A', skill: 'move', to, ...(prone !== undefined ? { prone } : {}) },
  ];
}

const tokensOf = (s: GameState, ids: string[]) => ids.map((id) => s.pieces[id]?.tokens);
/** What B's device and the audience are shown, and whose move it is. */
const seenByB = (s: GameState) =>
  JSON.stringify({ b: viewFor(s, 'B'), pub: viewFor(s, 'public'), awaiting: awaiting(s) });

describe('every Holoecho carries the bearer’s equipment token (seed 000 row 0.18, RULES.md §10.4, D92)', () => {
  it.each([0, 1, 2])('real piece %i: the model and both HOLOECHO markers carry TinBot', (real) => {
    const s = echoes(['TinBot'], real);
    expect(tokensOf(s, echoIds(s))).toEqual([['TinBot'], ['TinBot'], ['TinBot']]);
    const shown = viewFor(s, 'B').pieces.filter((p) => p.owner === 'A' && p.y === 6 && p.x < 30);
    expect(shown.map((p) => p.tokens)).toEqual([['TinBot'], ['TinBot'], ['TinBot']]);
  });

  it('with Prone too: all three carry both tokens, whichever is real; a trooper without equipment none', () => {
    const s = echoes(['SymbioMate', 'TinBot'], 1, { prone: true });
    expect(tokensOf(s, echoIds(s))).toEqual(Array.from({ length: 3 }, () => [PRONE, 'TinBot', 'SymbioMate']));
    const bare = echoes([], 1);
    expect(tokensOf(bare, echoIds(bare))).toEqual([[], [], []]);
  });
});

describe('equipment tokens never tell which Holoecho is real (RULES.md §10.4, §10.7, D92)', () => {
  it.each([
    [0, 1],
    [0, 2],
    [1, 2],
  ])(
    'real piece %i against real piece %i: B sees byte-identical views with a TinBot, step by step',
    (r1, r2) => {
      let g1 = echoes(['TinBot'], r1);
      let g2 = echoes(['TinBot'], r2);
      expect(seenByB(g2)).toBe(seenByB(g1));
      for (const i of [0, 1]) {
        const x = apply(g1, moveEchoes(g1, 3, true)[i] as Action);
        const y = apply(g2, moveEchoes(g2, 3, true)[i] as Action);
        if (!x.ok || !y.ok) throw new Error('refused');
        g1 = x.state;
        g2 = y.state;
        expect(seenByB(g2)).toBe(seenByB(g1));
      }
      const moved = viewFor(g1, 'B').pieces.filter((p) => p.owner === 'A' && p.y === 9);
      expect(moved.map((p) => p.tokens)).toEqual(Array.from({ length: 3 }, () => ['TinBot', PRONE]));
    },
  );

  it('the control: with and without a TinBot, B’s views differ (the token is public)', () => {
    expect(seenByB(echoes(['TinBot'], 0))).not.toBe(seenByB(echoes([], 0)));
  });
});

describe('a CAMO marker hides its trooper’s equipment (RULES.md §10.1, D92)', () => {
  const sniper = profile('camo-sniper', { equipment: ['SymbioMate'] });
  const deployed = (form: 'CAMO' | 'model') =>
    played([sniper, profile('line-trooper')], (s) =>
      deployRoster('A', rosterId(s, 'A', 'Camo Sniper'), form, 24, 6),
    );

  it('as a CAMO marker: no token; as a model: SymbioMate', () => {
    expect(deployed('CAMO').pieces[pieceAt(deployed('CAMO'), 24, 6)]?.tokens).toEqual([]);
    expect(deployed('model').pieces[pieceAt(deployed('model'), 24, 6)]?.tokens).toEqual(['SymbioMate']);
  });

  it('revealed by its attack, the model it becomes carries the token', () => {
    let s = deployed('CAMO');
    const marker = pieceAt(s, 24, 6);
    s = ok(s, { type: 'activate', seat: 'A', pieceId: marker });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(s, 4, 44) });
    expect(s.pieces[marker]?.kind).toBe('model');
    expect(s.pieces[marker]?.tokens).toEqual(['SymbioMate']);
  });
});

describe('a Decoy user’s equipment stays with its Model, never on a DECOY marker (seed 001 row 1.23, D92)', () => {
  const lure = profile('decoy-user', { equipment: ['TinBot'] });
  const decoyed = (real: number) =>
    played([lure, profile('line-trooper')], (s) =>
      deployRoster('A', rosterId(s, 'A', 'Lure Specialist'), 'Decoy', 24, 6, {
        extras: [
          { x: 18, y: 6 },
          { x: 30, y: 6 },
        ],
        real,
      }),
    );

  it.each([0, 1, 2])('real piece %i: the Model carries TinBot, the replicas none', (real) => {
    const s = decoyed(real);
    expect(tokensOf(s, [pieceAt(s, 24, 6), pieceAt(s, 18, 6), pieceAt(s, 30, 6)])).toEqual([
      ['TinBot'],
      [],
      [],
    ]);
  });

  it('the real user on a DECOY marker reveals itself with an attack: its model there carries the TinBot', () => {
    let s = decoyed(1);
    const real = pieceAt(s, 18, 6);
    s = ok(s, { type: 'activate', seat: 'A', pieceId: real });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(s, 4, 44) });
    const mine = Object.values(s.pieces).filter((p) => p.owner === 'A' && p.y === 6 && p.x < 40);
    expect(mine.map((p) => [p.id, p.kind, p.tokens])).toEqual([[real, 'model', ['TinBot']]]);
  });

  it('B sees the same views whichever piece is real', () => {
    expect(seenByB(decoyed(1))).toBe(seenByB(decoyed(0)));
    expect(seenByB(decoyed(2))).toBe(seenByB(decoyed(0)));
  });
});

describe('HoloMask shows the imitated trooper’s equipment, never its own (RULES.md §10.4, §10.5, D92)', () => {
  /** The Echo Operative (with `own`) as three Holoechoes showing A's Line Trooper (with `shown`). */
  const masked = (own: Equipment[], shown: Equipment[]) =>
    played([echo(own), profile('line-trooper', { equipment: shown })], (s) =>
      deployRoster('A', rosterId(s, 'A', 'Echo Operative'), 'Holoecho', 24, 6, {
        ...ECHOES,
        real: 1,
        imitates: rosterId(s, 'A', 'Line Trooper'),
      }),
    );

  it('its own TinBot is not shown: B sees the same views as with no TinBot at all', () => {
    const s = masked(['TinBot'], []);
    expect(tokensOf(s, echoIds(s))).toEqual([[], [], []]);
    expect(seenByB(s)).toBe(seenByB(masked([], [])));
  });

  it('the imitated trooper’s SymbioMate is on all three pieces', () => {
    const s = masked(['TinBot'], ['SymbioMate']);
    expect(tokensOf(s, echoIds(s))).toEqual([['SymbioMate'], ['SymbioMate'], ['SymbioMate']]);
  });
});

describe('the equipment’s effects (D93)', () => {
  it.todo('a SymbioMate: when its user is forced to make a Saving Roll, ARM 9 for that Order, then removed');
  it.todo('a TinBot: its Firewall (RULES.md §18.13; its Repeater is played, see repeaters.test.ts, D150)');
});
