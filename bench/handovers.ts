// Curtains per Order in a typical hot-seat turn (issue 31, item 5): the turn of tests/typicalTurn.ts
// replayed through the game store with "Skip the handover when the other player has nothing to decide"
// off (before) and on (after), and what the question costs a declaration (engine/handover.ts, D205).
import { curtainsAlong } from '../src/store/handover.ts';
import { reactiveSeatMayDecide } from '../src/engine/handover.ts';
import { viewFor, type View } from '../src/engine/index.ts';
import { playTypicalTurn } from '../tests/typicalTurn.ts';
import type { BenchFigure } from './machine.ts';
import type { Scenery } from '../src/rules/index.ts';
import { rectangle } from '../src/geometry/polygon.ts';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/** The curtains an Order needs in the typical turn, with the option off and on, and the question's cost. */
export function measureHandovers(): BenchFigure[] {
  const figures: BenchFigure[] = [];
  for (const skip of [false, true]) {
    const turn = playTypicalTurn({ skip });
    // The last curtain hands the screen to the other player for its own turn: not an Order's.
    const perOrder = (curtainsAlong(turn.awaited) - 1) / turn.orders;
    figures.push({
      name: `Curtains per Order, typical turn, skip ${skip ? 'on (after)' : 'off (before)'}`,
      value: perOrder,
      unit: 'curtains',
      note: `${String(turn.orders)} Orders (Move + Move, Move + Discover, Move + BS Attack, Move + Idle) and 1 more to end the turn`,
    });
  }
  // The question asked after a declaration: on the club table something may react (found among the
  // first spots tried); behind a wall right across the table nothing may, and every spot is tried.
  const turn = playTypicalTurn({ skip: true });
  const club = viewFor(turn.states[0]!, 'public');
  const mover = club.pieces.find((p) => p.owner === 'A');
  if (!mover) throw new Error('no piece of A in the typical turn');
  const path = [
    { x: mover.x, y: mover.y },
    { x: mover.x, y: mover.y + 3 },
  ];
  const wall: Scenery = {
    id: 'wall',
    name: 'Wall',
    height: 'tall',
    polygon: rectangle({ x: 24, y: 24 }, 56, 4),
  };
  const cases: [string, View, boolean][] = [
    ['club table, something may react', club, true],
    ['a wall across the table, nothing may', { ...club, scenery: [wall] }, false],
  ];
  for (const [what, view, expected] of cases) {
    const times: number[] = [];
    for (let i = 0; i < 25; i++) {
      const t0 = performance.now();
      const may = reactiveSeatMayDecide(view, 'A', [{ pieceId: mover.id, path }]);
      times.push(performance.now() - t0);
      if (may !== expected) throw new Error(`the question answered ${String(may)} on the ${what}`);
    }
    figures.push({
      name: `Whether the other player may decide: ${what}, median`,
      value: median(times.slice(5)),
      unit: 'ms',
      note: 'asked once after each declaration with the skip on',
    });
  }
  return figures;
}
