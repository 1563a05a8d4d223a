// The referee (match.ts): one packet per viewer, filtered in one place; a refused request changes nothing.
import { describe, expect, it } from 'vitest';
import type { Action, GameSetup, Viewer } from '../engine/index.ts';
import { hotSeatSetup } from '../../tests/storeFixtures.ts';
import {
  answerUndo,
  packetFor,
  play,
  readUndoAnswer,
  redoStep,
  requestUndo,
  startMatch,
  undoStep,
  type Match,
} from './match.ts';

/** A's second trooper, an Impersonator, by another name and its points: what B may never know. */
function setupWith(name: string, points?: number): GameSetup {
  return hotSeatSetup({
    A: ['line-trooper', { id: 'impersonator', name, ...(points ? { points } : {}) }, 'field-officer'],
    B: ['line-trooper', 'heavy-s4'],
  });
}

const ids = (m: Match, seat: 'A' | 'B') =>
  Object.values(m.state.troopers)
    .filter((t) => t.owner === seat)
    .sort((a, b) => (a.rosterIndex ?? 0) - (b.rosterIndex ?? 0))
    .map((t) => t.id);

function must(r: { ok: true; match: Match } | { ok: false }): Match {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify('violation' in r ? r.violation : r)}`);
  return r.match;
}

/** The first steps of a game: A deploys a Line Trooper and its second trooper (its third is held back). */
function deployments(m0: Match, form: 'IMP-2' | 'model'): Match[] {
  const [a1, a2] = ids(m0, 'A');
  const steps: Action[] = [
    { type: 'deploy', seat: 'A', trooperId: a1!, form: 'model', at: { x: 10, y: 6 }, facing: 90 },
    { type: 'deploy', seat: 'A', trooperId: a2!, form, at: { x: 20, y: 6 }, facing: 90 },
  ];
  const out = [m0];
  let m = m0;
  for (const a of steps) {
    m = must(play(m, a));
    out.push(m);
  }
  return out;
}

describe('packets: a viewer gets the same packet whatever it may not know', () => {
  const viewers: Viewer[] = ['B', 'public'];
  it.each(viewers)(
    '%s: an Impersonator as IMP-2 by one name or another, with or without points',
    (viewer) => {
      const a = deployments(startMatch(setupWith('Shadow Agent'), { seed: 9 }), 'IMP-2');
      const b = deployments(startMatch(setupWith('Night Agent', 25), { seed: 9 }), 'IMP-2');
      // A's request to take back its last step is waiting too: its words name the trooper.
      const withRequest = (m: Match) => must(requestUndo(m, 'A'));
      for (let i = 0; i < a.length; i++) {
        expect(JSON.stringify(packetFor(a[i]!, viewer))).toBe(JSON.stringify(packetFor(b[i]!, viewer)));
      }
      expect(JSON.stringify(packetFor(withRequest(a.at(-1)!), viewer))).toBe(
        JSON.stringify(packetFor(withRequest(b.at(-1)!), viewer)),
      );
    },
  );

  it('the control: A’s own packets of the two games differ (the secret is real)', () => {
    const a = deployments(startMatch(setupWith('Shadow Agent'), { seed: 9 }), 'IMP-2').at(-1)!;
    const b = deployments(startMatch(setupWith('Night Agent', 25), { seed: 9 }), 'IMP-2').at(-1)!;
    expect(JSON.stringify(packetFor(a, 'A'))).not.toBe(JSON.stringify(packetFor(b, 'A')));
    const asked = must(requestUndo(a, 'A'));
    expect(packetFor(asked, 'A').undo).toMatchObject({ kind: 'asked', after: 0 });
    expect(JSON.stringify(packetFor(asked, 'A').undo)).toContain('Shadow Agent');
    expect(JSON.stringify(packetFor(asked, 'B').undo)).not.toContain('Shadow Agent');
    expect(packetFor(asked, 'B').undo).toMatchObject({ kind: 'to-answer', by: 'A', after: 0 });
    expect(packetFor(asked, 'public').undo).toStrictEqual({ kind: 'waiting', by: 'A' });
  });
});

describe('the referee refuses with a reason and changes nothing', () => {
  const [, , last] = deployments(startMatch(setupWith('Shadow Agent'), { seed: 4 }), 'IMP-2');
  const m = last!;
  it.each([
    ['B undoing A’s step', () => undoStep(m, 'B'), 'CANNOT_UNDO_ACROSS_HANDOVER'],
    ['the audience undoing', () => undoStep(m, 'public'), 'CANNOT_UNDO_ACROSS_HANDOVER'],
    ['a redo with nothing taken back', () => redoStep(m, 'A'), 'NOTHING_TO_REDO'],
    ['B asking to take back a step it never made', () => requestUndo(m, 'B'), 'NOTHING_TO_UNDO'],
    ['an answer with no request', () => answerUndo(m, 'B', true), 'WRONG_PHASE'],
    [
      'the asker answering its own request',
      () => answerUndo(must(requestUndo(m, 'A')), 'A', true),
      'WRONG_SEAT',
    ],
  ] as const)('%s', (_name, attempt, code) => {
    const before = JSON.stringify(m);
    const r = attempt();
    expect(r.ok).toBe(false);
    expect(!r.ok && r.violation.code).toBe(code);
    expect(JSON.stringify(m)).toBe(before);
  });

  it('an action the engine refuses', () => {
    const r = play(m, {
      type: 'deploy',
      seat: 'B',
      trooperId: 'nobody',
      form: 'model',
      at: { x: 1, y: 1 },
      facing: 0,
    });
    expect(r.ok).toBe(false);
    expect(r.applied.ok).toBe(false);
  });
});

describe('undo, redo and an agreed take-back', () => {
  it('A takes back its own step and plays it again; the packets say what each may do', () => {
    const [, , last] = deployments(startMatch(setupWith('Shadow Agent'), { seed: 4 }), 'IMP-2');
    expect(packetFor(last!, 'A').canUndo).toBe(true);
    expect(packetFor(last!, 'B').canUndo).toBe(false);
    const back = must(undoStep(last!, 'A'));
    expect(back.state.pieceOrder).toHaveLength(1);
    expect(packetFor(back, 'A').canRedo).toBe(true);
    const again = must(redoStep(back, 'A'));
    expect(again.state).toStrictEqual(last!.state);
    expect(again.redo).toStrictEqual([]);
  });

  it('agreed, the asker’s step goes with what followed; the answer waits for the asker, then goes', () => {
    const [, , last] = deployments(startMatch(setupWith('Shadow Agent'), { seed: 4 }), 'IMP-2');
    const asked = must(requestUndo(last!, 'A'));
    const agreed = must(answerUndo(asked, 'B', true));
    expect(agreed.actions).toHaveLength(1);
    expect(agreed.undoRequest).toBeNull();
    expect(packetFor(agreed, 'A').answer).toMatchObject({ to: 'A', accepted: true });
    expect(packetFor(agreed, 'B').answer).toBeNull();
    expect(readUndoAnswer(agreed, 'B')).toBe(agreed);
    expect(packetFor(readUndoAnswer(agreed, 'A'), 'A').answer).toBeNull();
  });

  it('refused, nothing is taken back', () => {
    const [, , last] = deployments(startMatch(setupWith('Shadow Agent'), { seed: 4 }), 'IMP-2');
    const refused = must(answerUndo(must(requestUndo(last!, 'A')), 'B', false));
    expect(refused.actions).toStrictEqual(last!.actions);
    expect(packetFor(refused, 'A').answer).toMatchObject({ accepted: false });
  });
});
