/**
 * Figure (e) of `npm run bench`: what one action costs to send and keep over a 1,000-action game.
 * After each action: the view a seat's screen is drawn from, the public view the audience window is
 * sent, and what is written to browser storage (a head, and a chunk of actions or a checkpoint when
 * one is due: store/persist/storedGame.ts; its note compares it with the whole session text). Issue 18 wants these to stay flat as the
 * game grows (the view carries its newest log lines). The audience window is sent the public view
 * whole only first; after that, the delta from the view before (engine/viewDelta.ts), as is a seat's
 * view sent over a network: the delta figures give their size, as JSON, next to the whole views'.
 */
import { apply, newGame, viewDelta, viewFor, type GameState, type View } from '../src/engine/index.ts';
import { serialize } from '../src/store/persist/persistence.ts';
import { storedGameWriter } from '../src/store/persist/storedGame.ts';
import { longGame } from './longGame.ts';

export interface BytesFigure {
  name: string;
  value: number;
  unit: string;
  note: string;
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const kB = (n: number) => n / 1024;

export function measureUpdateBytes(actionsCount = 1000): BytesFigure[] {
  const game = longGame(actionsCount);
  let state: GameState = newGame(game.setup, game.random);
  const seat: number[] = [];
  const audience: number[] = [];
  const seatDelta: number[] = [];
  const audienceDelta: number[] = [];
  let seatView: View = viewFor(state, 'A');
  let audienceView: View = viewFor(state, 'public');
  const stored: number[] = [];
  const whole: number[] = [];
  const storage = new Map<string, string>();
  const writer = storedGameWriter(
    {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => storage.set(k, v),
      removeItem: (k) => storage.delete(k),
    },
    'bench-game',
  );
  const session = { random: game.random, setup: game.setup, actions: [], redo: [] };
  game.actions.forEach((action, i) => {
    const r = apply(state, action);
    if (!r.ok) throw new Error(`the long game's action ${String(i)} was refused`);
    state = r.state;
    const seatNow = viewFor(state, 'A');
    const audienceNow = viewFor(state, 'public');
    seat.push(bytes(JSON.stringify(seatNow)));
    audience.push(bytes(JSON.stringify(audienceNow)));
    seatDelta.push(bytes(JSON.stringify(viewDelta(seatView, seatNow))));
    audienceDelta.push(bytes(JSON.stringify(viewDelta(audienceView, audienceNow))));
    seatView = seatNow;
    audienceView = audienceNow;
    // What the store writes after this action: the head, and a chunk or a checkpoint when one is due.
    if (writer.write({ ...session, actions: game.actions.slice(0, i + 1) }, state)) {
      throw new Error('the bench storage refused a write');
    }
    stored.push(writer.lastWriteChars());
    whole.push(bytes(serialize({ ...session, actions: game.actions.slice(0, i + 1) })));
  });
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const at = (xs: number[], k: number) => xs[Math.min(xs.length - 1, k)] ?? 0;
  const figure = (name: string, xs: number[]): BytesFigure => ({
    name,
    value: kB(sum(xs) / xs.length),
    unit: 'kB',
    note: `per action over ${String(xs.length)} actions; at action 100: ${kB(at(xs, 99)).toFixed(1)} kB, at the last: ${kB(xs.at(-1) ?? 0).toFixed(1)} kB`,
  });
  /** A delta is a few hundred bytes: its note gives bytes, and how many times smaller than the view. */
  const deltaFigure = (name: string, xs: number[], whole: number[]): BytesFigure => ({
    name,
    value: kB(sum(xs) / xs.length),
    unit: 'kB',
    note: `${(sum(xs) / xs.length).toFixed(0)} B per action over ${String(xs.length)} actions (the whole of it ${(sum(whole) / sum(xs)).toFixed(0)}× that); at action 100: ${String(at(xs, 99))} B, at the last: ${String(xs.at(-1) ?? 0)} B`,
  });
  return [
    figure("(e) a seat's view after each action", seat),
    figure('(e) audience window: the public view sent after each action', audience),
    deltaFigure("(e) a seat's view delta (engine/viewDelta) after each action", seatDelta, seat),
    deltaFigure('(e) audience window: the delta sent after each action', audienceDelta, audience),
    {
      name: '(e) browser storage: characters written after each action (storedGame.ts)',
      value: kB(sum(stored) / stored.length),
      unit: 'kB',
      note: `${(sum(stored) / stored.length).toFixed(0)} chars per action over ${String(stored.length)} actions (the whole session ${(sum(whole) / sum(stored)).toFixed(0)}× that, ${kB(whole.at(-1) ?? 0).toFixed(1)} kB at the last); median ${String([...stored].sort((a, b) => a - b)[stored.length >> 1] ?? 0)}; a checkpoint write (every 100 actions) ${kB(at(stored, 99)).toFixed(1)} kB at action 100, ${kB(stored.at(-1) ?? 0).toFixed(1)} kB at the last`,
    },
  ];
}
