// The result card of the last Order (issue: a result card after every Order), built from each seat's
// own view: the rolls with their dice, the saves, and nothing the seat's log does not hold.
import { describe, expect, it } from 'vitest';
import { viewFor, type Action, type GameState } from '../engine/index.ts';
import { lastOrderCard, orderHeadline } from './resultCard.ts';
import { isResultSeen } from './sessionStore.ts';
import { duelTable, ok, pieceAt } from '../../tests/engineFixtures.ts';

/** A's Line Trooper at (20, 6) and B's at (20, 37), facing each other; the dice are given. */
const table = (dice: number[]): GameState => duelTable(dice);

/** A shoots B's trooper, which shoots back; B's other trooper passes; A Idles. */
function played(dice: number[]): GameState {
  let t = table(dice);
  t = ok(t, { type: 'activate', seat: 'A', pieceId: pieceAt(t, 20, 6) });
  t = ok(t, { type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(t, 20, 37) });
  const aro: Action = {
    type: 'aro',
    seat: 'B',
    reactorId: pieceAt(t, 20, 37),
    choice: 'bsAttack',
    target: pieceAt(t, 20, 6),
  };
  t = ok(t, aro);
  t = ok(t, { type: 'endAros', seat: 'B' });
  t = ok(t, { type: 'declare', seat: 'A', skill: 'idle' });
  while (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro') t = ok(t, { type: 'endAros', seat: 'B' });
  return t;
}

describe('the result card of the last Order', () => {
  it('none before any Order has completed', () => {
    expect(lastOrderCard(viewFor(table([]), 'A').log)).toBeNull();
  });

  it('holds the Face to Face with every die marked, and the Saving Roll it forced', () => {
    // B's ARO 6; A's 7, 2, 9: A keeps the 7. B saves with a 20.
    const t = played([6, 7, 2, 9, 20]);
    const card = lastOrderCard(viewFor(t, 'B').log);
    expect(card?.seat).toBe('A');
    expect(card?.title).toBe('Player A activated Line Trooper.');
    expect(card?.titleRules).toEqual(['orders.sequence']);
    const ftf = card?.lines.find((l) => l.kind === 'roll');
    expect(
      ftf?.rolls.map((r) => [r.skill, r.sv, r.dice.map((d) => `${String(d.value)}:${d.result}`)]),
    ).toEqual([
      ['BS Attack', 8, ['7:success', '2:success', '9:failure']],
      ['BS Attack', 8, ['6:success']],
    ]);
    const save = card?.lines.find((l) => l.kind === 'save');
    expect(save?.rolls[0]?.dice).toEqual([{ value: 20, result: 'failure' }]);
    // The conclusion and the activation are the card's bounds, not its lines.
    expect(card?.lines.some((l) => l.text.includes('is complete'))).toBe(false);
  });

  it('each seat reads it from its own log (its own numbering): the same rolls for both here, and the public one too', () => {
    const t = played([6, 7, 2, 9, 20]);
    const rollsOf = (v: 'A' | 'B' | 'public') =>
      lastOrderCard(viewFor(t, v).log)
        ?.lines.filter((l) => l.kind !== 'note')
        .map(({ seq: _seq, ...l }) => l);
    expect(rollsOf('A')).toEqual(rollsOf('B'));
    expect(rollsOf('public')).toEqual(rollsOf('B'));
  });

  it('is the last Order’s only: a second Order makes a new card with a later end', () => {
    const t = played([6, 7, 2, 9, 20, 20]);
    const first = lastOrderCard(viewFor(t, 'A').log);
    let u = ok(t, { type: 'activate', seat: 'A', pieceId: pieceAt(t, 44, 4) });
    u = ok(u, { type: 'declare', seat: 'A', skill: 'idle' });
    while (u.phase.kind === 'turn' && u.phase.order?.stage === 'aro')
      u = ok(u, { type: 'endAros', seat: 'B' });
    u = ok(u, { type: 'declare', seat: 'A', skill: 'idle' });
    while (u.phase.kind === 'turn' && u.phase.order?.stage === 'aro')
      u = ok(u, { type: 'endAros', seat: 'B' });
    const second = lastOrderCard(viewFor(u, 'A').log);
    expect(second?.endSeq).toBeGreaterThan(first?.endSeq ?? Infinity);
    expect(second?.lines.some((l) => l.kind === 'roll')).toBe(false);
  });
});

describe('a result card seen is seen in its own game only', () => {
  it.each([
    ['never seen', undefined, 'g1', 4, false],
    ['seen in this game', { game: 'g1', endSeq: 4 }, 'g1', 4, true],
    ['an older card of this game was seen', { game: 'g1', endSeq: 3 }, 'g1', 4, false],
    ['a later card of another game was seen', { game: 'g0', endSeq: 9 }, 'g1', 4, false],
  ] as const)('%s', (_, seen, game, endSeq, expected) => {
    expect(isResultSeen(seen, game, endSeq)).toBe(expected);
  });
});

describe('the headline of an Order (issue 31: results in one line)', () => {
  it('says what each side kept and what the saves cost, in order', () => {
    // B's ARO 6; A's 7, 2, 9: A keeps the 7. B fails its save with a 1.
    const card = lastOrderCard(viewFor(played([6, 7, 2, 9, 1]), 'A').log);
    expect(card?.headline).toEqual([
      'The Line Trooper of Player A scores a hit',
      'Line Trooper: a Wound lost',
    ]);
  });
  it('a save that holds says so', () => {
    const card = lastOrderCard(viewFor(played([6, 7, 2, 9, 20]), 'B').log);
    expect(card?.headline.at(-1)).toBe('Line Trooper: saved');
  });
  it('both seats read the same headline of a public Order', () => {
    const t = played([6, 7, 2, 9, 1]);
    expect(lastOrderCard(viewFor(t, 'A').log)?.headline).toEqual(
      lastOrderCard(viewFor(t, 'B').log)?.headline,
    );
  });
  it.each([[[{ seq: 1, text: 'A note.' }], ['Nothing was rolled']]])('%j → %j', (lines, headline) => {
    expect(orderHeadline(lines)).toEqual(headline);
  });
});
