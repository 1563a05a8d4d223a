import { describe, expect, it } from 'vitest';
import {
  baseRadiusInches,
  coherencyFailures,
  edgeDistance,
  type DeploymentForm,
  type PieceKind,
  type Scenery,
  type Seat,
  type Violation,
  type ViolationCode,
} from '../rules/index.ts';
import { apply, defaultSetup, newGame, type Action, type GameSetup, type GameState } from './index.ts';
import type { PieceState } from './types.ts';

/** Scenario tests for the reducer (ARCHITECTURE.md §4, §9; STYLE.md habits 5, 11, 12). */

const R2 = baseRadiusInches(2);

/** A 48" × 48" table with one solid 8" × 8" tower whose faces are x = 20, x = 28, y = 20, y = 28. */
const TOWER: Scenery = {
  id: 's-tower',
  name: 'Tower',
  height: 'tall',
  polygon: [
    { x: 20, y: 20 },
    { x: 28, y: 20 },
    { x: 28, y: 28 },
    { x: 20, y: 28 },
  ],
};
function towerSetup(): GameSetup {
  return { table: { width: 48, depth: 48, zoneDepth: 12 }, scenery: [TOWER] };
}

/**
 * A tall rectangle turned 45° across the top-left corner; its near face is the line x + y = 1.75".
 * An S2 base at (0.5, 0.5) just fits between it and the two table edges (0.038" to spare), and
 * every spot around it is either off the table or inside the block.
 */
const CORNER_BLOCK: Scenery = {
  id: 's-corner',
  name: 'Corner block',
  height: 'tall',
  polygon: [
    { x: 3.75, y: -2 },
    { x: 13.75, y: 8 },
    { x: 8, y: 13.75 },
    { x: -2, y: 3.75 },
  ],
};
const POCKET = { x: 0.5, y: 0.5 };

function open(seed?: number): GameState {
  return newGame(defaultSetup('open'), seed);
}

/** Applies an action that must succeed, and checks that the input state was not mutated. */
function ok(state: GameState, action: Action): GameState {
  const before = structuredClone(state);
  const r = apply(state, action);
  if (!r.ok) {
    throw new Error(
      `${action.type} was rejected: ${r.violations.map((v) => `${v.code} ${v.message}`).join('; ')}`,
    );
  }
  expect(state).toStrictEqual(before);
  return r.state;
}

/**
 * Applies an action that must be refused with `code`: the very same state object comes back and
 * nothing in it changed (STYLE.md habit 5). Returns the violations for further checks.
 */
function rejected(state: GameState, action: Action, code: ViolationCode): Violation[] {
  const before = structuredClone(state);
  const r = apply(state, action);
  expect(r.ok).toBe(false);
  expect(r.state).toBe(state);
  expect(state).toStrictEqual(before);
  if (r.ok) throw new Error('unreachable');
  expect(r.violations.map((v) => v.code)).toContain(code);
  for (const v of r.violations) expect(v.message.length).toBeGreaterThan(0);
  return r.violations;
}

function deployAction(
  seat: Seat,
  profileId: string,
  form: DeploymentForm,
  x: number,
  y: number,
  facing = seat === 'A' ? 90 : 270,
): Action {
  return { type: 'deployTrooper', seat, profileId, form, at: { x, y }, facing };
}

function deploy(
  state: GameState,
  seat: Seat,
  profileId: string,
  form: DeploymentForm,
  x: number,
  y: number,
  facing?: number,
): GameState {
  return ok(state, deployAction(seat, profileId, form, x, y, facing));
}

/** The pieces a step added, in placement order. */
function added(before: GameState, after: GameState): PieceState[] {
  return after.pieceOrder.filter((id) => !(id in before.pieces)).map((id) => after.pieces[id]!);
}

function pieceOf(state: GameState, seat: Seat, kind: PieceKind, nth = 0): PieceState {
  const found = state.pieceOrder
    .map((id) => state.pieces[id]!)
    .filter((p) => p.owner === seat && p.kind === kind);
  const p = found[nth];
  if (!p) throw new Error(`no ${kind} piece #${String(nth)} of ${seat}`);
  return p;
}

function trooperIdOf(state: GameState, piece: PieceState): string {
  return state.secrets[piece.owner].trooperOfPiece[piece.id]!;
}

function move(pieceId: string, x: number, y: number, limit: 'mov' | 'free' = 'mov'): Action {
  return { type: 'movePiece', pieceId, to: { x, y }, limit };
}

describe('when a Line Trooper is deployed as a model', () => {
  const s0 = open();
  const s1 = deploy(s0, 'A', 'line-trooper', 'model', 10, 6, -15);
  const [piece] = added(s0, s1);

  it('puts exactly one model on the table, showing its profile', () => {
    expect(added(s0, s1)).toHaveLength(1);
    expect(piece).toMatchObject({
      owner: 'A',
      kind: 'model',
      x: 10,
      y: 6,
      facing: 345,
      s: 2,
      r: R2,
      tokens: [],
      shows: { name: 'Line Trooper', profileId: 'line-trooper' },
    });
    expect(piece).not.toHaveProperty('mimetism');
  });

  it('records a trooper in model form, linked to that piece as the real one', () => {
    const tid = trooperIdOf(s1, piece!);
    expect(s1.troopers[tid]).toMatchObject({ owner: 'A', form: 'model', profile: { id: 'line-trooper' } });
    expect(s1.secrets.A.realPieceOf[tid]).toBe(piece!.id);
    expect(s1.secrets.B).toStrictEqual({ trooperOfPiece: {}, realPieceOf: {} });
  });

  it('logs a public text and a fuller text for the owner', () => {
    expect(s1.log).toStrictEqual([
      {
        seq: 1,
        seat: 'A',
        text: 'Player A placed a model.',
        ownerText: 'Player A placed Line Trooper as a model.',
      },
    ]);
  });

  it('gives an S4 model the S4 base', () => {
    const s2 = deploy(s1, 'B', 'heavy-s4', 'model', 24, 40);
    expect(added(s1, s2)[0]).toMatchObject({ kind: 'model', s: 4, r: baseRadiusInches(4), facing: 270 });
  });
});

describe('when a Camo Sniper and a Veil Stalker deploy as CAMO markers', () => {
  const s0 = open();
  const s1 = deploy(s0, 'B', 'camo-sniper', 'CAMO', 10, 40);
  const s2 = deploy(s1, 'B', 'veil-stalker', 'CAMO', 20, 40);
  const [sniper] = added(s0, s1);
  const [stalker] = added(s1, s2);

  it('prints the Mimetism label of each profile on its marker: -3 and -6', () => {
    expect(sniper).toMatchObject({ kind: 'CAMO', mimetism: -3, s: 2, r: R2, facing: 270 });
    expect(stalker).toMatchObject({ kind: 'CAMO', mimetism: -6 });
  });

  it('shows no profile on the markers', () => {
    expect(sniper).not.toHaveProperty('shows');
    expect(stalker).not.toHaveProperty('shows');
  });

  it('keeps who is behind each marker in the owner secrets only', () => {
    expect(s2.troopers[trooperIdOf(s2, sniper!)]).toMatchObject({
      form: 'CAMO',
      profile: { name: 'Camo Sniper' },
    });
    expect(s2.troopers[trooperIdOf(s2, stalker!)]).toMatchObject({
      form: 'CAMO',
      profile: { name: 'Veil Stalker' },
    });
    expect(s2.log[0]).toMatchObject({
      text: 'Player B placed a CAMO marker.',
      ownerText: 'Player B placed Camo Sniper as CAMO.',
    });
  });
});

describe('when a Mask Infiltrator deploys as an IMP-1 or an IMP-2 marker', () => {
  it.each(['IMP-1', 'IMP-2'] as const)('puts one %s marker with no profile and no Mimetism label', (form) => {
    const s0 = open();
    const s1 = deploy(s0, 'A', 'impersonator', form, 12, 6);
    const pieces = added(s0, s1);
    expect(pieces).toHaveLength(1);
    expect(pieces[0]).toMatchObject({ kind: form, s: 2, r: R2 });
    expect(pieces[0]).not.toHaveProperty('shows');
    expect(pieces[0]).not.toHaveProperty('mimetism');
    expect(s1.troopers[trooperIdOf(s1, pieces[0]!)]).toMatchObject({
      form,
      profile: { name: 'Mask Infiltrator' },
    });
    expect(s1.log[0]!.text).toBe(`Player A placed ${form.startsWith('IMP') ? 'an' : 'a'} ${form} marker.`);
  });
});

describe('when an Echo Operative deploys with its Holoechoes', () => {
  const s0 = open();
  const s1 = deploy(s0, 'A', 'holoprojector', 'Holoecho', 24, 6);
  const pieces = added(s0, s1);

  it('puts one model, a HOLOECHO-1 and a HOLOECHO-2 marker, facing the same way', () => {
    expect(pieces.map((p) => p.kind)).toStrictEqual(['model', 'HOLOECHO-1', 'HOLOECHO-2']);
    expect(pieces.map((p) => p.facing)).toStrictEqual([90, 90, 90]);
    expect(pieces[0]).toMatchObject({ x: 24, y: 6, shows: { name: 'Echo Operative' } });
    expect(pieces[1]).not.toHaveProperty('shows');
    expect(pieces[2]).not.toHaveProperty('shows');
  });

  it('places all three in Coherency, none overlapping another', () => {
    expect(coherencyFailures(pieces)).toStrictEqual([]);
    for (const p of pieces) {
      for (const q of pieces)
        if (p !== q) expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThanOrEqual(2 * R2 - 0.01);
    }
  });

  it('links the three pieces to one trooper, the model being the real one', () => {
    const tids = new Set(pieces.map((p) => trooperIdOf(s1, p)));
    expect(tids.size).toBe(1);
    const [tid] = [...tids];
    expect(s1.troopers[tid!]).toMatchObject({ form: 'Holoecho', profile: { id: 'holoprojector' } });
    expect(s1.secrets.A.realPieceOf[tid!]).toBe(pieces[0]!.id);
  });

  it('logs the three public pieces without the profile name', () => {
    expect(s1.log[0]).toMatchObject({
      text: 'Player A placed a model, a HOLOECHO-1 marker, a HOLOECHO-2 marker.',
      ownerText: 'Player A placed Echo Operative as Holoecho.',
    });
  });
});

describe('when a Lure Specialist deploys with its Decoys', () => {
  const s0 = open();
  const s1 = deploy(s0, 'B', 'decoy-user', 'Decoy', 24, 40);
  const pieces = added(s0, s1);

  it('puts the model and the DECOY-1 and DECOY-2 replicas (Decoy (2))', () => {
    expect(pieces.map((p) => p.kind)).toStrictEqual(['model', 'DECOY-1', 'DECOY-2']);
  });

  it('places each replica within 8" of the model', () => {
    const [model, ...replicas] = pieces;
    for (const r of replicas) expect(edgeDistance(model!, r)).toBeLessThanOrEqual(8);
  });

  it('makes the model the real one', () => {
    const tid = trooperIdOf(s1, pieces[0]!);
    expect(pieces.every((p) => trooperIdOf(s1, p) === tid)).toBe(true);
    expect(s1.secrets.B.realPieceOf[tid]).toBe(pieces[0]!.id);
    expect(s1.troopers[tid]!.form).toBe('Decoy');
  });
});

describe('when a profile lacks the skill for the form it is deployed in', () => {
  const s0 = deploy(open(), 'A', 'line-trooper', 'model', 10, 6);

  it.each([
    ['line-trooper', 'CAMO'],
    ['line-trooper', 'IMP-1'],
    ['camo-sniper', 'Holoecho'],
    ['impersonator', 'Decoy'],
    ['decoy-user', 'CAMO'],
  ] as const)('refuses %s as %s with FORM_NOT_ALLOWED', (profileId, form) => {
    rejected(s0, deployAction('A', profileId, form, 30, 6), 'FORM_NOT_ALLOWED');
  });
});

describe('when a deploy names a profile that is not in the roster', () => {
  it('refuses it with UNKNOWN_PROFILE', () => {
    const s0 = deploy(open(), 'A', 'line-trooper', 'model', 10, 6);
    const [v] = rejected(s0, deployAction('A', 'no-such-profile', 'model', 30, 6), 'UNKNOWN_PROFILE');
    expect(v!.message).toContain('no-such-profile');
  });
});

describe('when a Line Trooper moves 3 inches', () => {
  const s0 = deploy(open(), 'A', 'line-trooper', 'model', 10, 6);
  const id = s0.pieceOrder[0]!;
  const r = apply(s0, move(id, 10, 9));

  it('is applied, moves only that piece and logs the distance', () => {
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.pieces[id]).toStrictEqual({ ...s0.pieces[id], y: 9 });
    expect(r.events).toStrictEqual([r.state.log.at(-1)]);
    expect(r.state.log.at(-1)).toMatchObject({
      seq: 2,
      seat: 'A',
      text: 'Player A moved a Line Trooper 3.0" to (10.0, 9.0).',
    });
  });
});

describe('when a Line Trooper (MOV 4-2) moves at the edge of its MOV', () => {
  const s0 = deploy(open(), 'A', 'line-trooper', 'model', 10, 6);
  const id = s0.pieceOrder[0]!;

  it('accepts exactly 6" (the MOV sum) and 6" plus less than EPS', () => {
    expect(ok(s0, move(id, 16, 6)).pieces[id]).toMatchObject({ x: 16, y: 6 });
    expect(ok(s0, move(id, 16.005, 6)).pieces[id]).toMatchObject({ x: 16.005 });
  });

  it('refuses 6.02" with MOVE_TOO_LONG naming the limit', () => {
    const [v] = rejected(s0, move(id, 16.02, 6), 'MOVE_TOO_LONG');
    expect(v!.message).toContain('6"');
    expect(v!.ids).toStrictEqual([id]);
  });

  it('refuses 20" with MOVE_TOO_LONG', () => {
    rejected(s0, move(id, 10, 26), 'MOVE_TOO_LONG');
  });

  it('accepts 20" when the limit is free', () => {
    expect(ok(s0, move(id, 10, 26, 'free')).pieces[id]).toMatchObject({ x: 10, y: 26 });
  });
});

describe('when a piece would leave the table', () => {
  const s0 = deploy(open(), 'A', 'line-trooper', 'model', 10, 6);
  const id = s0.pieceOrder[0]!;

  it('accepts a base whose edge lies on the table edge', () => {
    ok(s0, deployAction('A', 'line-trooper', 'model', R2, 3));
    ok(s0, move(id, 48 - R2, 6, 'free'));
  });

  it('refuses a deploy hanging over the edge with OFF_TABLE', () => {
    rejected(s0, deployAction('A', 'line-trooper', 'model', 0.2, 3), 'OFF_TABLE');
    rejected(s0, deployAction('B', 'camo-sniper', 'CAMO', 30, 48), 'OFF_TABLE');
  });

  it('refuses a move over the edge with OFF_TABLE', () => {
    rejected(s0, move(id, 47.8, 6, 'free'), 'OFF_TABLE');
    rejected(s0, move(id, 10, 0.3), 'OFF_TABLE');
  });
});

describe('when a model is dropped on another base', () => {
  const s0 = deploy(
    deploy(open(), 'A', 'line-trooper', 'model', 10, 6),
    'B',
    'line-trooper',
    'model',
    10,
    12,
  );
  const a = s0.pieceOrder[0]!;

  it('refuses a deploy overlapping a model with OVERLAPS_BASE', () => {
    rejected(s0, deployAction('A', 'field-officer', 'model', 10.5, 6), 'OVERLAPS_BASE');
  });

  it('refuses a move overlapping an enemy model with OVERLAPS_BASE', () => {
    rejected(s0, move(a, 10, 11.5), 'OVERLAPS_BASE');
  });

  it('accepts base contact with an enemy model', () => {
    ok(s0, move(a, 10, 12 - 2 * R2));
  });
});

describe('when a model is dropped on an enemy CAMO marker', () => {
  const s0 = deploy(
    deploy(deploy(open(), 'A', 'line-trooper', 'model', 10, 6), 'B', 'camo-sniper', 'CAMO', 10, 10),
    'B',
    'impersonator',
    'IMP-1',
    20,
    10,
  );
  const a = s0.pieceOrder[0]!;
  const camo = pieceOf(s0, 'B', 'CAMO');

  it('refuses the move with CONTACT_WITH_ENEMY_MARKER, naming the marker but not who it is', () => {
    const vs = rejected(s0, move(a, 10, 10, 'free'), 'CONTACT_WITH_ENEMY_MARKER');
    const v = vs.find((x) => x.code === 'CONTACT_WITH_ENEMY_MARKER')!;
    expect(v.ids).toStrictEqual([a, camo.id]);
    for (const x of vs) expect(x.message).not.toContain('Camo Sniper');
  });

  it('refuses mere base contact too (no overlap)', () => {
    rejected(s0, move(a, 10, 10 - 2 * R2), 'CONTACT_WITH_ENEMY_MARKER');
  });

  it('accepts a base just out of contact', () => {
    ok(s0, move(a, 10, 10 - 2 * R2 - 0.02));
  });

  it('refuses a deploy on the marker and a deploy touching an enemy IMP-1 marker', () => {
    rejected(s0, deployAction('A', 'field-officer', 'model', 11, 10.5), 'CONTACT_WITH_ENEMY_MARKER');
    rejected(s0, deployAction('A', 'line-trooper', 'model', 20 - 2 * R2, 10), 'CONTACT_WITH_ENEMY_MARKER');
  });

  it('allows the owner to touch its own CAMO marker, but not to overlap it', () => {
    ok(s0, deployAction('B', 'line-trooper', 'model', 10 + 2 * R2, 10));
    rejected(s0, deployAction('B', 'line-trooper', 'model', 10.5, 10), 'OVERLAPS_BASE');
  });
});

describe('when a piece is placed inside tall scenery', () => {
  const s0 = deploy(newGame(towerSetup()), 'A', 'line-trooper', 'model', 15, 24, 0);
  const id = s0.pieceOrder[0]!;

  it('refuses a deploy inside the tower with INSIDE_TALL_SCENERY', () => {
    const vs = rejected(s0, deployAction('B', 'line-trooper', 'model', 24, 24), 'INSIDE_TALL_SCENERY');
    expect(vs[0]!.ids).toContain('s-tower');
  });

  it('refuses a move whose base cuts into the wall', () => {
    rejected(s0, move(id, 20 - R2 + 0.05, 24), 'INSIDE_TALL_SCENERY');
  });

  it('accepts a base touching the wall', () => {
    ok(s0, move(id, 20 - R2, 24));
  });
});

describe('when a HOLOECHO marker is moved 20 inches away', () => {
  const s0 = deploy(open(), 'A', 'holoprojector', 'Holoecho', 24, 6);
  const model = pieceOf(s0, 'A', 'model');
  const h1 = pieceOf(s0, 'A', 'HOLOECHO-1');

  it('refuses it with OUT_OF_COHERENCY even with limit free, naming that marker', () => {
    const vs = rejected(s0, move(h1.id, h1.x, h1.y + 20, 'free'), 'OUT_OF_COHERENCY');
    expect(vs.find((v) => v.code === 'OUT_OF_COHERENCY')!.ids).toStrictEqual([h1.id]);
  });

  it('refuses moving the model away from both markers', () => {
    rejected(s0, move(model.id, model.x, model.y + 20, 'free'), 'OUT_OF_COHERENCY');
  });

  it('accepts a marker exactly 8" (edge to edge) from its nearest partner, refuses 8.05"', () => {
    // The markers stand on the model's -x side, so +x of the model the model is the nearest partner.
    expect(h1.x).toBeLessThan(model.x);
    ok(s0, move(h1.id, model.x + 2 * R2 + 8, model.y, 'free'));
    rejected(s0, move(h1.id, model.x + 2 * R2 + 8.05, model.y, 'free'), 'OUT_OF_COHERENCY');
  });
});

describe('when a DECOY replica is moved away from its user', () => {
  const s0 = deploy(open(), 'B', 'decoy-user', 'Decoy', 24, 40);
  const model = pieceOf(s0, 'B', 'model');
  const d1 = pieceOf(s0, 'B', 'DECOY-1');
  const d2 = pieceOf(s0, 'B', 'DECOY-2');

  it('refuses it with OUT_OF_COHERENCY, naming the replica', () => {
    const vs = rejected(s0, move(d1.id, 24, 20, 'free'), 'OUT_OF_COHERENCY');
    expect(vs.find((v) => v.code === 'OUT_OF_COHERENCY')!.ids).toStrictEqual([d1.id]);
  });

  it('refuses moving the user away from its replicas', () => {
    const vs = rejected(s0, move(model.id, 24, 20, 'free'), 'OUT_OF_COHERENCY');
    expect(vs.find((v) => v.code === 'OUT_OF_COHERENCY')!.ids).toStrictEqual([d1.id, d2.id]);
  });

  it('accepts a replica moved within 8" of the user', () => {
    ok(s0, move(d1.id, 24, 40 - 2 * R2 - 7.9, 'free'));
  });
});

describe('when a Holoecho is deployed into a corner hemmed in by tall scenery and the table edges', () => {
  const s0 = newGame({ table: { width: 48, depth: 48, zoneDepth: 12 }, scenery: [CORNER_BLOCK] });

  it('fits a lone model in the corner', () => {
    ok(s0, deployAction('A', 'holoprojector', 'model', POCKET.x, POCKET.y, 45));
  });

  it('refuses the Holoecho group with NO_ROOM_FOR_GROUP', () => {
    rejected(s0, deployAction('A', 'holoprojector', 'Holoecho', POCKET.x, POCKET.y, 45), 'NO_ROOM_FOR_GROUP');
  });

  it('refuses a Decoy group there with NO_ROOM_FOR_GROUP', () => {
    rejected(s0, deployAction('A', 'decoy-user', 'Decoy', POCKET.x, POCKET.y, 0), 'NO_ROOM_FOR_GROUP');
  });

  it('leaves the state untouched after a refusal on a table that already holds pieces', () => {
    const s1 = deploy(s0, 'B', 'camo-sniper', 'CAMO', 30, 40);
    rejected(s1, deployAction('A', 'holoprojector', 'Holoecho', POCKET.x, POCKET.y, 45), 'NO_ROOM_FOR_GROUP');
  });
});

describe('when an action names a piece that is not on the table', () => {
  const s0 = deploy(open(), 'A', 'line-trooper', 'model', 10, 6);

  it.each([
    ['movePiece', move('p-nope', 1, 1)],
    ['rotatePiece', { type: 'rotatePiece', pieceId: 'p-nope', facing: 10 }],
    ['removeTrooper', { type: 'removeTrooper', pieceId: 'p-nope' }],
  ] as const)('refuses %s with UNKNOWN_PIECE', (_name, action) => {
    const [v] = rejected(s0, action, 'UNKNOWN_PIECE');
    expect(v!.ids).toStrictEqual(['p-nope']);
  });

  // Names inherited from Object.prototype are not pieces (ARCHITECTURE.md §4: never throw on input).
  it.each([
    ['removeTrooper', { type: 'removeTrooper', pieceId: 'toString' }],
    ['rotatePiece', { type: 'rotatePiece', pieceId: 'constructor', facing: 3 }],
    ['movePiece', move('__proto__', 10, 10, 'free')],
  ] as const)('refuses %s of an inherited name with UNKNOWN_PIECE', (_name, action) => {
    rejected(s0, action, 'UNKNOWN_PIECE');
  });
});

describe('when an action is malformed', () => {
  const s0 = deploy(open(), 'A', 'line-trooper', 'model', 10, 6);
  const id = s0.pieceOrder[0]!;
  const bad = (a: unknown) => a as Action;

  it.each([
    [
      'NaN deploy coordinates',
      bad({ ...deployAction('A', 'line-trooper', 'model', 0, 0), at: { x: NaN, y: 3 } }),
    ],
    ['NaN move target', bad(move(id, 10, NaN))],
    ['an infinite facing', bad({ type: 'rotatePiece', pieceId: id, facing: Infinity })],
    ['an unknown type', bad({ type: 'teleportPiece', pieceId: id, to: { x: 1, y: 1 } })],
    ['a missing facing', bad({ type: 'rotatePiece', pieceId: id })],
    [
      'a missing seat',
      bad({ type: 'deployTrooper', profileId: 'line-trooper', form: 'model', at: { x: 5, y: 5 }, facing: 0 }),
    ],
    ['an unknown form', bad({ ...deployAction('A', 'line-trooper', 'model', 5, 5), form: 'HOLOMASK' })],
    ['an unknown seat', bad({ ...deployAction('A', 'line-trooper', 'model', 5, 5), seat: 'C' })],
    ['an unknown move limit', bad({ ...move(id, 10, 8), limit: 'far' })],
    ['null', bad(null)],
    ['a string', bad('movePiece')],
  ])('refuses %s with INVALID_ACTION', (_name, action) => {
    rejected(s0, action, 'INVALID_ACTION');
  });

  it('names the bad field in the message', () => {
    const [v] = rejected(s0, bad(move(id, 10, NaN)), 'INVALID_ACTION');
    expect(v!.message).toContain('to.y');
  });
});

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
    expect(next.log.at(-1)).toMatchObject({
      text: 'Player A turned a CAMO marker to face 345°.',
      ownerText: 'Player A turned Camo Sniper (CAMO marker) to face 345°.',
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
    expect(next.log.at(-1)!.text).toBe('Player A took 3 pieces off the table.');
    expect(next.log.at(-1)!.ownerText).toMatch(
      /^Player A took Echo Operative( \(HOLOECHO-[12] marker\))? off the table\.$/,
    );
  });

  it('removes a Decoy user with its replicas', () => {
    const s1 = deploy(s0, 'B', 'decoy-user', 'Decoy', 24, 40);
    const decoys = added(s0, s1);
    const next = ok(s1, { type: 'removeTrooper', pieceId: decoys[2]!.id });
    expect(next.pieceOrder).toStrictEqual(s0.pieceOrder);
    expect(next.secrets.B).toStrictEqual({ trooperOfPiece: {}, realPieceOf: {} });
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
