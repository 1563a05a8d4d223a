// The facing handle's question (issue: touch everywhere): may the viewer turn this piece now, and by
// which action? Each answer is checked against the engine: where it says `rotate` or `alert`, that
// action is accepted; where it says no, the engine refuses both.
import { describe, expect, it } from 'vitest';
import { apply, newGame, viewFor, type GameState, type View } from '../engine/index.ts';
import { defaultSetup, findProfile } from '../content/index.ts';
import {
  ALERT_ROSTERS,
  ALERT_STEPS,
  deployRoster,
  endStep,
  hotSeat,
  ok,
  rosterId,
} from '../../tests/engineFixtures.ts';
import { facingChangeOf, type FacingChange } from './facing.ts';
import type { Seat } from '../rules/index.ts';

/** A free set-up with a model and a CAMO marker of Player A. */
function freeTable(): GameState {
  let s = newGame(defaultSetup('open'), 3);
  for (const [profileId, form, x] of [
    ['line-trooper', 'model', 10],
    ['camo-sniper', 'CAMO', 20],
  ] as const) {
    s = ok(s, {
      type: 'deployTrooper',
      seat: 'A',
      profileId,
      profile: findProfile(profileId),
      form,
      at: { x, y: 10 },
      facing: 90,
    });
  }
  return s;
}

/** A deployment: A placed a model and ended its step, B has placed a model and a CAMO marker. */
function deploying(): GameState {
  let s = hotSeat(
    { A: ['line-trooper', 'line-trooper'], B: ['line-trooper', 'camo-sniper', 'line-trooper'] },
    'A',
    5,
  );
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 20, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 20, 42));
  return ok(s, deployRoster('B', rosterId(s, 'B', 'Camo Sniper'), 'CAMO', 30, 42));
}

/** A's Line Trooper shoots B's at (20, 40), which passes; B's ally at (25, 40) is 5" away (T52). */
function alerted(): GameState {
  return ALERT_STEPS.reduce((s, step) => ok(s, step(s)), hotSeat(ALERT_ROSTERS, 'A', 6));
}

/** What each piece of `viewer`'s view answers, by where it stands. */
function answers(s: GameState, viewer: Seat | 'referee'): Record<string, FacingChange | null> {
  const view = viewFor(s, viewer);
  return Object.fromEntries(
    view.pieces.map((p) => [`${String(p.x)},${String(p.y)}`, facingChangeOf(view, p.id)]),
  );
}

/** Whether the engine takes the action the answer names, for every piece and both seats. */
function agreesWithEngine(s: GameState, seats: readonly (Seat | 'referee')[]): void {
  for (const viewer of seats) {
    const view = viewFor(s, viewer);
    for (const p of view.pieces) {
      const said = facingChangeOf(view, p.id);
      const seat = viewer === 'referee' ? undefined : viewer;
      const facing = (p.facing + 45) % 360;
      const rotated = apply(s, { type: 'rotatePiece', ...(seat ? { seat } : {}), pieceId: p.id, facing }).ok;
      const turned = seat ? apply(s, { type: 'alertTurn', seat, pieceId: p.id, facing }).ok : false;
      const where = `${viewer} on ${p.label} at (${String(p.x)}, ${String(p.y)})`;
      if (said === 'rotate') expect(rotated, where).toBe(true);
      if (said === 'alert') expect(turned, where).toBe(true);
      // Only a marker may be turned by hand where the handle is not offered (a free set-up's R key).
      if (said === null && p.kind === 'model') expect([rotated, turned], where).toEqual([false, false]);
    }
  }
}

describe('who may turn a model now, and how', () => {
  it('in a free set-up: a model by rotatePiece, never a marker', () => {
    const s = freeTable();
    expect(answers(s, 'referee')).toEqual({ '10,10': 'rotate', '20,10': null });
    agreesWithEngine(s, ['referee']);
  });

  it('while deploying: the deploying seat turns the models it placed in this step, nothing else', () => {
    const s = deploying();
    expect(answers(s, 'B')).toEqual({ '20,6': null, '20,42': 'rotate', '30,42': null });
    // A sees B's step only when it is finished: its own model, placed in an earlier step, stays put.
    expect(answers(s, 'A')).toEqual({ '20,6': null });
    agreesWithEngine(s, ['A', 'B']);
  });

  it('after an Attack (RULES.md §6.7, T52): the alerted seat turns its alerted models by alertTurn', () => {
    const s = alerted();
    const alert = s.alerts?.[0];
    expect(alert?.seat).toBe('B');
    const b = answers(s, 'B');
    // The shot trooper may have fallen (the dice decide); the ally 5" away is always alerted.
    expect(b['25,40']).toBe('alert');
    expect(b['44,44']).toBeNull();
    expect(Object.values(answers(s, 'A')).every((x) => x === null)).toBe(true);
    agreesWithEngine(s, ['A', 'B']);
  });

  it('in a Player Turn with nothing alerted, nobody turns anything', () => {
    let s = alerted();
    s = ok(s, { type: 'alertDone', seat: 'B' });
    expect(Object.values(answers(s, 'A')).every((x) => x === null)).toBe(true);
    expect(Object.values(answers(s, 'B')).every((x) => x === null)).toBe(true);
    agreesWithEngine(s, ['A', 'B']);
  });

  describe('a revealed model waiting for its facing (RULES.md §12)', () => {
    const s = deploying();
    const base = viewFor(s, 'B');
    const model = base.pieces.find((p) => p.kind === 'model' && p.owner === 'B');
    if (!model) throw new Error('no model of B');
    const pending = (keepFacing: number | null, owner: Seat = 'B'): View['replacement'] => ({
      pieceId: model.id,
      owner,
      old: { x: model.x, y: model.y, r: model.r },
      newR: model.r,
      keepFacing,
    });
    it.each<[string, View['replacement'], Seat, FacingChange | null]>([
      ['its owner faces it', pending(null), 'B', 'replace'],
      ['a Holoecho bearer keeps the facing (§10.4)', pending(180), 'B', null],
      ['the other seat never does', pending(null), 'A', null],
    ])('%s', (_, replacement, viewer, expected) => {
      const view: View = { ...base, viewer, replacement };
      expect(facingChangeOf(view, model.id)).toBe(expected);
    });

    it('nothing else turns while it waits', () => {
      const view: View = { ...base, replacement: pending(null) };
      const others = view.pieces.filter((p) => p.id !== model.id);
      expect(others.map((p) => facingChangeOf(view, p.id))).toEqual(others.map(() => null));
    });
  });
});
