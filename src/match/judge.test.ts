// The referee's one door (judge.ts): who asks comes from outside the ask, and a refused ask changes nothing.
import { describe, expect, it } from 'vitest';
import { hotSeatSetup } from '../../tests/storeFixtures.ts';
import type { Viewer } from '../engine/index.ts';
import { judge, readAsk, type Ask } from './judge.ts';
import { packetFor, startMatch, type Match } from './match.ts';

const twoDevices = startMatch(
  hotSeatSetup({ A: ['line-trooper', 'line-trooper'], B: ['line-trooper'] }),
  { seed: 3 },
  'two',
);
const a1 = Object.values(twoDevices.state.troopers).find((t) => t.owner === 'A')!.id;
const deployA = {
  type: 'deploy',
  seat: 'A',
  trooperId: a1,
  form: 'model',
  at: { x: 10, y: 6 },
  facing: 90,
} as const;

function ok(m: Match, by: Viewer, ask: Ask): Match {
  const v = judge(m, by, ask);
  if (!v.ok) throw new Error(JSON.stringify(v.violations));
  return v.match;
}

describe('judge: refused, with a reason, and nothing changes', () => {
  const placed = ok(twoDevices, 'A', { type: 'play', action: deployA });
  // A's step is finished: B has seen it.
  const played = ok(placed, 'A', { type: 'play', action: { type: 'endDeployment', seat: 'A' } });
  const asked = ok(played, 'A', { type: 'requestUndo' });
  it.each<[string, Match, Viewer, Ask, string]>([
    ['B playing A’s step', twoDevices, 'B', { type: 'play', action: deployA }, 'WRONG_SEAT'],
    ['the audience playing', twoDevices, 'public', { type: 'play', action: deployA }, 'WRONG_SEAT'],
    ['the referee viewer undoing in a game', twoDevices, 'referee', { type: 'undo' }, 'NOTHING_TO_UNDO'],
    ['the audience asking to undo', twoDevices, 'public', { type: 'requestUndo' }, 'INVALID_ACTION'],
    [
      'a step naming no seat',
      twoDevices,
      'A',
      { type: 'play', action: { type: 'rotatePiece', pieceId: 'x', facing: 0 } as never },
      'WRONG_SEAT',
    ],
    ['A undoing on two devices (B saw it)', played, 'A', { type: 'undo' }, 'CANNOT_UNDO_ACROSS_HANDOVER'],
    ['A redoing with nothing taken back', played, 'A', { type: 'redo' }, 'NOTHING_TO_REDO'],
    ['B answering no request', played, 'B', { type: 'answerUndo', accept: true }, 'WRONG_PHASE'],
    [
      'the audience answering A’s request',
      asked,
      'public',
      { type: 'answerUndo', accept: true },
      'WRONG_SEAT',
    ],
    [
      'the referee lens answering A’s request',
      asked,
      'referee',
      { type: 'answerUndo', accept: true },
      'WRONG_SEAT',
    ],
    ['A answering its own request', asked, 'A', { type: 'answerUndo', accept: true }, 'WRONG_SEAT'],
    [
      'an action the engine does not know',
      twoDevices,
      'A',
      { type: 'play', action: { type: 'teleport', seat: 'A' } as never },
      'INVALID_ACTION',
    ],
  ])('%s', (_name, m, by, ask, code) => {
    const before = JSON.stringify(m);
    const v = judge(m, by, ask);
    expect(v.ok).toBe(false);
    expect(!v.ok && v.violations[0]?.code).toBe(code);
    expect(JSON.stringify(m)).toBe(before);
  });

  it('on two devices Undo asks: the packet offers asking, not taking back', () => {
    expect(packetFor(played, 'A')).toMatchObject({ canUndo: false, mayAskUndo: true });
    const asked = ok(played, 'A', { type: 'requestUndo' });
    const agreed = ok(asked, 'B', { type: 'answerUndo', accept: true });
    expect(agreed.actions).toHaveLength(1);
    expect(packetFor(agreed, 'A').answer).toMatchObject({ accepted: true });
    expect(ok(agreed, 'A', { type: 'readAnswer' }).undoAnswer).toBeNull();
  });
});

describe('on two devices, a deployment step B has not seen yet (D52)', () => {
  it('A takes back its own step alone, and B’s packet does not change', () => {
    const placed = ok(twoDevices, 'A', { type: 'play', action: deployA });
    expect(packetFor(placed, 'A')).toMatchObject({ canUndo: true });
    expect(packetFor(placed, 'B').canUndo).toBe(false);
    const back = ok(placed, 'A', { type: 'undo' });
    expect(back.actions).toHaveLength(0);
    expect(packetFor(back, 'A').canRedo).toBe(true);
    expect(JSON.stringify(packetFor(back, 'B'))).toBe(JSON.stringify(packetFor(twoDevices, 'B')));
    // Once the step is finished, B has seen it: taking it back needs B's agreement (D50).
    const ended = ok(placed, 'A', { type: 'play', action: { type: 'endDeployment', seat: 'A' } });
    expect(judge(ended, 'A', { type: 'undo' })).toMatchObject({
      ok: false,
      violations: [{ code: 'CANNOT_UNDO_ACROSS_HANDOVER' }],
    });
  });
});

describe('readAsk: only the asks there are, with no field more', () => {
  it.each<[string, unknown, boolean]>([
    ['a play', { type: 'play', action: deployA }, true],
    ['an answer', { type: 'answerUndo', accept: false }, true],
    ['an answer without its choice', { type: 'answerUndo' }, false],
    ['a seat smuggled in', { type: 'undo', by: 'B' }, false],
    ['not an object', 'undo', false],
    ['null', null, false],
    ['an unknown ask', { type: 'win' }, false],
  ])('%s', (_name, raw, accepted) => {
    expect(readAsk(raw).ok).toBe(accepted);
  });
});
