import { describe, expect, it } from 'vitest';
import type { Point } from '../rules/index.ts';
import { apply, viewFor, type GameState } from '../engine/index.ts';
import { deployRoster, endStep, hotSeat, ok, pieceAt, rosterId } from '../../tests/engineFixtures.ts';
import { previewMove } from './preview.ts';

/**
 * A drag in a Player Turn and the Move then declared (RULES.md §5.2, §5.3): what the drag says of a
 * destination is what the engine answers when the skill is declared with it.
 */

/** A: Field Officer (MOV 4-4) at (10, 6). B: Line Trooper far away at (40, 42), facing away. */
function turn(): GameState {
  let s = hotSeat({ A: ['field-officer', 'line-trooper'], B: ['line-trooper', 'field-officer'] });
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Field Officer'), 'model', 10, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 40, 42));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 30, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Field Officer'), 'model', 44, 44));
  s = ok(s, endStep('B'));
  return ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 10, 6) });
}

function engineCodes(s: GameState, pieceId: string, to: Point): string[] {
  const r = apply(s, { type: 'declare', seat: 'A', skill: 'move', to: { [pieceId]: to } });
  return r.ok ? [] : [...new Set(r.violations.map((v) => v.code))].sort();
}

function previewCodes(s: GameState, pieceId: string, to: Point): string[] {
  const verdict = previewMove(viewFor(s, 'A'), pieceId, to, 'mov');
  return [...new Set(verdict?.violations.map((v) => v.code))].sort();
}

describe('the first Move of an Order, dragged then declared', () => {
  const s = turn();
  const officer = pieceAt(s, 10, 6);

  it.fails(
    'a 7.1" drag of a MOV 4-4 trooper is refused by the preview as by the declaration (the preview allowed both MOV values)',
    () => {
      expect(engineCodes(s, officer, { x: 10, y: 13.1 })).toEqual(['MOVE_TOO_LONG']);
      expect(previewCodes(s, officer, { x: 10, y: 13.1 })).toEqual(['MOVE_TOO_LONG']);
    },
  );

  it.fails('4.005" is on the 4" bound within EPS for both (the declaration allowed no EPS)', () => {
    expect(previewCodes(s, officer, { x: 10, y: 10.005 })).toEqual([]);
    expect(engineCodes(s, officer, { x: 10, y: 10.005 })).toEqual([]);
  });
});
