// A drill question's table as a real hot-seat game, so a test can play the question's Order through
// the engine and compare what it says with the drill's answer.
import { newGame } from '../src/engine/newGame.ts';
import { RULES_EDITION } from '../src/engine/edition.ts';
import type { GameState, PieceState } from '../src/engine/types.ts';
import type { DrillQuestion } from '../src/content/drills/index.ts';
import { ROSTER } from '../src/content/roster.ts';
import type { Seat } from '../src/rules/index.ts';
import { deployRoster, endStep, ok, pieceAt, rosterId } from './engineFixtures.ts';

function profileByName(name: string) {
  const p = ROSTER.find((r) => r.name === name);
  if (!p) throw new Error(`no built-in profile named ${name}`);
  return structuredClone(p);
}

/**
 * The question's table as a hot-seat game under the current rules: every trooper of the picture
 * deployed from a roster (all but one, then the held-back one, each seat in its 12" zone), then set
 * where the picture has it (positions, facings and tokens are public). `firstTurn` plays first.
 * Returns the game in its first Player Turn and each label's piece id. The piece labelled
 * `offTable.label` (a trooper of the roster name `offTable.name`, which a marker does not show) is kept
 * off the table by Airborne Deployment instead (RULES.md §18.11.1); `idOf` names its trooper.
 */
export function drillGame(
  q: DrillQuestion,
  firstTurn: Seat = 'A',
  offTable?: { label: string; name: string },
): { s: GameState; idOf: Record<string, string> } {
  const pic = q.picture;
  if (!pic) throw new Error('the question has no picture');
  const bySeat = (seat: Seat) => pic.view.pieces.filter((p) => p.owner === seat);
  const names = (seat: Seat) =>
    bySeat(seat).map((p) =>
      offTable && pic.labels[p.id] === offTable.label
        ? offTable.name
        : (p.profile?.name ?? pic.view.troopers.find((t) => t.id === p.trooperId)?.profile.name ?? ''),
    );
  let s: GameState = newGame(
    {
      table: { ...pic.view.table, zoneDepth: 12 },
      scenery: structuredClone(pic.view.scenery),
      game: {
        rosters: { A: names('A').map(profileByName), B: names('B').map(profileByName) },
        firstDeployer: 'A',
        firstTurn,
        rules: RULES_EDITION,
        pins: {},
      },
    },
    { given: Array.from({ length: 40 }, () => 10) },
  );
  const spot = (seat: Seat, i: number) => ({ x: 2 + i * 3, y: seat === 'A' ? 2 : pic.view.table.depth - 2 });
  const deployed: { label: string; at: { x: number; y: number } }[] = [];
  const kept: Record<string, string> = {};
  const deployNth = (seat: Seat, i: number) => {
    const p = bySeat(seat)[i];
    const name = names(seat)[i] ?? '';
    const nth = names(seat)
      .slice(0, i)
      .filter((n) => n === name).length;
    const at = spot(seat, i);
    const label = p ? (pic.labels[p.id] ?? '') : '';
    if (label && label === offTable?.label) {
      const trooperId = rosterId(s, seat, name, nth);
      s = ok(s, { type: 'keepAirborne', seat, trooperId });
      kept[label] = trooperId;
      return;
    }
    s = ok(s, deployRoster(seat, rosterId(s, seat, name, nth), 'model', at.x, at.y));
    deployed.push({ label, at });
  };
  for (const seat of ['A', 'B'] as const) {
    for (let i = 0; i < bySeat(seat).length - 1; i++) deployNth(seat, i);
    s = ok(s, endStep(seat));
  }
  for (const seat of ['A', 'B'] as const) {
    deployNth(seat, bySeat(seat).length - 1);
    s = ok(s, endStep(seat));
  }
  const idOf: Record<string, string> = {};
  const pieces: Record<string, PieceState> = { ...s.pieces };
  for (const d of deployed) {
    const id = pieceAt(s, d.at.x, d.at.y);
    const shown = pic.view.pieces.find((p) => pic.labels[p.id] === d.label);
    const was = pieces[id];
    if (!shown || !was) throw new Error(`no piece for ${d.label}`);
    pieces[id] = { ...was, x: shown.x, y: shown.y, facing: shown.facing, tokens: [...shown.tokens] };
    idOf[d.label] = id;
  }
  return { s: { ...s, pieces }, idOf: { ...idOf, ...kept } };
}
