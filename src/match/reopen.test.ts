// A finished game is not reopened by Undo (issue: undo means what it says): Undo and Redo refuse with
// the reason, and the end is taken back only when one player asks and the other agrees.
import { describe, expect, it } from 'vitest';
import { hotSeatSetup } from '../../tests/storeFixtures.ts';
import { actingSeat, logItems, rosterOf, type Action, type Viewer } from '../engine/index.ts';
import {
  GAME_OVER_UNDO,
  answerUndo,
  canTakeBack,
  packetFor,
  play,
  readUndoAnswer,
  redoStep,
  requestReopen,
  requestUndo,
  startMatch,
  undoStep,
  type Match,
} from './match.ts';
import { judge } from './judge.ts';

function must(r: { ok: true; match: Match } | { ok: false }): Match {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r)}`);
  return r.match;
}

const fresh = (devices?: 'two', rounds?: number) => {
  const setup = hotSeatSetup({ A: ['line-trooper', 'line-trooper'], B: ['line-trooper', 'line-trooper'] });
  if (rounds) setup.game!.rounds = rounds;
  return startMatch(setup, { seed: 3 }, devices);
};

/** A proposes to end the game in the Deployment Phase and B agrees. */
function endedByAgreement(devices?: 'two'): Match {
  const m = must(play(fresh(devices), { type: 'proposeEnd', seat: 'A' }));
  return must(play(m, { type: 'answerEnd', seat: 'B', accept: true }));
}

/** Both deploy in four steps, then each ends its turn of the one round: over after round 1. */
function endedAfterLastRound(): Match {
  let m = fresh(undefined, 1);
  const steps: [seat: 'A' | 'B', n: number, y: number][] = [
    ['A', 0, 6],
    ['B', 0, 42],
    ['A', 1, 6],
    ['B', 1, 42],
  ];
  for (const [seat, n, y] of steps) {
    const trooperId = rosterOf(m.state, seat)[n]!.id;
    const deploy: Action = {
      type: 'deploy',
      seat,
      trooperId,
      form: 'model',
      at: { x: 10 + 20 * n, y },
      facing: 90,
    };
    m = must(play(must(play(m, deploy)), { type: 'endDeployment', seat }));
  }
  for (let i = 0; i < 4 && m.state.phase.kind !== 'over'; i++) {
    m = must(play(m, { type: 'endTurn', seat: actingSeat(m.state)! }));
  }
  expect(m.state.phase.kind).toBe('over');
  return m;
}

describe('Undo and Redo in a finished game', () => {
  const over = endedByAgreement();

  it('B, whose agreement ended it, may not take that back alone (it used to reopen the game)', () => {
    const before = JSON.stringify(over);
    const r = undoStep(over, 'B');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.violation).toStrictEqual({ code: 'WRONG_PHASE', message: GAME_OVER_UNDO });
    expect(JSON.stringify(over)).toBe(before);
  });

  it.each<Viewer>(['A', 'B', 'referee', 'public'])(
    '%s: no Undo, no Redo, no request to take a step back',
    (v) => {
      expect(canTakeBack(over, v, 'undo')).toBe(false);
      expect(canTakeBack(over, v, 'redo')).toBe(false);
      expect(packetFor(over, v)).toMatchObject({ canUndo: false, canRedo: false, mayAskUndo: false });
      expect(undoStep(over, v).ok).toBe(false);
    },
  );

  it('a redo kept from before the end is refused too', () => {
    const withRedo: Match = { ...over, redo: [{ type: 'proposeEnd', seat: 'A' }] };
    const r = redoStep(withRedo, 'A');
    expect(!r.ok && r.violation.message).toBe('The game is over.');
  });

  it('asking to take a step back points at reopening instead', () => {
    const r = requestUndo(over, 'A');
    expect(!r.ok && r.violation.code).toBe('WRONG_PHASE');
    expect(!r.ok && r.violation.message).toContain('Reopen the game');
  });

  it('on two devices the same', () => {
    const two = endedByAgreement('two');
    expect(undoStep(two, 'B')).toMatchObject({ ok: false, violation: { message: GAME_OVER_UNDO } });
    expect(judge(two, 'B', { type: 'undo' })).toMatchObject({ ok: false });
  });
});

describe('reopening a finished game: one player asks, the other agrees', () => {
  const over = endedByAgreement();

  it('each seat may ask; the referee lens and the audience may not', () => {
    expect(packetFor(over, 'A').mayReopen).toBe(true);
    expect(packetFor(over, 'B').mayReopen).toBe(true);
    expect(packetFor(over, 'referee').mayReopen).toBe(false);
    expect(packetFor(over, 'public').mayReopen).toBe(false);
    for (const v of ['referee', 'public'] as const) {
      expect(requestReopen(over, v)).toMatchObject({ ok: false, violation: { code: 'INVALID_ACTION' } });
    }
  });

  it('a game under way cannot be “reopened”', () => {
    expect(requestReopen(fresh(), 'A')).toMatchObject({ ok: false, violation: { code: 'WRONG_PHASE' } });
  });

  it('the request names the end and its proposal, in both seats’ packets, and the audience knows one waits', () => {
    const asked = must(requestReopen(over, 'A'));
    expect(asked.undoRequest).toMatchObject({
      by: 'A',
      at: 0,
      after: 1,
      end: true,
      ask: '“Both players agreed to end the game in round 0”',
    });
    expect(asked.state).toBe(over.state);
    expect(packetFor(asked, 'A').undo).toMatchObject({ kind: 'asked', end: true });
    expect(packetFor(asked, 'B').undo).toMatchObject({ kind: 'to-answer', by: 'A', end: true });
    expect(packetFor(asked, 'public').undo).toStrictEqual({ kind: 'waiting', by: 'A', end: true });
    expect(packetFor(asked, 'A').mayReopen).toBe(false);
    expect(requestReopen(asked, 'B')).toMatchObject({ ok: false, violation: { code: 'WRONG_PHASE' } });
    expect(answerUndo(asked, 'A', true)).toMatchObject({ ok: false, violation: { code: 'WRONG_SEAT' } });
  });

  it('refused, the game stays over, and the asker reads so', () => {
    const refused = must(answerUndo(must(requestReopen(over, 'A')), 'B', false));
    expect(refused.state).toBe(over.state);
    expect(refused.actions).toBe(over.actions);
    expect(packetFor(refused, 'A').answer).toMatchObject({ accepted: false, end: true });
  });

  it('agreed, the end and its proposal go: play goes on from the last step before them', () => {
    const agreed = must(answerUndo(must(requestReopen(over, 'B')), 'A', true));
    expect(agreed.state.phase).toStrictEqual({ kind: 'deployment', step: 1 });
    expect(agreed.state.endProposedBy).toBeUndefined();
    expect(agreed.actions).toStrictEqual([]);
    expect(agreed.redo).toStrictEqual([]);
    expect(packetFor(agreed, 'B').answer).toMatchObject({ accepted: true, end: true });
    expect(packetFor(readUndoAnswer(agreed, 'B'), 'B').answer).toBeNull();
  });

  it('on two devices, through the referee’s one door (judge)', () => {
    const two = endedByAgreement('two');
    const asked = judge(two, 'A', { type: 'requestReopen' });
    expect(asked.ok).toBe(true);
    const agreed = asked.ok ? judge(asked.match, 'B', { type: 'answerUndo', accept: true }) : asked;
    expect(agreed.ok && agreed.match.state.phase.kind).toBe('deployment');
  });

  it('a game over after its last round: the last step is taken back, and the player whose turn it was plays on', () => {
    const last = endedAfterLastRound();
    const ender = last.actions.at(-1);
    const asked = must(requestReopen(last, 'A'));
    expect(asked.undoRequest).toMatchObject({
      at: last.actions.length - 1,
      after: 0,
      end: true,
      ask: '“The game is over after round 1”',
    });
    const agreed = must(answerUndo(asked, 'B', true));
    expect(agreed.actions).toStrictEqual(last.actions.slice(0, -1));
    expect(agreed.state.phase.kind).toBe('turn');
    expect(ender && 'seat' in ender && actingSeat(agreed.state)).toBe(ender && 'seat' in ender && ender.seat);
    expect(logItems(agreed.state.log).some((l) => l.text.startsWith('The game is over'))).toBe(false);
  });
});
