import { describe, expect, it } from 'vitest';
import type { Point } from '../rules/index.ts';
import { apply, newGame, viewFor, type GameState } from '../engine/index.ts';
import { deployRoster, endStep, ok, pieceAt, profile, rosterId } from '../../tests/engineFixtures.ts';
import { dragStop, previewMove } from './preview.ts';
import { declareProblem } from './orderPreview.ts';
import { RULES_EDITION } from '../engine/index.ts';

/**
 * A drag in a Player Turn and the Move then declared (RULES.md §5.2, §5.3): what the drag says of a
 * destination is what the engine answers when the skill is declared with it.
 */

/** A: Field Officer (MOV 4-4 unless said) at (10, 6). B: Line Trooper far away at (40, 42), facing away. */
function turn(mov: [number, number] = [4, 4]): GameState {
  const rosters = {
    A: [profile('field-officer', { mov }), profile('line-trooper')],
    B: [profile('line-trooper'), profile('field-officer')],
  };
  let s = newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: { rosters, firstDeployer: 'A', rules: RULES_EDITION, pins: {} },
    },
    7,
  );
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

  it('a 7.1" drag of a MOV 4-4 trooper is refused by the preview as by the declaration', () => {
    expect(engineCodes(s, officer, { x: 10, y: 13.1 })).toEqual(['MOVE_TOO_LONG']);
    expect(previewCodes(s, officer, { x: 10, y: 13.1 })).toEqual(['MOVE_TOO_LONG']);
  });

  it('4.005" is on the 4" bound within EPS for both', () => {
    expect(previewCodes(s, officer, { x: 10, y: 10.005 })).toEqual([]);
    expect(engineCodes(s, officer, { x: 10, y: 10.005 })).toEqual([]);
  });
});

describe('the limit each movement of the Order allows (RULES.md §5.2), MOV 6-2', () => {
  const s = turn([6, 2]);
  const officer = pieceAt(s, 10, 6);

  /** The state after A's first skill, with B's AROs passed: A declares the second skill next. */
  function after(first: 'move' | 'idle'): GameState {
    let t = ok(s, {
      type: 'declare',
      seat: 'A',
      skill: first,
      ...(first === 'move' ? { to: { [officer]: { x: 10, y: 9 } } } : {}),
    });
    while (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro') {
      const next = Object.entries(t.phase.order.reactors).find(([, r]) => r.status === 'pending')?.[0];
      if (!next) break;
      t = ok(t, { type: 'aro', seat: 'B', reactorId: next, choice: 'pass' });
    }
    expect(t.phase.kind === 'turn' && t.phase.order?.stage).toBe('second');
    return t;
  }

  it.each([
    ['a second Move: the second MOV value', 'move', 2, 'this second Move (the second MOV value)'],
    ['a Move after Idle: the first MOV value (decision)', 'idle', 6, 'this Move (the first MOV value)'],
  ] as const)('%s', (_what, first, inches, what) => {
    const t = after(first);
    const from = t.pieces[officer]!;
    const beyond = { x: from.x, y: from.y + inches + 0.02 };
    const verdict = previewMove(viewFor(t, 'A'), officer, beyond, 'mov')!;
    expect(verdict.allowance).toMatchObject({ inches, what });
    expect(verdict.violations.map((v) => v.code)).toEqual(['MOVE_TOO_LONG']);
    expect(engineCodes(t, officer, beyond)).toEqual(['MOVE_TOO_LONG']);
    expect(engineCodes(t, officer, { x: from.x, y: from.y + inches })).toEqual([]);
  });
});

describe('a MOV-limited drag stops at the limit, and the declaration accepts the drop', () => {
  const s = turn();
  const officer = pieceAt(s, 10, 6);
  const view = viewFor(s, 'A');

  it.each([
    ['straight past the limit', { x: 10, y: 13.1 }, { x: 10, y: 10 }],
    ['diagonally past it', { x: 16, y: 14 }, { x: 12.4, y: 9.2 }],
    ['aimed at the limit and landing a pixel over', { x: 10, y: 10.04 }, { x: 10, y: 10 }],
  ])('%s', (_what, pointer, expected) => {
    const at = dragStop(view, officer, pointer, 'mov');
    expect(at.x).toBeCloseTo(expected.x, 9);
    expect(at.y).toBeCloseTo(expected.y, 9);
    expect(previewMove(view, officer, at, 'mov')!.violations).toEqual([]);
    expect(engineCodes(s, officer, at)).toEqual([]);
  });

  it('with free moves the drag follows the pointer, and the preview says what the declaration will', () => {
    const pointer = { x: 10, y: 13.1 };
    expect(dragStop(view, officer, pointer, 'free')).toEqual(pointer);
    const verdict = previewMove(view, officer, pointer, 'free')!;
    expect(verdict.violations.map((v) => v.code)).toEqual(['MOVE_TOO_LONG']);
    expect(verdict.violations[0]!.message).toContain('may move at most 4" with this Move');
  });

  it('the Move button says why a drafted destination would be refused', () => {
    expect(declareProblem(view, 'move', undefined, undefined, { [officer]: { x: 10, y: 13.1 } })?.code).toBe(
      'MOVE_TOO_LONG',
    );
    expect(declareProblem(view, 'move', undefined, undefined, { [officer]: { x: 10, y: 10 } })).toBeNull();
  });
});
