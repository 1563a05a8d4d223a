// A step with dice taken back by agreement (docs/rules-decisions.md D51): its dice are not dealt again
// the same (the asker would know them), the step played again rolls new dice, and every text of the
// request, its answer and the log says so.
import { describe, expect, it } from 'vitest';
import { hotSeatSetup } from '../../tests/storeFixtures.ts';
import { logItems, replayRecord, secretSpec, viewFor, type Action, type Viewer } from '../engine/index.ts';
import { rollD20, startRandom } from '../engine/random.ts';
import { rerollLine } from '../engine/record.ts';
import {
  answerUndo,
  packetFor,
  play,
  recordOfMatch,
  requestUndo,
  startMatch,
  undoStep,
  type Match,
} from './match.ts';
import { DICE_AGAIN, diceText } from './undoRequest.ts';

function must(r: { ok: true; match: Match } | { ok: false }): Match {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r)}`);
  return r.match;
}

/** A game with a secret key, as every new game has: A's Impersonator is A's second trooper. */
const spec = secretSpec(new Uint8Array(32).fill(7));
const m0 = startMatch(
  hotSeatSetup({ A: ['line-trooper', 'impersonator', 'field-officer'], B: ['line-trooper', 'heavy-s4'] }),
  spec,
);
const imp = Object.values(m0.state.troopers).find((t) => t.owner === 'A' && t.rosterIndex === 1)!;
/** The IMP-1 marker placed inside B's Deployment Zone rolls WIP (RULES.md §10.3). */
const placeImp: Action = {
  type: 'deploy',
  seat: 'A',
  trooperId: imp.id,
  form: 'IMP-1',
  at: { x: 20, y: 40 },
  facing: 90,
};

const diceOf = (m: Match) => logItems(m.state.log).findLast((e) => e.dice)?.dice;

/** The first two dice of the game's stream: what it rolls first, and what it rolls next. */
function firstTwoDice(): [number, number] {
  const [first, r] = rollD20(startRandom(spec));
  const [second] = rollD20(r);
  return [first, second];
}

describe('an agreed take-back of a step with dice (D51)', () => {
  const rolled = must(play(m0, placeImp));
  const [first, second] = firstTwoDice();

  it('the step rolled the stream’s first die; alone, A may not take it back, and is told the dice will be rolled again', () => {
    expect(diceOf(rolled)).toStrictEqual([first]);
    const r = undoStep(rolled, 'A');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.violation.code).toBe('DICE_ROLLED');
    expect(!r.ok && r.violation.message).toContain(DICE_AGAIN);
  });

  it('the request says dice were rolled, to the asker and to the other seat; the audience reads only that one waits', () => {
    const asked = must(requestUndo(rolled, 'A'));
    expect(asked.undoRequest).toMatchObject({ by: 'A', at: 0, after: 0, dice: true });
    expect(packetFor(asked, 'A').undo).toMatchObject({ kind: 'asked', dice: true });
    expect(packetFor(asked, 'B').undo).toMatchObject({ kind: 'to-answer', by: 'A', dice: true });
    expect(packetFor(asked, 'public').undo).toStrictEqual({ kind: 'waiting', by: 'A' });
    expect(diceText(true)).toContain(`when it is played again, ${DICE_AGAIN}`);
  });

  it('agreed: the step goes, the log says the dice will be rolled again, and the same step rolls the next die, not the same one', () => {
    const agreed = must(answerUndo(must(requestUndo(rolled, 'A')), 'B', true));
    expect(agreed.actions).toStrictEqual([]);
    expect(agreed.undoAnswer).toMatchObject({ to: 'A', accepted: true, dice: true });
    // Every seat, and the audience, reads the line.
    for (const viewer of ['A', 'B', 'public'] as Viewer[]) {
      expect(viewFor(agreed.state, viewer).log.at(-1)?.text).toBe(rerollLine('A'));
    }
    expect(rerollLine('A')).toContain(DICE_AGAIN);
    expect(rerollLine('A')).toContain("Player A's request with Player B's agreement");

    const again = must(play(agreed, placeImp));
    // Dealt the same again, it would be `first`, which A has seen: it is the stream's next die instead.
    expect(first).not.toBe(second);
    expect(diceOf(again)).toStrictEqual([second]);
    // The record replays to the very same game, the log line included.
    const replayed = replayRecord(recordOfMatch(again));
    expect(replayed.ok && replayed.state).toStrictEqual(again.state);
    expect(again.jumps).toMatchObject([{ at: 0, askedBy: 'A' }]);
  });

  it('a step taken back alone after it (no dice) keeps the line where it was', () => {
    const agreed = must(answerUndo(must(requestUndo(rolled, 'A')), 'B', true));
    const line = agreed.state.log.length;
    const [trooper] = Object.values(m0.state.troopers).filter((t) => t.owner === 'A' && t.rosterIndex === 0);
    const placed = must(
      play(agreed, {
        type: 'deploy',
        seat: 'A',
        trooperId: trooper!.id,
        form: 'model',
        at: { x: 10, y: 6 },
        facing: 90,
      }),
    );
    const back = must(undoStep(placed, 'A'));
    expect(back.state.log.length).toBe(line);
    expect(logItems(back.state.log).at(-1)?.text).toBe(rerollLine('A'));
    expect(back.state.random).toStrictEqual(agreed.state.random);
  });

  it('a take-back with no dice in it says nothing of dice, and adds no line to the log', () => {
    const [trooper] = Object.values(m0.state.troopers).filter((t) => t.owner === 'A' && t.rosterIndex === 0);
    const placed = must(
      play(m0, {
        type: 'deploy',
        seat: 'A',
        trooperId: trooper!.id,
        form: 'model',
        at: { x: 10, y: 6 },
        facing: 90,
      }),
    );
    const asked = must(requestUndo(placed, 'A'));
    expect(asked.undoRequest?.dice).toBeUndefined();
    expect(diceText(asked.undoRequest?.dice)).toBe('');
    const agreed = must(answerUndo(asked, 'B', true));
    expect(agreed.state.log.length).toBe(m0.state.log.length);
    expect(agreed.jumps).toStrictEqual([]);
  });
});
