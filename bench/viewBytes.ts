/**
 * Figure (e) of `npm run bench`: what one action costs to send and keep over a 1,000-action game.
 * After each action: the view a seat's screen is drawn from, the public view the audience window is
 * sent, and the session text written to browser storage. Issue 18 wants these to stay flat as the
 * game grows (the view carries its newest log lines; storage and the audience still get the whole
 * thing, not a delta: the last two figures say how much).
 */
import { apply, newGame, viewFor, type GameState } from '../src/engine/index.ts';
import { serialize } from '../src/store/persistence.ts';
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
  const stored: number[] = [];
  game.actions.forEach((action, i) => {
    const r = apply(state, action);
    if (!r.ok) throw new Error(`the long game's action ${String(i)} was refused`);
    state = r.state;
    seat.push(bytes(JSON.stringify(viewFor(state, 'A'))));
    audience.push(bytes(JSON.stringify(viewFor(state, 'public'))));
    stored.push(
      bytes(
        serialize({
          random: game.random,
          setup: game.setup,
          actions: game.actions.slice(0, i + 1),
          redo: [],
        }),
      ),
    );
  });
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const at = (xs: number[], k: number) => xs[Math.min(xs.length - 1, k)] ?? 0;
  const figure = (name: string, xs: number[]): BytesFigure => ({
    name,
    value: kB(sum(xs) / xs.length),
    unit: 'kB',
    note: `per action over ${String(xs.length)} actions; at action 100: ${kB(at(xs, 99)).toFixed(1)} kB, at the last: ${kB(xs.at(-1) ?? 0).toFixed(1)} kB`,
  });
  return [
    figure("(e) a seat's view after each action", seat),
    figure('(e) audience window: the public view sent after each action', audience),
    figure('(e) browser storage: session written after each action', stored),
  ];
}
