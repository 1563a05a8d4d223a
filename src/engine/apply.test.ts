// Engine scenarios: moves and every rejection (ARCHITECTURE.md §4: rejected means untouched).
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { apply, newGame, type Action } from './index.ts';
import { findProfile } from '../content/index.ts';
import {
  R2,
  towerSetup,
  CORNER_BLOCK,
  POCKET,
  open,
  ok,
  rejected,
  deployAction,
  deploy,
  pieceOf,
  move,
} from '../../tests/engineFixtures.ts';

describe('when a Line Trooper moves 3 inches', () => {
  const s0 = deploy(open(), 'A', 'line-trooper', 'model', 10, 6);
  const id = s0.pieceOrder[0]!;
  const r = apply(s0, move(id, 10, 9));

  it('is applied, moves only that piece and logs the distance', () => {
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.pieces[id]).toStrictEqual({ ...s0.pieces[id], y: 9 });
    expect(r.events).toStrictEqual([logItems(r.state.log).at(-1)]);
    expect(logItems(r.state.log).at(-1)).toMatchObject({
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
    // The markers stand on either side of the model: further out on H1's side, the model is its nearest partner.
    const h2 = pieceOf(s0, 'A', 'HOLOECHO-2');
    expect(h1.x).toBeLessThan(model.x);
    expect(h2.x).toBeGreaterThan(model.x);
    ok(s0, move(h1.id, model.x - 2 * R2 - 8, model.y, 'free'));
    rejected(s0, move(h1.id, model.x - 2 * R2 - 8.05, model.y, 'free'), 'OUT_OF_COHERENCY');
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
      bad({
        type: 'deployTrooper',
        profileId: 'line-trooper',
        profile: findProfile('line-trooper'),
        form: 'model',
        at: { x: 5, y: 5 },
        facing: 0,
      }),
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
