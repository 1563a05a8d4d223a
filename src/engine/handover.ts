// Whether the reactive seat may have anything to decide after a declaration, from what everybody at the
// table knows (ARCHITECTURE.md §5; decisions D28, D205, D206). The hot-seat option "Skip the handover
// when the other player has nothing to decide" asks the reactive seat only when this says it may: the
// answer is read from the public view alone, so two games differing only in a secret get the same
// answer, and it errs towards asking: a trooper it cannot rule out is a trooper that may react.
import {
  SILHOUETTES,
  baseRadiusInches,
  elevationAt,
  lofScenery,
  otherSeat,
  ownHalf,
  whoCanReact,
  type LofScene,
  type Point,
  type Seat,
} from '../rules/index.ts';
import type { GameState } from './types.ts';
import { viewFor } from './view.ts';
import type { View } from './viewTypes.ts';

/** An activated piece and the path it moved along, as the ARO check takes them (step2-aroCheck.ts). */
export interface ActivatedPath {
  pieceId: string;
  path: readonly Point[];
}

/** The tallest and widest trooper there is (S8, RULES.md §1.2): what an unknown trooper may be. */
const TALLEST_MM = Math.max(...Object.values(SILHOUETTES).map((s) => s.heightMm));
const WIDEST_R = Math.max(...Object.keys(SILHOUETTES).map((s) => baseRadiusInches(Number(s))));

/**
 * The spacing of the spots standing for a Hidden Deployment trooper's possible written positions, in
 * inches. Each spot is a base wide enough to hold every base whose centre lies within half a spacing of
 * it (along each axis), so a trooper anywhere there sees no more than the spot does.
 */
export const HIDDEN_SPOT_SPACING = 1;
const SPOT_R = WIDEST_R + (HIDDEN_SPOT_SPACING / 2) * Math.SQRT2;

/** How many spots are tried with the pieces in the open before all the others. */
const FIRST_SPOTS = 64;

/** A piece id no view holds: the spots standing for possible Hidden Deployment troopers. */
const SPOT_KEY = 'possible-hidden:';

/**
 * Points from `from` to `to` (both included) no more than a spacing apart. A base lies on the table,
 * so a centre nearer the edge than the widest base is covered by the first or last point.
 */
function stops(from: number, to: number): number[] {
  if (to <= from) return [(from + to) / 2];
  const n = Math.ceil((to - from) / HIDDEN_SPOT_SPACING);
  return Array.from({ length: n + 1 }, (_, i) => from + ((to - from) * i) / n);
}

/**
 * The spots standing for every position a Hidden Deployment trooper of `seat` may have written: its
 * own half of the table (D96; its Deployment Zone lies inside), at every level of the scenery around
 * the spot (a roof, D168), the ground included.
 */
function possibleHiddenSpots(view: View, seat: Seat): LofScene['pieces'] {
  const half = ownHalf(view.table, seat);
  const d = HIDDEN_SPOT_SPACING / 2;
  const spots: LofScene['pieces'] = [];
  for (const y of stops(half.y + WIDEST_R, half.y + half.depth - WIDEST_R)) {
    for (const x of stops(half.x + WIDEST_R, half.x + half.width - WIDEST_R)) {
      const around = [{ x, y }, ...[-d, d].flatMap((dx) => [-d, d].map((dy) => ({ x: x + dx, y: y + dy })))];
      const levels = new Set([0, ...around.map((c) => elevationAt(view.scenery, c))]);
      for (const z of levels) {
        spots.push({
          id: `${SPOT_KEY}${String(spots.length)}`,
          x,
          y,
          r: SPOT_R,
          facing: 0,
          arc: 360,
          heightMm: TALLEST_MM,
          blocksLoF: false,
          z,
        });
      }
    }
  }
  return spots;
}

/**
 * The scene the question is asked on: the scenery as it stands, every piece of the reactive seat seen
 * all round and as tall as a trooper may be (a marker's trooper is unknown; Sixth Sense turns a back,
 * D165), and no piece blocking a line (which ones would is a secret: a Holoecho's decoys, a Decoy's
 * replicas). The activated pieces stand at the highest level they reach along their paths.
 */
function askedScene(view: View, reactive: Seat, activated: readonly ActivatedPath[]): LofScene {
  const paths = new Map(activated.map((a) => [a.pieceId, a.path]));
  return {
    scenery: lofScenery(view.scenery),
    pieces: view.pieces.flatMap((p) => {
      const path = paths.get(p.id);
      if (p.owner !== reactive && !path) return [];
      const z = Math.max(
        elevationAt(view.scenery, p),
        ...(path ?? []).map((q) => elevationAt(view.scenery, q)),
      );
      return [
        {
          id: p.id,
          x: p.x,
          y: p.y,
          r: p.r,
          facing: p.facing,
          arc: 360,
          heightMm: TALLEST_MM,
          blocksLoF: false,
          z,
        },
      ];
    }),
  };
}

/**
 * Whether, as `view` knows the table, the seat other than the active one may have an ARO to declare
 * (or a Reset through a Repeater, D151) against the activated pieces along their paths (RULES.md §7.1,
 * §10.2): a piece of it on the table, or a Hidden Deployment trooper it may hold anywhere in its own
 * half, with LoF to a path or the path in its ZoC (a Hacking Area by a Repeater reaches as far).
 * WARNING: pass the public view (`viewFor(state, 'public')`): it must say the same in two games that
 * differ only in a secret of either seat.
 */
export function reactiveSeatMayDecide(
  view: View,
  active: Seat,
  activated: readonly ActivatedPath[],
): boolean {
  const reactive = otherSeat(active);
  const scene = askedScene(view, reactive, activated);
  const onTable = scene.pieces.filter((p) => !activated.some((a) => a.pieceId === p.id)).map((p) => p.id);
  const spots = possibleHiddenSpots(view, reactive);
  const withSpots: LofScene = { ...scene, pieces: [...scene.pieces, ...spots] };
  // The pieces in the open and the spots nearest the paths first (most questions end there), then
  // every other spot in one call, so the scene's index is built twice at most.
  const nearest = (s: { x: number; y: number }) =>
    Math.min(...activated.flatMap((a) => a.path.map((q) => Math.hypot(q.x - s.x, q.y - s.y))));
  const byDistance = spots
    .map((s) => ({ id: s.id, d: nearest(s) }))
    .sort((a, b) => a.d - b.d)
    .map((s) => s.id);
  const batches = [[...onTable, ...byDistance.slice(0, FIRST_SPOTS)], byDistance.slice(FIRST_SPOTS)];
  return batches.some((ids) =>
    activated.some(
      (a) => a.path.length > 0 && ids.length > 0 && whoCanReact(withSpots, a.pieceId, a.path, ids).length > 0,
    ),
  );
}

/** What the second skill of an Order changes for the reactive seat, all of it public once declared. */
export interface SecondSkill {
  /** No activated piece moves: each stands where the first skill left it. */
  stationary: boolean;
  /** An activated piece stands up from Prone (it was seen Prone so far, D55). */
  standsUp: boolean;
  /** The active trooper has revealed itself in this Order: delayed AROs may now be declared (§7.3). */
  revealed: boolean;
  /** It attacks a piece of the reactive seat, whose trooper may have Sixth Sense (a private skill, D165). */
  attacksReactive: boolean;
}

/**
 * Whether the reactive seat may have an ARO to declare after a second skill (RULES.md §5.3 step 4,
 * §7.2, §7.3; D206): only a trooper newly able to react, or one that delayed against a marker now
 * revealed. A second skill that moves nothing, stands nothing up, reveals nothing and attacks nothing
 * of the reactive seat's sees the activated pieces where every reactor already saw them after the
 * first skill, so nobody is newly able to react, and delayed AROs are lost. Otherwise as after a first
 * skill (`reactiveSeatMayDecide`).
 */
export function secondSkillMayBeAnswered(second: SecondSkill): boolean | 'as-first' {
  if (second.revealed || second.attacksReactive) return true;
  return second.stationary && !second.standsUp ? false : 'as-first';
}

/**
 * Whether the reactive seat is asked for its AROs after a declaration even when nothing of it may
 * react in truth (decision D28): with "Ask for AROs after every declaration", always, unless the game
 * also skips the handover and what everybody knows rules out anything it may decide (D205, D206). The
 * engine asks in any case when something of it may react in truth (step1-3-declaration.ts), which
 * never happens when this says nothing may.
 */
export function asksReactiveSeat(
  state: GameState,
  active: Seat,
  activated: readonly ActivatedPath[],
  second?: SecondSkill,
): boolean {
  const game = state.setup.game;
  if (game?.askEveryDeclaration !== true) return false;
  if (game.skipIdleHandover !== true) return true;
  const answer = second ? secondSkillMayBeAnswered(second) : 'as-first';
  if (answer !== 'as-first') return answer;
  return reactiveSeatMayDecide(viewFor(state, 'public'), active, activated);
}
