// The drag and the Prone box (RULES.md §18.9.2, decision D55): the preview halves a move exactly when
// the engine does, so a Prone trooper's drag stops at half its MOV unless it stands up first.
import { describe, expect, it } from 'vitest';
import { apply, newGame, viewFor, type GameState } from '../engine/index.ts';
import { deployRoster, endStep, ok, pieceAt, profile, rosterId } from '../../tests/engineFixtures.ts';
import { dragStop, previewMove } from './preview.ts';
import { declareProblem } from './orderPreview.ts';
import { RULES_EDITION } from '../engine/index.ts';

/** A: a Line Trooper (MOV 4-2) deployed Prone at (10, 6), activated. B far away. */
function turn(): GameState {
  const rosters = {
    A: [profile('line-trooper'), profile('line-trooper', { id: 'lt2' })],
    B: [profile('line-trooper'), profile('line-trooper', { id: 'lt3' })],
  };
  let s = newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: { rosters, firstDeployer: 'A', rules: RULES_EDITION, pins: {} },
    },
    7,
  );
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 0), 'model', 10, 6, { prone: true }));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 0), 'model', 40, 42));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 30, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 44, 44));
  s = ok(s, endStep('B'));
  return ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 10, 6) });
}

describe('a Prone trooper dragged, then its Move declared', () => {
  const s = turn();
  const id = pieceAt(s, 10, 6);
  const view = viewFor(s, 'A');

  it.each<[string, boolean | null, number]>([
    ['staying Prone (the box left as it is)', null, 2],
    ['staying Prone (ticked)', true, 2],
    ['standing up first (unticked)', false, 4],
  ])('%s: the drag stops at %s"', (_what, prone, inches) => {
    const at = dragStop(view, id, { x: 10, y: 20 }, 'mov', { prone });
    expect(at.y - 6).toBeCloseTo(inches, 6);
  });

  it.each<[boolean | null, number, boolean]>([
    [null, 2, true],
    [null, 2.5, false],
    [false, 4, true],
    [true, 2.5, false],
  ])('box %s, %s": preview and engine agree (legal %s)', (prone, d, legal) => {
    const to = { x: 10, y: 6 + d };
    const preview = previewMove(view, id, to, 'mov', { prone });
    expect(preview?.violations.length === 0).toBe(legal);
    expect(declareProblem(view, 'move', undefined, undefined, { [id]: to }, prone) === null).toBe(legal);
    const r = apply(s, {
      type: 'declare',
      seat: 'A',
      skill: 'move',
      to: { [id]: to },
      ...(prone !== null ? { prone } : {}),
    });
    expect(r.ok).toBe(legal);
  });
});
