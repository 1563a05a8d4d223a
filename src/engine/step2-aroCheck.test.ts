// The ARO check on the whole truth (RULES.md §5.3 step 2.1, §7.1, §7.3, §10.2; T20, T24): who of the
// reactive seat may react to an Order, against which activated piece, with what.
import { describe, expect, it } from 'vitest';
import { aroCheck } from './step2-aroCheck.ts';
import type { GameState } from './types.ts';
import { TOWER, deployRoster, endStep, hotSeat, ok, rosterId, pieceAt } from '../../tests/engineFixtures.ts';

/**
 * A's Line Trooper at (10, 6) and Mask Infiltrator as an IMP-1 marker at (24, 16); B's Line Trooper at
 * (10, 40) facing A, Veil Stalker written down (Hidden Deployment) at (30, 40) facing A, and a
 * Field Officer at (44, 40) facing away from the table.
 */
function table(scenery: GameState['setup']['scenery'] = []): GameState {
  let s = hotSeat(
    {
      A: ['line-trooper', 'impersonator', 'camo-sniper'],
      B: ['line-trooper', 'veil-stalker', 'field-officer'],
    },
    'A',
    7,
    scenery,
  );
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 10, 6));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Mask Infiltrator'), 'IMP-1', 24, 16));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 10, 40));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Veil Stalker'), 'model', 30, 40, { hidden: true }));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Camo Sniper'), 'CAMO', 44, 4));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Field Officer'), 'model', 44, 40, {}));
  s = ok(s, { type: 'rotatePiece', seat: 'B', pieceId: s.pieceOrder.at(-1)!, facing: 90 });
  return ok(s, endStep('B'));
}

describe('when A’s Line Trooper moves down the open left side of the table', () => {
  const s = table();
  const mover = pieceAt(s, 10, 6);
  const reactors = aroCheck(s, 'A', [
    {
      pieceId: mover,
      path: [
        { x: 10, y: 6 },
        { x: 10, y: 14 },
      ],
    },
  ]);

  it('lets B’s Line Trooper, facing it, react with any ARO', () => {
    const line = reactors.find((r) => r.id === pieceAt(s, 10, 40));
    expect(line?.against).toEqual([
      {
        pieceId: mover,
        lof: true,
        zoc: false,
        allowed: ['discover', 'bsAttack', 'dodge', 'lookOut', 'reset'],
      },
    ]);
  });

  it('lets the Hidden Deployment trooper react from its written position, by its trooper id', () => {
    const veil = rosterId(s, 'B', 'Veil Stalker');
    expect(reactors.find((r) => r.id === veil)).toMatchObject({ hidden: true });
  });

  it('gives nothing to the Field Officer facing away, out of ZoC', () => {
    expect(reactors.find((r) => r.id === pieceAt(s, 44, 40))).toBeUndefined();
  });
});

describe('when the IMP-1 marker moves (RULES.md §7.3, T24)', () => {
  const s = table();
  const imp = pieceAt(s, 24, 16);
  const reactors = aroCheck(s, 'A', [
    {
      pieceId: imp,
      path: [
        { x: 24, y: 16 },
        { x: 24, y: 20 },
      ],
    },
  ]);

  it('allows no attack against it: Discover, Dodge, Look Out! and Reset only', () => {
    for (const r of reactors) {
      for (const a of r.against) {
        expect(a.allowed).not.toContain('bsAttack');
        if (a.lof) expect(a.allowed).toEqual(['discover', 'dodge', 'lookOut', 'reset']);
      }
    }
    expect(reactors.length).toBeGreaterThan(0);
  });
});

describe('when an activated piece ends in a reactor’s ZoC behind it (T20)', () => {
  const s = table([]);
  const mover = pieceAt(s, 44, 4);
  // The Field Officer at (44, 40) faces +y (away); the CAMO marker comes to 6" behind it.
  const reactors = aroCheck(s, 'A', [{ pieceId: mover, path: [{ x: 44, y: 33 }] }]);

  it('offers only Dodge or Reset, without LoF', () => {
    const officer = reactors.find((r) => r.id === pieceAt(s, 44, 40));
    expect(officer?.against[0]).toMatchObject({ lof: false, zoc: true, allowed: ['dodge', 'reset'] });
  });

  it('does not list A’s own pieces', () => {
    for (const r of reactors) {
      if (!r.hidden) expect(s.pieces[r.id]?.owner).toBe('B');
    }
  });
});

describe('when tall scenery stands between (RULES.md §4.2)', () => {
  it('gives no ARO to anybody the tower hides the moving marker from', () => {
    const s = table([TOWER]);
    const imp = pieceAt(s, 24, 16);
    expect(
      aroCheck(s, 'A', [
        {
          pieceId: imp,
          path: [
            { x: 24, y: 16 },
            { x: 24, y: 17 },
          ],
        },
      ]),
    ).toEqual([]);
    // Without the tower the same move is seen.
    const open = table();
    expect(
      aroCheck(open, 'A', [
        {
          pieceId: pieceAt(open, 24, 16),
          path: [
            { x: 24, y: 16 },
            { x: 24, y: 17 },
          ],
        },
      ]),
    ).not.toEqual([]);
  });
});
