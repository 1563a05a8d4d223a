// Results on the table (issue 31): the lines of the declared attacks, Discovers and AROs, and what the
// last Order did to each piece, from one viewer's view alone.
import { describe, expect, it } from 'vitest';
import { viewFor, type Action, type GameState } from '../../engine/index.ts';
import type { Profile } from '../../rules/index.ts';
import { duelTable, ok, pieceAt, profile } from '../../../tests/engineFixtures.ts';
import { declaredLines, lineText, resultMarks } from './declaredLines.ts';

/** A's Line Trooper at (20, 6); B's `b` at (20, 37) in `form`; the others far off. */
const table = (dice: number[], b: Profile, form: 'model' | 'CAMO'): GameState => duelTable(dice, b, form);

/** Passes every ARO still pending. */
function passAll(t: GameState): GameState {
  let s = t;
  while (s.phase.kind === 'turn' && s.phase.order?.stage === 'aro') s = ok(s, { type: 'endAros', seat: 'B' });
  return s;
}

describe('the lines of a declared attack and its ARO', () => {
  const start = table([6, 7, 2, 9, 1], profile('line-trooper'), 'model');
  const a = pieceAt(start, 20, 6);
  const b = pieceAt(start, 20, 37);
  let t = ok(start, { type: 'activate', seat: 'A', pieceId: a });
  t = ok(t, { type: 'declare', seat: 'A', skill: 'bsAttack', target: b });
  const declared = t;
  const aro: Action = { type: 'aro', seat: 'B', reactorId: b, choice: 'bsAttack', target: a };
  t = ok(t, aro);
  const answered = t;
  t = passAll(ok(passAll(t), { type: 'declare', seat: 'A', skill: 'idle' }));

  it('the active attack is drawn from the attacker to its target, to both seats', () => {
    for (const seat of ['A', 'B'] as const) {
      const lines = declaredLines(viewFor(declared, seat));
      expect(lines.map((l) => [l.from.id, l.to.id, l.skill, l.aro, l.kind])).toEqual([
        [a, b, 'BS Attack', false, 'attack'],
      ]);
    }
  });

  it('a declared ARO with a target is drawn dashed, from the reactor to its target', () => {
    const lines = declaredLines(viewFor(answered, 'B'));
    expect(lines.map((l) => [l.from.id, l.to.id, l.aro])).toEqual([
      [a, b, false],
      [b, a, true],
    ]);
    // Two Line Troopers a side: each side's are numbered (D200).
    expect(lineText(lines[1]!)).toBe('Line Trooper 1: BS Attack (ARO) against the Line Trooper 1');
  });

  it('no Order under way, no line; nothing rolled yet, no mark', () => {
    expect(declaredLines(viewFor(start, 'A'))).toEqual([]);
    expect(resultMarks(viewFor(declared, 'A').log).size).toBe(0);
  });

  it('once rolled, the target that failed its save is marked by both seats alike', () => {
    // B's ARO 6; A's 7, 2, 9: A keeps the 7. B fails its save with a 1.
    expect([...resultMarks(viewFor(t, 'A').log)]).toEqual([[b, 'a Wound lost']]);
    expect([...resultMarks(viewFor(t, 'B').log)]).toEqual([[b, 'a Wound lost']]);
  });

  it('a save that holds is marked saved', () => {
    let u = ok(table([6, 7, 2, 9, 20], profile('line-trooper'), 'model'), {
      type: 'activate',
      seat: 'A',
      pieceId: a,
    });
    u = ok(u, { type: 'declare', seat: 'A', skill: 'bsAttack', target: b });
    u = passAll(ok(passAll(ok(u, aro)), { type: 'declare', seat: 'A', skill: 'idle' }));
    expect(resultMarks(viewFor(u, 'A').log).get(b)).toBe('saved');
  });
});

describe('paired games: which trooper is under the CAMO marker A tries to Discover (RULES.md §9.2)', () => {
  /** A Discovers the marker and fails (a 20); B passes. A's lines and marks, step by step. */
  function played(b: Profile) {
    const start = table([20, 20, 20], b, 'CAMO');
    const a = pieceAt(start, 20, 6);
    const marker = pieceAt(start, 20, 37);
    let t = ok(start, { type: 'activate', seat: 'A', pieceId: a });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'discover', target: marker });
    const during = viewFor(t, 'A');
    t = passAll(ok(passAll(t), { type: 'declare', seat: 'A', skill: 'idle' }));
    const after = viewFor(t, 'A');
    return {
      lines: declaredLines(during),
      marks: [...resultMarks(after.log)],
      public: [declaredLines(viewFor(t, 'public')), [...resultMarks(viewFor(t, 'public').log)]],
    };
  }
  const sniper = played(profile('camo-sniper'));
  const other = played(profile('camo-sniper', { points: 40 }));

  it('A sees the same Discover line and the same (empty) marks, ids included', () => {
    expect(sniper.lines).toEqual(other.lines);
    expect(sniper.lines.map((l) => [l.skill, l.kind, l.to.label])).toEqual([
      ['Discover', 'discover', 'CAMO marker'],
    ]);
    expect(sniper.marks).toEqual(other.marks);
    expect(sniper.public).toEqual(other.public);
  });
});
