// Close combat as a whole (RULES.md §13, §18.8): a template laid on one trooper of a close combat hits
// everybody in it (decision D64), and Engaged State ends in the Effects step, said once in the log, when
// no enemy in contact can fight any more (decision D88). The dice are handed to the engine, so each
// case states what it rolls.
import { describe, expect, it } from 'vitest';
import { logItems } from './logList.ts';
import { viewFor } from './index.ts';
import { engagedEndedLines, isEngaged } from './engaged.ts';
import type { GameState } from './types.ts';
import { ok, pieceAt, profile, R2 } from '../../tests/engineFixtures.ts';
import {
  A1_AT,
  B1_AT,
  activate,
  declare,
  events,
  fight,
  finish,
  place,
  texts,
} from '../../tests/closeCombatFixtures.ts';

const saves = (s: GameState) => events(s).filter((e) => e.kind === 'savingRolls');
const NO_LONGER = 'is no longer Engaged: no enemy in contact with it can fight.';
const endedLines = (s: GameState) => logItems(s.log).filter((e) => e.text.endsWith(NO_LONGER));

/**
 * A row along y = 20, B2–A1–B1 touching, and A2 (an Assault Trooper with a Chain Rifle) to the right,
 * facing them, so far that its template reaches 0.19" into B1's base and no further: it touches B1
 * only. `a1At`: A1 elsewhere, for the controls.
 */
function templateRow(dice: number[], o: { a1At?: { x: number; y: number }; edition?: null } = {}) {
  const f = fight(dice, {
    a2: profile('chain-trooper'),
    ...(o.edition === null ? { edition: null } : {}),
  });
  let s = place(f.s, f.a1, o.a1At ?? { x: B1_AT.x - 2 * R2, y: B1_AT.y });
  s = place(s, f.b2, { x: B1_AT.x - 4 * R2, y: B1_AT.y });
  s = place(s, f.a2, { x: B1_AT.x + R2 + 8 + R2 - 0.19, y: B1_AT.y }, 180);
  return { ...f, s };
}

/** A2 fires its Chain Rifle at B1; B does not react; A2's second skill is Idle. */
function fireAtB1(f: ReturnType<typeof templateRow>): GameState {
  return finish(ok(activate(f.s, f.a2), declare('bsAttack', f.b1)));
}

describe('a template laid on one trooper of a close combat hits everybody in it (RULES.md §13, D64)', () => {
  it('it touches B1 only, and hits B1, A1 Engaged with it, and B2 Engaged with A1', () => {
    // No roll for the template; three Saving Rolls of 20 (over Damage 13 − ARM 1: no Wound).
    const f = templateRow([20, 20, 20]);
    expect(isEngaged(f.s, f.b1)).toBe(true);
    const t = fireAtB1(f);
    expect(saves(t)).toHaveLength(3);
    const hits = texts(t).filter((x) => x.startsWith("The Chain Rifle's template hits"));
    expect(hits).toEqual([
      "The Chain Rifle's template hits the Line Trooper of Player B (no roll).",
      "The Chain Rifle's template hits the Line Trooper of Player A, in the close combat it was laid on (no roll).",
      "The Chain Rifle's template hits the Second of Player B, in the close combat it was laid on (no roll).",
    ]);
    const line = logItems(t.log).find((e) => e.text.includes('in the close combat it was laid on'));
    expect(line?.rules).toEqual(['templates', 'engaged']);
  });

  it('a hit on its own side wounds as any hit, and the shot is not cancelled (the template does not touch A1)', () => {
    // Saves: B1 20, A1 1 (a Wound: Unconscious), B2 20.
    const t = fireAtB1(templateRow([20, 1, 20]));
    expect(texts(t).some((x) => x.includes('cancelled'))).toBe(false);
    const a1 = pieceAt(t, B1_AT.x - 2 * R2, B1_AT.y);
    expect(t.pieces[a1]?.tokens).toContain('Unconscious');
  });

  it('the control: A1 0.1" out of contact, so nobody is Engaged, and the template hits B1 alone', () => {
    const f = templateRow([20, 20, 20], { a1At: { x: B1_AT.x - 2 * R2 - 0.1, y: B1_AT.y } });
    expect(isEngaged(f.s, f.b1)).toBe(false);
    const t = fireAtB1(f);
    expect(saves(t)).toHaveLength(1);
    expect(texts(t).some((x) => x.includes('in the close combat'))).toBe(false);
  });

  it('in a game begun before close combat was played, the template hits only what it touches (D87)', () => {
    const t = fireAtB1(templateRow([20, 20, 20], { edition: null }));
    expect(saves(t)).toHaveLength(1);
  });

  it('in ARO too: B2’s Chain Rifle laid on A1 also hits B1, its own side’s trooper in the fight', () => {
    // A1 (above B1) declares a CC Attack on B1; B2 stands above A1 and answers with its Chain Rifle,
    // whose template reaches 0.19" into A1's base. Saves A1 20, B1 20; then A1's CC roll, 20 (a failure).
    const f = fight([20, 20, 20], { b2: profile('chain-trooper') });
    const s = place(f.s, f.b2, { x: A1_AT.x, y: A1_AT.y - R2 - 8 - R2 + 0.19 }, 90);
    let t = ok(activate(s, f.a1), declare('ccAttack', f.b1));
    t = ok(t, { type: 'aro', seat: 'B', reactorId: f.b2, choice: 'bsAttack', target: f.a1 });
    t = finish(t);
    const hits = texts(t).filter((x) => x.includes("Chain Rifle's template"));
    expect(hits).toEqual([
      "The Second of Player B: the Chain Rifle's template hits the Line Trooper of Player A (no roll).",
      "The Second of Player B: the Chain Rifle's template hits the Line Trooper of Player B, in the close combat it was laid on (no roll).",
    ]);
    expect(saves(t)).toHaveLength(2);
  });
});

describe('Engaged ends in the Effects step when no enemy in contact can fight (RULES.md §13, D88)', () => {
  it('A1 knocks B1 Unconscious: one line for A1, named for both seats, and none when B1 is then finished off', () => {
    // A1's CC roll 5 (a success at CC 13), B1's save 1 (a Wound): Unconscious.
    const { s, a1, b1 } = fight([5, 1]);
    let t = finish(ok(activate(s, a1), declare('ccAttack', b1)));
    expect(t.pieces[b1]?.tokens).toContain('Unconscious');
    expect(isEngaged(t, a1)).toBe(false);
    const lines = endedLines(t);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      text: `The Line Trooper of Player A ${NO_LONGER}`,
      seat: 'A',
      rules: ['engaged'],
    });
    for (const seat of ['A', 'B'] as const) {
      expect(
        viewFor(t, seat)
          .log.filter((l) => l.text.endsWith(NO_LONGER))
          .map((l) => l.text),
      ).toEqual([`The Line Trooper of Player A ${NO_LONGER}`]);
    }
    // A Coup de grâce in the next Order: B1 is Dead; A1 was no longer Engaged, so nothing more is said.
    t = finish(ok(activate(t, a1), declare('ccAttack', b1)));
    expect(t.pieces[b1]).toBeUndefined();
    expect(endedLines(t)).toHaveLength(1);
  });

  it('B1 Dead from a critical leaves the table: A1 is no longer Engaged, said once', () => {
    // A1 rolls 13 (a critical at CC 13): two Saving Rolls, both failed (1, 1): Dead.
    const { s, a1, b1 } = fight([13, 1, 1]);
    const t = finish(ok(activate(s, a1), declare('ccAttack', b1)));
    expect(t.pieces[b1]).toBeUndefined();
    expect(endedLines(t).map((e) => e.text)).toEqual([`The Line Trooper of Player A ${NO_LONGER}`]);
  });

  it('B1 between A1 and A2 falls: both are no longer Engaged, one line each', () => {
    // A1 attacks with Burst 2 (A2 in the fight): 5 and 20; B1's save 1.
    const { s, a1, b1 } = fight([5, 20, 1], { a2At: { x: B1_AT.x, y: B1_AT.y + 2 * R2 } });
    const t = finish(ok(activate(s, a1), declare('ccAttack', b1)));
    expect(endedLines(t).map((e) => e.text)).toEqual([
      `The Line Trooper of Player A ${NO_LONGER}`,
      `The Second of Player A ${NO_LONGER}`,
    ]);
  });

  it.each<[string, string[], number]>([
    ['Immobilized-A', ['Immobilized-A'], 1],
    ['Unconscious', ['Unconscious', 'Prone'], 1],
    ['Prone only (it can still fight)', ['Prone'], 0],
  ])('B1 now %s: lines for A1 %d', (_, tokens, count) => {
    const { s, a1, b1 } = fight([]);
    const p = s.pieces[b1];
    if (!p) throw new Error('no B1');
    const after: GameState = { ...s, pieces: { ...s.pieces, [b1]: { ...p, tokens } } };
    const lines = engagedEndedLines(s, after);
    expect(lines).toHaveLength(count);
    if (count) expect(lines[0]?.text).toBe(`The Line Trooper of Player A ${NO_LONGER}`);
    expect(isEngaged(after, a1)).toBe(count === 0);
  });

  it('the boundary: A1 still touches B2, which can fight, so A1 stays Engaged and nothing is said', () => {
    const { s, a1, b1, b2 } = fight([5, 1], { b2At: { x: A1_AT.x, y: A1_AT.y - 2 * R2 } });
    const t = finish(ok(activate(s, a1), declare('ccAttack', b1)));
    expect(t.pieces[b1]?.tokens).toContain('Unconscious');
    expect(isEngaged(t, a1)).toBe(true);
    expect(isEngaged(t, b2)).toBe(true);
    expect(endedLines(t)).toHaveLength(0);
  });

  it('the trooper that falls itself gets no line: B1 is Unconscious, not Engaged, and not "no longer Engaged"', () => {
    const { s, a1, b1 } = fight([5, 1]);
    const t = finish(ok(activate(s, a1), declare('ccAttack', b1)));
    expect(endedLines(t).some((e) => e.text.includes('of Player B'))).toBe(false);
  });

  it('contact ended by a Dodge says nothing of enemies that cannot fight', () => {
    // B1 Dodges the CC Attack (PH 9 against a failed 20) and moves 1.9" away.
    const { s, a1, b1 } = fight([9, 20]);
    let t = ok(activate(s, a1), declare('ccAttack', b1));
    t = finish(ok(t, { type: 'aro', seat: 'B', reactorId: b1, choice: 'dodge', target: a1 }));
    t = ok(t, { type: 'dodgeMove', seat: 'B', pieceId: b1, to: { x: B1_AT.x, y: B1_AT.y + 1.9 } });
    expect(isEngaged(t, a1)).toBe(false);
    expect(endedLines(t)).toHaveLength(0);
  });

  it('in a game begun before close combat was played, nobody was Engaged, so nothing is said (D87)', () => {
    const { s, a1, b1 } = fight([5, 1], { edition: null });
    const t = finish(ok(activate(s, a1), declare('ccAttack', b1)));
    expect(t.pieces[b1]?.tokens).toContain('Unconscious');
    expect(endedLines(t)).toHaveLength(0);
  });

  it('a HoloMask trooper is named as it shows: B reads the same line whoever A1 truly is; A reads its own name', () => {
    // A2 (above nothing: below B1) attacks with Burst 2 (A1 in the fight): 5 and 20; B1's save 1.
    const play = (masked: boolean) => {
      const { s, a2, b1 } = fight([5, 20, 1], {
        ...(masked
          ? { a1: profile('holoprojector'), a1Imitates: true }
          : { a1: profile('line-trooper', { name: 'Second' }) }),
        a2At: { x: B1_AT.x, y: B1_AT.y + 2 * R2 },
      });
      return finish(ok(activate(s, a2), declare('ccAttack', b1)));
    };
    const masked = play(true);
    const plain = play(false);
    const ofB = (t: GameState) => viewFor(t, 'B').log.filter((l) => l.text.endsWith(NO_LONGER));
    expect(ofB(masked)).toEqual(ofB(plain));
    expect(ofB(masked).map((l) => l.text)).toEqual([
      `The Second of Player A ${NO_LONGER}`,
      `The Second of Player A ${NO_LONGER}`,
    ]);
    const ofA = viewFor(masked, 'A').log.filter((l) => l.text.endsWith(NO_LONGER));
    expect(ofA.map((l) => l.text)).toEqual([
      `The Echo Operative of Player A ${NO_LONGER}`,
      `The Second of Player A ${NO_LONGER}`,
    ]);
    expect(JSON.stringify(viewFor(masked, 'B'))).not.toContain('Echo Operative');
  });
});
