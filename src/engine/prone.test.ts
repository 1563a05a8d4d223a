// Prone in play (RULES.md §18.9, decisions D55, D56): deploying Prone, going Prone and standing up with a
// Move or a Dodge ARO, halved movement while Prone, the 3 mm height in the LoF scene, and a Holoecho or
// Decoy replica carrying exactly the real trooper's tokens (Prone and Unloaded), so two games differing
// only in which piece is real look the same to the other seat.
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
import {
  PRONE,
  PRONE_HEIGHT_MM,
  silhouetteHeightMm,
  UNLOADED,
  type Profile,
  type Weapon,
} from '../rules/index.ts';
import { apply, awaiting, readAction, viewFor } from './index.ts';
import { truthScene } from './scene.ts';
import { logItems } from './logList.ts';
import type { Action, GameState } from './types.ts';

/** A: an Echo Operative and a Line Trooper; B: two Line Troopers. A deploys first and plays first. */
function played(holoecho: Partial<Extract<Action, { type: 'deploy' }>>, prone = false): GameState {
  let s = hotSeat({ A: ['holoprojector', 'line-trooper'], B: ['line-trooper', 'line-trooper'] }, 'A', 7);
  const echo = rosterId(s, 'A', 'Echo Operative');
  s = ok(s, deployRoster('A', echo, 'Holoecho', 24, 6, { ...holoecho, ...(prone ? { prone } : {}) }));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 0), 'model', 4, 44));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 44, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 44, 44));
  s = ok(s, endStep('B'));
  return s;
}

const ECHOES = {
  extras: [
    { x: 20, y: 6 },
    { x: 28, y: 6 },
  ],
};
const echoIds = (s: GameState) => [pieceAt(s, 24, 6), pieceAt(s, 20, 6), pieceAt(s, 28, 6)];

/** Activates the Holoecho at (20, 6) and moves all three `dy` inches down the table. */
function moveEchoes(s: GameState, dy: number, prone?: boolean): Action {
  const ids = echoIds(s);
  const to = Object.fromEntries(
    ids.map((id) => {
      const p = s.pieces[id];
      return [id, { x: p?.x ?? 0, y: (p?.y ?? 0) + dy }];
    }),
  );
  return { type: 'declare', seat: 'A', skill: 'move', to, ...(prone !== undefined ? { prone } : {}) };
}

const activateEcho = (s: GameState): Action => ({ type: 'activate', seat: 'A', pieceId: pieceAt(s, 20, 6) });
const tokensOf = (s: GameState, ids: string[]) => ids.map((id) => s.pieces[id]?.tokens);
/** The log's last declaration line: the token is public, so the line says when it changes. */
const lastDeclaration = (s: GameState) =>
  logItems(s.log).findLast((e) => e.text.includes('declared the first skill'))?.text ?? '';

describe('going Prone and standing up with a Move (RULES.md §18.9.1, D55)', () => {
  it('a standing trooper moves its full 4" and ends Prone; every Holoecho carries the token', () => {
    let s = played({ ...ECHOES, real: 1 });
    expect(awaiting(s)?.seat).toBe('A');
    s = ok(s, activateEcho(s));
    const ids = echoIds(s);
    s = ok(s, moveEchoes(s, 4, true));
    expect(tokensOf(s, ids)).toEqual([[PRONE], [PRONE], [PRONE]]);
    expect(lastDeclaration(s)).toContain(', going Prone at the end');
  });

  it('a Prone trooper that stays Prone moves at half: 2" is legal, 2.5" is not', () => {
    let s = played({ ...ECHOES, real: 0 }, true);
    s = ok(s, activateEcho(s));
    const ids = echoIds(s);
    rejected(s, moveEchoes(s, 2.5), 'MOVE_TOO_LONG');
    rejected(s, moveEchoes(s, 2.5, true), 'MOVE_TOO_LONG');
    s = ok(s, moveEchoes(s, 2));
    expect(tokensOf(s, ids)).toEqual([[PRONE], [PRONE], [PRONE]]);
    expect(lastDeclaration(s)).not.toMatch(/Prone|standing/);
  });

  it('a Prone trooper standing up does so first and moves its full 4"', () => {
    let s = played({ ...ECHOES, real: 0 }, true);
    s = ok(s, activateEcho(s));
    const ids = echoIds(s);
    s = ok(s, moveEchoes(s, 4, false));
    expect(tokensOf(s, ids)).toEqual([[], [], []]);
    expect(lastDeclaration(s)).toContain(', standing up first');
  });

  it.each<'idle' | 'bsAttack'>(['idle', 'bsAttack'])(
    'a %s cannot change Prone, and the refused state is untouched',
    (skill) => {
      let s = played({ ...ECHOES, real: 0 });
      s = ok(s, activateEcho(s));
      const target = pieceAt(s, 4, 44);
      const v = rejected(s, { type: 'declare', seat: 'A', skill, target, prone: true }, 'PRONE_NOT_ALLOWED');
      expect(v[0]?.rules).toEqual(['prone']);
    },
  );
});

/** A's Lure Specialist deployed as Decoy at (24, 6) with replicas at (18, 6) and (30, 6). */
function decoyDeployed(more: { real: number; prone?: boolean }): GameState {
  const s = hotSeat({ A: ['decoy-user', 'line-trooper'], B: ['line-trooper', 'line-trooper'] });
  const lure = rosterId(s, 'A', 'Lure Specialist');
  return ok(
    s,
    deployRoster('A', lure, 'Decoy', 24, 6, {
      extras: [
        { x: 18, y: 6 },
        { x: 30, y: 6 },
      ],
      ...more,
    }),
  );
}

describe('deploying Prone (RULES.md §18.9.1, D56)', () => {
  it('every piece of a Holoecho trooper is placed with the Prone token', () => {
    const s = played({ ...ECHOES, real: 2 }, true);
    expect(tokensOf(s, echoIds(s))).toEqual([[PRONE], [PRONE], [PRONE]]);
  });

  it('every Decoy replica carries Prone as the user does', () => {
    const s = decoyDeployed({ real: 1, prone: true });
    const mine = Object.values(s.pieces).filter((p) => p.owner === 'A');
    expect(mine).toHaveLength(3);
    for (const p of mine) expect(p.tokens).toEqual([PRONE]);
  });

  it('a Hidden Deployment trooper cannot be written down Prone', () => {
    const s = hotSeat({ A: ['holo-lurker', 'line-trooper'], B: ['line-trooper', 'line-trooper'] });
    const t = Object.values(s.troopers).find((x) => x.owner === 'A' && x.rosterIndex === 0);
    rejected(
      s,
      deployRoster('A', t?.id ?? '', 'model', 24, 6, { hidden: true, prone: true }),
      'PRONE_NOT_ALLOWED',
    );
  });
});

describe('a Decoy user going Prone in play (RULES.md §10.6, §18.9.1)', () => {
  it('its replicas, which never move, take the Prone token with it', () => {
    let s = decoyDeployed({ real: 0 });
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 0), 'model', 4, 44));
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 44, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 44, 44));
    s = ok(s, endStep('B'));
    const real = pieceAt(s, 24, 6);
    const replicas = [pieceAt(s, 18, 6), pieceAt(s, 30, 6)];
    s = ok(s, { type: 'activate', seat: 'A', pieceId: real });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [real]: { x: 24, y: 8 } }, prone: true });
    expect(tokensOf(s, [real, ...replicas])).toEqual([[PRONE], [PRONE], [PRONE]]);
  });
});

describe('a Prone piece is 3 mm tall in the Line of Fire scene (RULES.md §18.9.2)', () => {
  it('Prone pieces use PRONE_HEIGHT_MM; the others their Silhouette', () => {
    const s = played({ ...ECHOES, real: 0 }, true);
    const heights = new Map(truthScene(s).pieces.map((p) => [p.id, p.heightMm]));
    for (const id of echoIds(s)) expect(heights.get(id)).toBe(PRONE_HEIGHT_MM);
    expect(heights.get(pieceAt(s, 44, 6))).toBe(silhouetteHeightMm(2));
  });
});

describe('Prone tokens never tell which Holoecho is real (RULES.md §10.4)', () => {
  /** B's and the audience's views, and whose move it is. */
  const seenByB = (s: GameState) => ({
    b: viewFor(s, 'B'),
    pub: viewFor(s, 'public'),
    awaiting: awaiting(s),
  });

  it.each([
    [0, 1],
    [0, 2],
    [1, 2],
  ])('real piece %i against real piece %i: B sees byte-identical views after A goes Prone', (r1, r2) => {
    let g1 = played({ ...ECHOES, real: r1 });
    let g2 = played({ ...ECHOES, real: r2 });
    expect(JSON.stringify(seenByB(g2))).toBe(JSON.stringify(seenByB(g1)));
    const both = (a: (s: GameState) => Action) => {
      const x = apply(g1, a(g1));
      const y = apply(g2, a(g2));
      if (!x.ok || !y.ok) throw new Error('refused');
      g1 = x.state;
      g2 = y.state;
      expect(JSON.stringify(seenByB(g2))).toBe(JSON.stringify(seenByB(g1)));
    };
    both(activateEcho);
    both((s) => moveEchoes(s, 3, true));
    const echoes = viewFor(g1, 'B').pieces.filter((p) => p.owner === 'A' && p.y === 9);
    expect(echoes).toHaveLength(3);
    for (const p of echoes) expect(p.tokens).toEqual([PRONE]);
  });
});

describe('Unloaded goes on every Holoecho too (RULES.md §10.4, §18.9.3, D56)', () => {
  const oneShot: Weapon = {
    name: 'Panzerfaust',
    ranges: [0, 3, 3, 0, -3, -3, null],
    damage: 14,
    disposable: 1,
  };

  it.each([0, 1, 2])('real piece %i: its one use spent, all three pieces carry Unloaded', (real) => {
    let s = played({ ...ECHOES, real });
    const id = rosterIdOf(s);
    const t = s.troopers[id];
    if (!t) throw new Error('no trooper');
    s = { ...s, troopers: { ...s.troopers, [id]: { ...t, profile: { ...t.profile, weapons: [oneShot] } } } };
    s = ok(s, activateEcho(s));
    const ids = echoIds(s);
    s = ok(s, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(s, 4, 44), weapon: 0 });
    expect(tokensOf(s, ids)).toEqual([[UNLOADED], [UNLOADED], [UNLOADED]]);
  });
});

function rosterIdOf(s: GameState): string {
  return rosterId(s, 'A', 'Echo Operative');
}

describe('going Prone with a Dodge ARO (RULES.md §18.9.1, §6.4)', () => {
  /** A's Holoechoes move 1"; B's Line Trooper at (4, 44) faces them and is asked for its ARO. */
  function asked(): GameState {
    let s = played({ ...ECHOES, real: 0 });
    s = ok(s, activateEcho(s));
    s = ok(s, moveEchoes(s, 1));
    expect(awaiting(s)?.seat).toBe('B');
    return s;
  }

  it('a Dodge ARO with the Prone box ticked puts the trooper of B Prone', () => {
    const s = asked();
    const reactorId = pieceAt(s, 4, 44);
    const target = pieceAt(s, 20, 7);
    const after = ok(s, { type: 'aro', seat: 'B', reactorId, choice: 'dodge', target, prone: true });
    expect(after.pieces[reactorId]?.tokens).toEqual([PRONE]);
    expect(logItems(after.log)).toContainEqual(
      expect.objectContaining({
        text: 'The Line Trooper of Player B goes Prone with its Dodge.',
        rules: ['prone'],
      }),
    );
  });

  it.each<'pass' | 'bsAttack'>(['pass', 'bsAttack'])('a %s cannot change Prone', (choice) => {
    const s = asked();
    const reactorId = pieceAt(s, 4, 44);
    const target = pieceAt(s, 20, 7);
    rejected(s, { type: 'aro', seat: 'B', reactorId, choice, target, prone: true }, 'PRONE_NOT_ALLOWED');
  });
});

describe('games saved before Prone read the same (the flag is optional)', () => {
  const deploy = {
    type: 'deploy',
    seat: 'A',
    trooperId: 't1',
    form: 'model',
    at: { x: 1, y: 2 },
    facing: 90,
  };
  const move = { type: 'declare', seat: 'A', skill: 'move', to: { p1: { x: 1, y: 2 } } };
  it.each([
    ['a deploy', deploy],
    ['a declaration', move],
    ['an ARO', { type: 'aro', seat: 'B', reactorId: 'r1', choice: 'dodge' }],
  ])('%s without prone reads with no prone field', (_what, a) => {
    const r = readAction(a);
    expect(r.ok && r.action).toStrictEqual(a);
  });
  it.each([true, false])('prone: %s is kept; a prone that is not a boolean is refused', (prone) => {
    const r = readAction({ ...move, prone });
    expect(r.ok && 'prone' in r.action && r.action.prone).toBe(prone);
    expect(readAction({ ...move, prone: 'yes' }).ok).toBe(false);
  });
});

/** A's Line Trooper shoots B's (W1) at (20, 40), which passes; the Order ends. */
function shot(seed: number, patch: Partial<Profile> = {}): GameState {
  let s = hotSeat({ A: ['line-trooper', 'line-trooper'], B: ['line-trooper', 'line-trooper'] }, 'A', seed);
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 20, 10));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 20, 40));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 44, 4));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 44, 44, { facing: 90 }));
  s = ok(s, endStep('B'));
  const b = rosterId(s, 'B', 'Line Trooper');
  const t = s.troopers[b];
  if (t) s = { ...s, troopers: { ...s.troopers, [b]: { ...t, profile: { ...t.profile, ...patch } } } };
  s = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 20, 10) });
  s = ok(s, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(s, 20, 40) });
  s = ok(s, { type: 'aro', seat: 'B', reactorId: pieceAt(s, 20, 40), choice: 'pass' });
  return ok(s, { type: 'declare', seat: 'A', skill: 'idle' });
}

describe('an Unconscious trooper is Prone (RULES.md §18.9.1, D58)', () => {
  it('the first of seeds 1..40 that leaves the target Unconscious also leaves it Prone, 3 mm tall', () => {
    const games = Array.from({ length: 40 }, (_, i) => shot(i + 1));
    const target = (g: GameState) => Object.values(g.pieces).find((p) => p.x === 20 && p.y === 40);
    const down = games.find((g) => target(g)?.tokens.includes('Unconscious'));
    expect(down).toBeDefined();
    const piece = down && target(down);
    if (!down || !piece) return;
    expect(piece.tokens).toEqual(['Unconscious', PRONE]);
    expect(truthScene(down).pieces.find((p) => p.id === piece.id)?.heightMm).toBe(PRONE_HEIGHT_MM);
  });
});

describe('a TAG, VH or Motorcycle never goes Prone (RULES.md §18.9.1, D58, D86)', () => {
  /** The state with the trooper behind the piece at (x, y) given a Troop Type or the Motorcycle trait. */
  function typed(s: GameState, x: number, y: number, patch: Partial<Profile>): GameState {
    const piece = pieceAt(s, x, y);
    const id = s.secrets.A.trooperOfPiece[piece] ?? s.secrets.B.trooperOfPiece[piece] ?? '';
    const t = s.troopers[id];
    if (!t) throw new Error('no trooper');
    return { ...s, troopers: { ...s.troopers, [id]: { ...t, profile: { ...t.profile, ...patch } } } };
  }

  it('a TAG cannot go Prone with a Move, and the refused state is untouched', () => {
    let s = played({ ...ECHOES, real: 0 });
    s = typed(s, 20, 6, { troopType: 'TAG' });
    s = ok(s, activateEcho(s));
    const v = rejected(s, moveEchoes(s, 2, true), 'PRONE_NOT_ALLOWED');
    expect(v[0]?.message).toContain('is a TAG and can never go Prone');
    ok(s, moveEchoes(s, 2));
  });

  it('a trooper on a Motorcycle cannot deploy Prone', () => {
    let s = hotSeat({ A: ['line-trooper', 'line-trooper'], B: ['line-trooper', 'line-trooper'] });
    const id = rosterId(s, 'A', 'Line Trooper', 0);
    const t = s.troopers[id];
    if (!t) throw new Error('no trooper');
    s = { ...s, troopers: { ...s.troopers, [id]: { ...t, profile: { ...t.profile, motorcycle: true } } } };
    rejected(s, deployRoster('A', id, 'model', 20, 6, { prone: true }), 'PRONE_NOT_ALLOWED');
  });

  it('a VH that goes Unconscious carries the Unconscious token but not Prone', () => {
    const target = (g: GameState) => Object.values(g.pieces).find((p) => p.x === 20 && p.y === 40);
    const down = Array.from({ length: 40 }, (_, i) => shot(i + 1, { troopType: 'VH' })).find((g) =>
      target(g)?.tokens.includes('Unconscious'),
    );
    expect(down && target(down)?.tokens).toEqual(['Unconscious']);
  });
});

describe('what RULES.md §18.9.1 says that this table does not play yet', () => {
  it.todo('a failed Guts Roll moves the trooper and may put it Prone (Guts Rolls are not played yet)');
  it.todo(
    'with a Dodge the trooper may choose to go Prone before its Dodge move, not only at declaration (D55)',
  );
});
