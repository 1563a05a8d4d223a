import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DeploymentForm, Point, Seat } from '../rules/index.ts';
import { apply, newGame, viewFor, type GameState } from '../engine/index.ts';
import { defaultSetup, findProfile } from '../content/index.ts';
import { previewMove } from './preview.ts';

/**
 * Drag previews (ARCHITECTURE.md §4, STYLE.md habit 7): the preview runs the engine's own rule on
 * the viewer's view, so for the referee it agrees with the engine, and for a seat it never names
 * what that seat does not know.
 */

interface Placement {
  seat: Seat;
  profileId: string;
  form: DeploymentForm;
  at: Point;
}

function build(placements: readonly Placement[], seed: number): GameState {
  let s = newGame(defaultSetup('club'), seed);
  for (const p of placements) {
    const r = apply(s, {
      type: 'deployTrooper',
      ...p,
      profile: findProfile(p.profileId),
      facing: p.seat === 'A' ? 90 : 270,
    });
    if (!r.ok) throw new Error(`${p.profileId} at (${p.at.x}, ${p.at.y}): ${r.violations[0]?.message ?? ''}`);
    s = r.state;
  }
  return s;
}

/**
 * Both seats with a model, a CAMO marker, an IMP-1 marker, a Holoecho group and an S4 model, on
 * the club table (tall towers and blocks). Some pieces stand in midfield next to the scenery and
 * to enemy markers, so drops meet every rule.
 */
const MIXED = build(
  [
    { seat: 'A', profileId: 'line-trooper', form: 'model', at: { x: 6, y: 6 } },
    { seat: 'A', profileId: 'camo-sniper', form: 'CAMO', at: { x: 16, y: 16 } },
    { seat: 'A', profileId: 'impersonator', form: 'IMP-1', at: { x: 24, y: 17 } },
    { seat: 'A', profileId: 'holoprojector', form: 'Holoecho', at: { x: 36, y: 8 } },
    { seat: 'A', profileId: 'heavy-s4', form: 'model', at: { x: 28, y: 30 } },
    { seat: 'B', profileId: 'line-trooper', form: 'model', at: { x: 42, y: 42 } },
    { seat: 'B', profileId: 'camo-sniper', form: 'CAMO', at: { x: 19, y: 17 } },
    { seat: 'B', profileId: 'impersonator', form: 'IMP-1', at: { x: 30, y: 20 } },
    { seat: 'B', profileId: 'holoprojector', form: 'Holoecho', at: { x: 12, y: 40 } },
    { seat: 'B', profileId: 'heavy-s4', form: 'model', at: { x: 8, y: 28 } },
  ],
  11,
);

/** A holds no marker trooper of its own; B's CAMO and IMP-1 troopers stand among A's pieces. */
const SECRET_NAMES = ['Camo Sniper', 'Mask Infiltrator'] as const;
const A_AMONG_B_MARKERS = build(
  [
    { seat: 'A', profileId: 'line-trooper', form: 'model', at: { x: 6, y: 6 } },
    { seat: 'A', profileId: 'holoprojector', form: 'Holoecho', at: { x: 16, y: 14 } },
    { seat: 'A', profileId: 'heavy-s4', form: 'model', at: { x: 28, y: 16 } },
    { seat: 'A', profileId: 'line-trooper', form: 'model', at: { x: 40, y: 20 } },
    { seat: 'B', profileId: 'camo-sniper', form: 'CAMO', at: { x: 8, y: 9 } },
    { seat: 'B', profileId: 'impersonator', form: 'IMP-1', at: { x: 31, y: 17 } },
    { seat: 'B', profileId: 'camo-sniper', form: 'CAMO', at: { x: 40, y: 23 } },
    { seat: 'B', profileId: 'holoprojector', form: 'Holoecho', at: { x: 12, y: 40 } },
    { seat: 'B', profileId: 'line-trooper', form: 'model', at: { x: 24, y: 42 } },
  ],
  12,
);

const coord = fc.double({ min: -2, max: 50, noNaN: true });
const limit = fc.constantFrom<'mov' | 'free'>('mov', 'free');

/** A drop anywhere on or near the table, or close to a piece so bases and markers meet. */
function dropPoint(state: GameState): fc.Arbitrary<Point> {
  const centres = state.pieceOrder.map((id) => state.pieces[id]!);
  const near = fc
    .tuple(
      fc.constantFrom(...centres),
      fc.double({ min: -2, max: 2, noNaN: true }),
      fc.double({ min: -2, max: 2, noNaN: true }),
    )
    .map(([c, dx, dy]) => ({
      x: Math.min(50, Math.max(-2, c.x + dx)),
      y: Math.min(50, Math.max(-2, c.y + dy)),
    }));
  return fc.oneof(fc.record({ x: coord, y: coord }), near);
}

function engineCodes(state: GameState, pieceId: string, to: Point, lim: 'mov' | 'free'): string[] {
  const r = apply(state, { type: 'movePiece', pieceId, to, limit: lim });
  return r.ok ? [] : [...new Set(r.violations.map((v) => v.code))].sort();
}

function previewCodes(state: GameState, pieceId: string, to: Point, lim: 'mov' | 'free'): string[] {
  const verdict = previewMove(viewFor(state, 'referee'), pieceId, to, lim);
  if (!verdict) throw new Error(`the referee view has no piece ${pieceId}`);
  return [...new Set(verdict.violations.map((v) => v.code))].sort();
}

describe('the referee preview agrees with the engine', () => {
  it('every piece, every drop point, both limits: the same violation codes (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MIXED.pieceOrder), dropPoint(MIXED), limit, (id, to, lim) => {
        expect(previewCodes(MIXED, id, to, lim)).toEqual(engineCodes(MIXED, id, to, lim));
      }),
      { numRuns: 1000 },
    );
  });

  it('the same on the second fixture (property)', () => {
    const s = A_AMONG_B_MARKERS;
    fc.assert(
      fc.property(fc.constantFrom(...s.pieceOrder), dropPoint(s), limit, (id, to, lim) => {
        expect(previewCodes(s, id, to, lim)).toEqual(engineCodes(s, id, to, lim));
      }),
      { numRuns: 300 },
    );
  });

  it('the fixture reaches every placement rule, so the property is not vacuous', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.constantFrom(...MIXED.pieceOrder), dropPoint(MIXED), limit, (id, to, lim) => {
        for (const c of engineCodes(MIXED, id, to, lim)) seen.add(c);
      }),
      { numRuns: 1000, seed: 7 },
    );
    expect([...seen].sort()).toEqual([
      'CONTACT_WITH_ENEMY_MARKER',
      'INSIDE_TALL_SCENERY',
      'MOVE_TOO_LONG',
      'OFF_TABLE',
      'OUT_OF_COHERENCY',
      'OVERLAPS_BASE',
    ]);
  });

  it('an unknown piece has no preview', () => {
    expect(previewMove(viewFor(MIXED, 'referee'), 'p-nobody', { x: 1, y: 1 }, 'free')).toBeNull();
  });
});

describe("a seat's preview of its own piece agrees with the engine", () => {
  /** Every physical fact of a piece is public, so hiding identities must not change the verdict. */
  const s = build(
    [
      { seat: 'A', profileId: 'decoy-user', form: 'Decoy', at: { x: 8, y: 8 } },
      { seat: 'A', profileId: 'holoprojector', form: 'Holoecho', at: { x: 30, y: 10 } },
      { seat: 'A', profileId: 'camo-sniper', form: 'CAMO', at: { x: 20, y: 14 } },
      { seat: 'B', profileId: 'decoy-user', form: 'Decoy', at: { x: 10, y: 38 } },
      { seat: 'B', profileId: 'impersonator', form: 'IMP-2', at: { x: 22, y: 16 } },
      { seat: 'B', profileId: 'holoprojector', form: 'Holoecho', at: { x: 34, y: 36 } },
    ],
    13,
  );
  const seatCodes = (viewer: Seat, id: string, to: Point, lim: 'mov' | 'free') => {
    const verdict = previewMove(viewFor(s, viewer), id, to, lim);
    return [...new Set(verdict!.violations.map((v) => v.code))].sort();
  };

  it('Decoy and Holoecho groups, CAMO and IMP-2 markers (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...s.pieceOrder), dropPoint(s), limit, (id, to, lim) => {
        const owner = s.pieces[id]!.owner;
        expect(seatCodes(owner, id, to, lim)).toEqual(engineCodes(s, id, to, lim));
      }),
      { numRuns: 1000 },
    );
  });

  it("an enemy piece's preview knows less (no MOV, no group) and never claims more (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...s.pieceOrder), dropPoint(s), limit, (id, to, lim) => {
        const enemy = s.pieces[id]!.owner === 'A' ? 'B' : 'A';
        const engine = engineCodes(s, id, to, lim);
        for (const code of seatCodes(enemy, id, to, lim)) expect(engine).toContain(code);
      }),
      { numRuns: 300 },
    );
  });
});

describe("seat A's preview never names B's marker troopers", () => {
  const s = A_AMONG_B_MARKERS;
  const view = viewFor(s, 'A');
  const aPieces = s.pieceOrder.filter((id) => s.pieces[id]!.owner === 'A');

  it('for any move of an A piece (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...aPieces), dropPoint(s), limit, (id, to, lim) => {
        const verdict = previewMove(view, id, to, lim);
        expect(verdict).not.toBeNull();
        for (const v of verdict!.violations) {
          for (const name of SECRET_NAMES) expect(v.message).not.toContain(name);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("nor does the engine's verdict on the truth, which seat A reads after dropping (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...aPieces), dropPoint(s), limit, (id, to, lim) => {
        const r = apply(s, { type: 'movePiece', pieceId: id, to, limit: lim });
        for (const v of r.ok ? [] : r.violations) {
          for (const name of SECRET_NAMES) expect(v.message).not.toContain(name);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('touching the CAMO marker names only the marker kind', () => {
    const camo = s.pieceOrder.find((id) => s.pieces[id]!.owner === 'B' && s.pieces[id]!.kind === 'CAMO')!;
    const model = aPieces[0]!;
    const c = s.pieces[camo]!;
    const verdict = previewMove(view, model, { x: c.x, y: c.y - 2 * c.r }, 'free')!;
    expect(verdict.violations).toEqual([
      expect.objectContaining({ code: 'CONTACT_WITH_ENEMY_MARKER', ids: [model, camo] }),
    ]);
    expect(verdict.violations[0]!.message).toContain('enemy CAMO marker');
    // The secret is in the state, so the check above is not vacuous.
    expect(JSON.stringify(s.troopers)).toContain('Camo Sniper');
  });
});
