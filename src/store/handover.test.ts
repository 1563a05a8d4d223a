// The curtains of a hot-seat game (ARCHITECTURE.md §5; decisions D28, D205, D206): when the screen must
// change hands, how many times it does in a typical turn with the table's "skip the handover" option
// off and on, and that the count the active seat lives through never depends on a secret.
import { describe, expect, it } from 'vitest';
import { viewFor, type ViewLogLine } from '../engine/index.ts';
import { logItems } from '../engine/logList.ts';
import type { Seat } from '../rules/index.ts';
import { curtainsAlong, mustChangeHands } from './handover.ts';
import { lastOrderCard, nextOrderCard, orderSpans } from './resultCard.ts';
import { exportGame, openGame } from './persist/saveFile.ts';
import { playTypicalTurn } from '../../tests/typicalTurn.ts';

describe('mustChangeHands: the curtain comes down when the awaited seat is not at the screen', () => {
  it.each([
    ['A', 'A', false],
    ['A', 'B', true],
    ['B', 'A', true],
    ['referee', 'A', true],
    ['A', null, false],
    ['referee', null, true],
  ] as const)('at the screen %s, awaited %s → %s', (atScreen, awaited, expected) => {
    expect(mustChangeHands(atScreen, awaited)).toBe(expected);
  });
});

describe('curtainsAlong: the curtains along the seats awaited after each step', () => {
  it.each<[(Seat | null)[], number]>([
    [[], 0],
    [['A', 'A', 'A'], 0],
    [['A', 'B', 'A', 'A', 'B'], 3],
    [['A', 'B', 'B', 'B', 'A'], 2],
    [[null, 'A', null, 'B'], 1],
  ])('%j → %i', (awaited, expected) => {
    expect(curtainsAlong(awaited)).toBe(expected);
  });
});

/** The seats awaited with the repeats dropped: the hands the screen passes through. */
const hands = (awaited: readonly (Seat | null)[]) =>
  awaited.filter((s, i) => s !== null && s !== awaited[i - 1]);

describe('a typical turn through the store (tests/typicalTurn.ts): four Orders, then the turn ends', () => {
  it('with the option off, every declaration hands the screen over and back: four curtains an Order', () => {
    const turn = playTypicalTurn({ skip: false });
    // One more curtain hands the screen to B for its own turn.
    expect(curtainsAlong(turn.awaited)).toBe(4 * turn.orders + 1);
  });

  it('with the option on, a second skill that moves nothing and attacks nothing keeps the screen', () => {
    const turn = playTypicalTurn({ skip: true });
    // Move + Move and Move + BS Attack: 4 each; Move + Discover and Move + Idle: 2 each.
    expect(curtainsAlong(turn.awaited)).toBe(4 + 2 + 4 + 2 + 1);
  });
});

describe('paired: a Hidden Deployment trooper with LoF to the advance or without (D205)', () => {
  for (const skip of [false, true]) {
    it(`gives the active seat the same curtains and the same views (option ${skip ? 'on' : 'off'})`, () => {
      const seeing = playTypicalTurn({ skip, hidden: 'seeing' });
      const blind = playTypicalTurn({ skip, hidden: 'blind' });
      // The secret made a difference in truth: one Veil Stalker was asked, the other never was.
      const asked = (t: typeof seeing) =>
        logItems(t.state.log).some((l) =>
          l.text.includes('Veil Stalker (Hidden Deployment) of Player B passed'),
        );
      expect(asked(seeing)).toBe(true);
      expect(asked(blind)).toBe(false);
      // The screen passes through the same hands, and A reads the same views whenever it holds it.
      expect(hands(seeing.awaited)).toEqual(hands(blind.awaited));
      expect(curtainsAlong(seeing.awaited)).toBe(curtainsAlong(blind.awaited));
      const viewsOfA = (t: typeof seeing) =>
        t.states
          .filter((_, i) => t.awaited[i] === 'A')
          .map((s) => JSON.stringify(viewFor(s, 'A')))
          .filter((v, i, all) => v !== all[i - 1]);
      expect(viewsOfA(seeing)).toEqual(viewsOfA(blind));
    });
  }
});

describe('the result of an Order whose handover was skipped (D207)', () => {
  it('reaches the other seat at its next screen: every Order it missed, oldest first, once each', () => {
    const turn = playTypicalTurn({ skip: true });
    const log = viewFor(turn.state, 'B').log;
    const ends = orderSpans(log).map((s) => log[s.end]!.seq);
    expect(ends).toHaveLength(turn.orders);
    const read: string[] = [];
    let seen: number | undefined;
    for (let card = nextOrderCard(log, 'B', seen); card; card = nextOrderCard(log, 'B', seen)) {
      read.push(card.title);
      seen = card.endSeq;
    }
    expect(read).toEqual(orderSpans(log).map((s) => log[s.start]!.text));
    expect(read).toHaveLength(turn.orders);
  });

  it('the active seat reads its own last Order, as before', () => {
    const turn = playTypicalTurn({ skip: true });
    const log = viewFor(turn.state, 'A').log;
    expect(nextOrderCard(log, 'A', undefined)).toEqual(lastOrderCard(log));
    expect(nextOrderCard(log, 'A', lastOrderCard(log)!.endSeq)).toBeNull();
  });

  it.each<[string, Seat[], number | undefined, string | null]>([
    ["B missed two of A's Orders: the older first", ['A', 'A'], undefined, 'A1'],
    ['B read the first: the second', ['A', 'A'], 4, 'A2'],
    ['B read both: nothing', ['A', 'A'], 8, null],
    ['B played an Order after them: its own', ['A', 'A', 'B'], undefined, 'B3'],
    ["A's Orders after B's own: the older of those", ['B', 'A', 'A'], undefined, 'A2'],
  ])('%s', (_name, seats, seen, expected) => {
    // Each Order: its activation line, one line of play, its conclusion.
    const log: ViewLogLine[] = seats.flatMap((seat, i) => [
      {
        seq: i * 4 + 1,
        text: `${seat}${String(i + 1)}`,
        event: { kind: 'order' as const, seat, step: 'began' as const },
      },
      { seq: i * 4 + 2, text: 'played' },
      { seq: i * 4 + 4, text: 'ended', event: { kind: 'order' as const, seat, step: 'ended' as const } },
    ]);
    expect(nextOrderCard(log, 'B', seen)?.title ?? null).toBe(expected);
  });
});

describe('the option in a game file (D205)', () => {
  it('is kept: the file opens with it and replays to the same game', () => {
    const turn = playTypicalTurn({ skip: true });
    const opened = openGame(exportGame({ name: 'Typical turn', ...turn.record }));
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.game.setup.game?.skipIdleHandover).toBe(true);
    expect(opened.state).toEqual(turn.state);
  });

  it('a game saved before it opens with it off, and asks after every declaration as it did', () => {
    const turn = playTypicalTurn({ skip: false });
    const text = exportGame({ name: 'Older game', ...turn.record });
    expect(text).not.toContain('skipIdleHandover');
    const opened = openGame(text);
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.game.setup.game?.skipIdleHandover).toBeUndefined();
    expect(opened.state).toEqual(turn.state);
  });

  it('a file with anything but true or false there is refused, naming the field', () => {
    const turn = playTypicalTurn({ skip: true });
    const text = exportGame({ name: 'Bad', ...turn.record }).replace(
      '"skipIdleHandover": true',
      '"skipIdleHandover": "yes"',
    );
    const opened = openGame(text);
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.error).toContain('skipIdleHandover');
  });
});
