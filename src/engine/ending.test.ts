// Ending a game by agreement (issue: replay and review): one seat proposes, the other answers.
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { actingSeat } from './index.ts';
import { SCENARIOS } from '../content/scenarioLibrary.ts';
import { scenarioStart } from '../content/scenarios.ts';
import { ok, rejected } from '../../tests/engineFixtures.ts';

function start() {
  const r = scenarioStart(SCENARIOS[0]!);
  if (!r.ok) throw new Error(r.problem);
  return r.state;
}

describe('ending the game by agreement', () => {
  it('the seat at the screen proposes; the other seat is awaited and agrees: the game is over', () => {
    const s = ok(start(), { type: 'proposeEnd', seat: 'A' });
    expect(actingSeat(s)).toBe('B');
    rejected(s, { type: 'endTurn', seat: 'A' }, 'WRONG_PHASE');
    rejected(s, { type: 'answerEnd', seat: 'A', accept: true }, 'WRONG_SEAT');
    const over = ok(s, { type: 'answerEnd', seat: 'B', accept: true });
    expect(over.phase).toEqual({ kind: 'over', rounds: 1 });
    expect(logItems(over.log).at(-1)?.text).toBe('Both players agreed to end the game in round 1.');
    rejected(over, { type: 'proposeEnd', seat: 'A' }, 'WRONG_PHASE');
  });

  it('declined, the game goes on where it was', () => {
    const s0 = start();
    const s = ok(ok(s0, { type: 'proposeEnd', seat: 'A' }), { type: 'answerEnd', seat: 'B', accept: false });
    expect(s.phase).toEqual(s0.phase);
    expect(s.endProposedBy).toBeUndefined();
    expect(actingSeat(s)).toBe('A');
  });

  it('only the seat at the screen may propose, and nobody answers a proposal that was not made', () => {
    const s = start();
    rejected(s, { type: 'proposeEnd', seat: 'B' }, 'WRONG_SEAT');
    rejected(s, { type: 'answerEnd', seat: 'B', accept: true }, 'WRONG_PHASE');
  });
});
