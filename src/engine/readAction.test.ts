// readAction (apply.ts): every action is checked once, kept frozen as the engine read it.
import { describe, expect, it } from 'vitest';
import { apply, newGame, readAction, type Action } from './index.ts';
import { defaultSetup } from '../content/index.ts';

const move = {
  type: 'movePiece',
  pieceId: 'p1',
  to: { x: 1, y: 2 },
  limit: 'free',
} as const satisfies Action;

describe('readAction', () => {
  it('reads an action into a new frozen object, without the fields the engine does not know', () => {
    const r = readAction({ ...move, note: 'not an action field' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.action).toStrictEqual(move);
    expect(Object.isFrozen(r.action)).toBe(true);
    expect(Object.isFrozen((r.action as typeof move).to)).toBe(true);
    expect(() => {
      (r.action as { pieceId: string }).pieceId = 'p2';
    }).toThrow(TypeError);
  });

  it('gives back an action it has read as that very object, and a plain copy as a new one', () => {
    const r = readAction(move);
    if (!r.ok) throw new Error('refused');
    const again = readAction(r.action);
    expect(again.ok && again.action).toBe(r.action);
    const copy = readAction({ ...move });
    expect(copy.ok && copy.action).not.toBe(r.action);
  });

  it.each([
    ['not an object', 'move'],
    ['no type', { pieceId: 'p1' }],
    ['an unknown type', { type: 'fly' }],
    ['a field of the wrong kind', { ...move, to: { x: 'left', y: 2 } }],
  ])('refuses %s with the reason, and apply refuses it the same way', (_name, bad) => {
    const r = readAction(bad);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.violation.code).toBe('INVALID_ACTION');
    expect(r.violation.message).toMatch(/^Malformed action: /);
    const state = newGame(defaultSetup('open'), { seed: 1 });
    const applied = apply(state, bad as Action);
    expect(applied.ok).toBe(false);
    expect(!applied.ok && applied.violations).toStrictEqual([r.violation]);
    expect(applied.state).toBe(state);
  });
});
