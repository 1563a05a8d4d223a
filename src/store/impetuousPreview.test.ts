import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, viewFor, type GameState } from '../engine/index.ts';
import { pieceAt, profile } from '../../tests/engineFixtures.ts';
import { tableGame } from '../../tests/tableGame.ts';
import { declareProblem } from './orderPreview.ts';
import { forcedImpetuousDraft } from './preview.ts';

/**
 * What the screen says, the engine does (ARCHITECTURE.md §4, D53) for the forced movement of an
 * Impetuous activation (RULES.md §18.10.1, D77): the Move button's reason, measured on A's view, is the
 * engine's answer to the declaration, and the "forced Move" the panel sets is always accepted.
 */

/** A's Impetuous Brawler at `at`, activated in its Impetuous Phase; B's Line Troopers at `b` and (44, 44). */
function activated(at: [number, number], b: [number, number]): { s: GameState; id: string } {
  let s = tableGame({
    a: [profile('impetuous-brawler'), profile('line-trooper')],
    b: [profile('line-trooper'), profile('line-trooper')],
    steps: [
      [{ name: 'Impetuous Brawler', form: 'model', at }],
      [{ name: 'Line Trooper', form: 'model', at: [4, 44] }],
      [{ name: 'Line Trooper', form: 'model', at: [40, 6] }],
      [{ name: 'Line Trooper', nth: 1, form: 'model', at: [44, 44] }],
    ],
  });
  // B's trooper is set down at `b` after deployment, so an enemy Model may stand within reach.
  const enemy = pieceAt(s, 4, 44);
  const moved = s.pieces[enemy];
  if (moved) s = { ...s, pieces: { ...s.pieces, [enemy]: { ...moved, x: b[0], y: b[1] } } };
  const id = pieceAt(s, at[0], at[1]);
  const r = apply(s, { type: 'activate', seat: 'A', pieceId: id });
  if (!r.ok) throw new Error(r.violations[0]?.message);
  s = r.state;
  return { s, id };
}

const engineCode = (s: GameState, id: string, to: { x: number; y: number }) => {
  const r = apply(s, { type: 'declare', seat: 'A', skill: 'move', to: { [id]: to } });
  return r.ok ? null : (r.violations[0]?.code ?? null);
};

describe('the forced Impetuous Move on the view agrees with the engine (RULES.md §18.10.1)', () => {
  it.each([
    ['2" ahead, short of its full MOV', [24, 10], [4, 44], { x: 24, y: 12 }, 'IMPETUOUS_MOVE'],
    ['4" straight ahead', [24, 10], [4, 44], { x: 24, y: 14 }, null],
    ['4" sideways', [24, 10], [4, 44], { x: 28, y: 10 }, 'IMPETUOUS_MOVE'],
    ['a Move that stops short of an enemy Model in reach', [24, 10], [24, 14.5], { x: 22, y: 13.4 }, 'IMPETUOUS_MOVE'],
  ] as const)('%s', (_what, at, b, to, code) => {
    const { s, id } = activated([at[0], at[1]], [b[0], b[1]]);
    expect(engineCode(s, id, to)).toBe(code);
    expect(declareProblem(viewFor(s, 'A'), 'move', undefined, undefined, { [id]: to })?.code ?? null).toBe(
      code,
    );
  });

  it('for random starts, enemies and drags the view’s reason is the engine’s, and the forced Move is accepted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 44 }),
        fc.integer({ min: 2, max: 11 }),
        fc.integer({ min: 2, max: 46 }),
        fc.integer({ min: 2, max: 46 }),
        fc.double({ min: -6, max: 6, noNaN: true }),
        fc.double({ min: -6, max: 6, noNaN: true }),
        (ax, ay, bx, by, dx, dy) => {
          // Bases may not overlap: A's other trooper stands at (40, 6), B's at (44, 44).
          if (Math.hypot(ax - 40, ay - 6) < 3 || Math.hypot(ax - bx, ay - by) < 3) return;
          if (Math.hypot(bx - 40, by - 6) < 3 || Math.hypot(bx - 44, by - 44) < 3) return;
          const { s, id } = activated([ax, ay], [bx, by]);
          const to = { x: ax + dx, y: ay + dy };
          const view = viewFor(s, 'A');
          expect(declareProblem(view, 'move', undefined, undefined, { [id]: to })?.code ?? null).toBe(
            engineCode(s, id, to),
          );
          const forced = forcedImpetuousDraft(view)?.[id];
          expect(forced && engineCode(s, id, forced)).toBeNull();
        },
      ),
      { numRuns: 150 },
    );
  });
});
