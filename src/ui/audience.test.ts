// The audience window (presenter mode): what it narrates, and the messages it follows the game by.
import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_START,
  NARRATION_LINES,
  createAudienceSender,
  narrationAfter,
  receiveAudience,
  type AudienceMessage,
  type AudienceReceiver,
} from './audience.ts';
import { viewFor, type View } from '../engine/index.ts';
import { SCENARIOS } from '../content/scenarioLibrary.ts';
import { playScript } from '../content/scenarios.ts';

const lines = (...seqs: number[]) => seqs.map((seq) => ({ seq, text: `line ${String(seq)}` }));

describe('the audience narration', () => {
  it.each([
    ['the first view narrates its newest lines', [], lines(0, 1), [], [0, 1]],
    ['a step narrates the lines it added', lines(0, 1), lines(0, 1, 2, 3), lines(0, 1), [2, 3]],
    ['a change that adds no line keeps the narration', lines(0, 1, 2), lines(0, 1, 2), lines(2), [2]],
    ['a step taken back narrates the log as it now ends', lines(0, 1, 2), lines(0, 1), lines(2), [0, 1]],
    [
      'a long Order shows its last lines',
      lines(0),
      lines(0, 1, 2, 3, 4, 5, 6),
      [],
      [6 - NARRATION_LINES + 1, 4, 5, 6].slice(-NARRATION_LINES),
    ],
  ] as const)('%s', (_, before, now, last, expected) => {
    expect(narrationAfter(before, now, last).map((l) => l.seq)).toEqual(expected);
  });
});

/** The public views of a guided demonstration, step by step. */
function publicViews(): View[] {
  const s = SCENARIOS.find((x) => x.script.length >= 3);
  if (!s) throw new Error('no scenario of three steps');
  return Array.from({ length: s.script.length + 1 }, (_, k) => viewFor(playScript(s, k).state, 'public'));
}

/** Feeds messages to a receiver; returns it and how many hellos it said. */
function feed(messages: readonly AudienceMessage[], from: AudienceReceiver = AUDIENCE_START) {
  let r = from;
  let hellos = 0;
  for (const m of messages) {
    const next = receiveAudience(r, m);
    r = next.receiver;
    if (next.hello) hellos += 1;
  }
  return { receiver: r, hellos };
}

describe('the audience messages: a whole view first, then deltas', () => {
  const views = publicViews();

  it('the presenter sends the first view whole, then deltas numbered one by one', () => {
    const sender = createAudienceSender();
    const messages = views.map((v, k) => sender.update(v, { step: k, total: views.length - 1 }));
    expect(messages.map((m) => m && [m.type, m.seq])).toEqual(
      views.map((_, k) => [k === 0 ? 'view' : 'delta', k + 1]),
    );
    // Over the script, the deltas weigh much less than the views they stand for.
    const size = (xs: readonly unknown[]) => xs.reduce((n: number, x) => n + JSON.stringify(x).length, 0);
    expect(size(messages.slice(1)) * 3).toBeLessThan(size(views.slice(1)));
  });

  it('nothing changed, guide included: nothing sent; only the guide step: a delta with no change', () => {
    const sender = createAudienceSender();
    const [v0] = views;
    sender.update(v0!, { step: 0, total: 3 });
    expect(sender.update(structuredClone(v0!), { step: 0, total: 3 })).toBeNull();
    const m = sender.update(v0!, { step: 1, total: 3 });
    expect(m?.type === 'delta' && m.delta.from === m.delta.to).toBe(true);
    expect(m?.guide).toEqual({ step: 1, total: 3 });
    expect(feed([sender.full(v0!)]).receiver.held?.guide).toBeNull();
  });

  it('the audience window draws, after every delta, the very view the presenter has', () => {
    const sender = createAudienceSender();
    let r = AUDIENCE_START;
    for (const [k, v] of views.entries()) {
      const m = sender.update(v, { step: k, total: views.length - 1 });
      if (!m) continue;
      const next = receiveAudience(r, m);
      expect(next.hello).toBe(false);
      r = next.receiver;
      expect(r.held?.view).toEqual(v);
      expect(r.held?.guide).toEqual({ step: k, total: views.length - 1 });
    }
  });

  it('a delta missed: one hello, later deltas dropped, until a whole view comes', () => {
    const sender = createAudienceSender();
    const [first, lost, ...rest] = views.map((v) => sender.update(v));
    const after = feed([first!, ...(rest as AudienceMessage[])]);
    expect(after.hellos).toBe(1);
    expect(after.receiver.waiting).toBe(true);
    // Still drawing the last view it could trust.
    expect(after.receiver.held?.view).toEqual(views[0]);
    expect(lost?.type).toBe('delta');
    const full = sender.full(views.at(-1)!);
    const back = feed([full], after.receiver);
    expect(back.receiver.held?.view).toEqual(views.at(-1));
    expect(back.receiver.waiting).toBe(false);
    // And the next delta applies again.
    const edited = { ...views[0]!, phase: { ...views[0]!.phase, text: 'changed' } };
    const next = feed([sender.update(edited)!], back.receiver);
    expect(next.hellos).toBe(0);
    expect(next.receiver.held?.view).toEqual(edited);
  });

  it('a delta made from another base than the view held is a gap, even with the next number', () => {
    const sender = createAudienceSender();
    const start = feed([sender.update(views[0]!)!]).receiver;
    const other = createAudienceSender();
    other.update(views[1]!);
    const stray = other.update(views[2]!);
    if (stray?.type !== 'delta') throw new Error('expected a delta');
    const r = feed([{ ...stray, seq: 2 }], start);
    expect(r.hellos).toBe(1);
    expect(r.receiver.held?.view).toEqual(views[0]);
  });

  it('before any whole view a delta is dropped: the hello already went out', () => {
    const sender = createAudienceSender();
    sender.update(views[0]!);
    const r = feed([sender.update(views[1]!)!]);
    expect(r).toEqual({ receiver: AUDIENCE_START, hellos: 0 });
  });
});
