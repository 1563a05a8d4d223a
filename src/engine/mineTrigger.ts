// Mines going off (RULES.md §18.7.2–§18.7.4, decisions D70, D71): at the Order's resolution every
// Mine checks the enemies that declared or executed a skill or ARO inside its trigger area; the first
// one it can lay its Small Teardrop on without touching an ally sets it off. Otherwise nothing happens,
// nothing is logged and no die is rolled, so a Mine that stays hidden tells nothing.
import {
  KIND_RULES,
  elevationAt,
  closeCombatsOf,
  MINE_DODGE_MOD,
  MINE_WEAPON,
  hasLineOfFire,
  inTriggerRange,
  layMineTemplate,
  normalRoll,
  otherSeat,
  samplePath,
  successValue,
  templateTouches,
  type LaidTemplate,
  type LofScene,
  type Point,
  type Seat,
} from '../rules/index.ts';
import { removedEvent, signed } from './events.ts';
import { roll, withLog } from './orderKit.ts';
import { engagingPieces } from './engaged.ts';
import { publicName, trooperOf } from './pieces.ts';
import { removePieces, revealAsModel } from './reveal.ts';
import { truthScene } from './scene.ts';
import { wound } from './step6-savingRolls.ts';
import type { GameState, OrderState, PieceState } from './types.ts';

/** An enemy acting inside a trigger area: the piece, and where it stood when it did. */
interface Act {
  pieceId: string;
  at: Point;
}

/**
 * What the enemies of `seat`'s Mines did in this Order (RULES.md §18.7.3): the active trooper's pieces
 * where each skill was declared and along each declared movement (not a Dodge's move, §18.7.4), and the
 * reactive pieces that declared an ARO, where they stand.
 */
function actsAgainst(state: GameState, order: OrderState, active: Seat, mineSeat: Seat): Act[] {
  if (mineSeat !== active) {
    return order.skills.flatMap((k) =>
      order.pieceIds.flatMap((id) => {
        const p = state.pieces[id];
        if (!p) return [];
        if (k.skill === 'move' || k.skill === 'cautiousMove') {
          const from = k.from[id] ?? p;
          const to = k.to[id] ?? p;
          return samplePath([from, to]).map((at) => ({ pieceId: id, at }));
        }
        return [{ pieceId: id, at: { x: p.x, y: p.y } }];
      }),
    );
  }
  return Object.entries(order.reactors).flatMap(([key, r]) =>
    r.status === 'declared'
      ? (r.pieceIds ?? [key]).flatMap((id) => {
          const p = state.pieces[id];
          return p ? [{ pieceId: id, at: { x: p.x, y: p.y } }] : [];
        })
      : [],
  );
}

/** Whether `at` is in Total Cover from the Mine (RULES.md §18.7.2): scenery blocks every line. */
function coveredFrom(
  state: GameState,
  scene: LofScene,
  mine: PieceState,
  piece: PieceState,
  at: Point,
): boolean {
  const probe = { ...piece, id: '\u0000probe', x: at.x, y: at.y };
  const only: LofScene = {
    ...scene,
    pieces: scene.pieces
      .filter((p) => p.id === mine.id)
      .concat([
        {
          id: probe.id,
          x: at.x,
          y: at.y,
          r: piece.r,
          facing: piece.facing,
          arc: KIND_RULES[piece.kind].arc,
          heightMm: scene.pieces.find((p) => p.id === piece.id)?.heightMm ?? 0,
          blocksLoF: false,
          z: elevationAt(state.setup.scenery, at),
        },
      ]),
  };
  return !hasLineOfFire(only, mine.id, probe.id);
}

/** The Mines of a seat on the table, as pieces (a CAMO marker or a Discovered MINE token). */
function minesOf(state: GameState, seat: Seat): PieceState[] {
  return state.pieceOrder.flatMap((id) => {
    const p = state.pieces[id];
    return p?.owner === seat && trooperOf(state, id)?.deployable ? [p] : [];
  });
}

/**
 * The enemy pieces standing inside a Mine's trigger area (RULES.md §18.7.2): within the Small
 * Teardrop's length of its base and not in Total Cover from it. Pieces and scenery are public, so
 * this is the same whoever asks; the Mine's own piece must be in `state`.
 */
export function enemiesInTriggerArea(state: GameState, mine: PieceState): PieceState[] {
  const scene = truthScene(state);
  return state.pieceOrder.flatMap((id) => {
    const p = state.pieces[id];
    if (!p || p.owner === mine.owner || !inTriggerRange(mine, p)) return [];
    return coveredFrom(state, scene, mine, p, p) ? [] : [p];
  });
}

/** The first act that sets this Mine off, and the template laid for it (D70), or null. */
function triggerOf(
  state: GameState,
  mine: PieceState,
  acts: readonly Act[],
): { act: Act; laid: LaidTemplate } | null {
  const scene = truthScene(state);
  const allies = state.pieceOrder.flatMap((id) => {
    const p = state.pieces[id];
    return p && p.owner === mine.owner && p.id !== mine.id ? [p] : [];
  });
  for (const act of acts) {
    const piece = state.pieces[act.pieceId];
    if (!piece) continue;
    const disc = { x: act.at.x, y: act.at.y, r: piece.r };
    if (!inTriggerRange(mine, disc) || coveredFrom(state, scene, mine, piece, act.at)) continue;
    const laid = layMineTemplate(mine, disc, allies);
    if (laid) return { act, laid };
  }
  return null;
}

/**
 * One Mine goes off (RULES.md §18.7.3, D71): it is revealed, every enemy its template touches (the
 * trigger where it acted), and everybody in a close combat with one of them (§13, D64), rolls a Normal
 * Dodge at PH−3, a failure takes a hit of the Mine's Damage
 * through the Saving Rolls; a CAMO or IMP marker that rolls is revealed first (§10.1). Then the Mine
 * is removed from the table.
 */
function goOff(initial: GameState, mine: PieceState, act: Act, laid: LaidTemplate): GameState {
  let s = withLog(initial, [
    {
      text: `The ${publicName(mine)} of Player ${mine.owner} was a Mine: it goes off at the ${publicName(initial.pieces[act.pieceId] ?? mine)} of Player ${otherSeat(mine.owner)}.`,
      rules: ['mines.trigger'],
    },
  ]);
  s = removePieces(s, [mine.id]);
  s = withLog(s, [
    { text: 'The Mine is removed from the table.', event: removedEvent([mine.id], 'mineFired') },
  ]);
  const touched = s.pieceOrder.filter((id) => {
    const p = s.pieces[id];
    if (!p || p.owner === mine.owner) return false;
    const at = id === act.pieceId ? act.at : p;
    return templateTouches(laid, { x: at.x, y: at.y, r: p.r });
  });
  // Everybody in a close combat with a trooper it touches, the Mine's own side too, as the table stood
  // when the trigger acted (RULES.md §13, D64).
  const table = engagingPieces(s).map((p) => (p.id === act.pieceId ? { ...p, ...act.at } : p));
  const fight = closeCombatsOf(table, touched);
  const hits = [...touched, ...fight];
  for (const id of hits) {
    let piece = s.pieces[id];
    const trooper = trooperOf(s, id);
    if (!piece || !trooper) continue;
    if (piece.kind === 'CAMO' || piece.kind === 'IMP-1' || piece.kind === 'IMP-2') {
      const shown = revealAsModel(s, piece);
      s = withLog(shown.state, shown.lines);
      piece = s.pieces[id];
      if (!piece) continue;
    }
    const sv = successValue(trooper.profile.ph, [MINE_DODGE_MOD]);
    const [die, next] = roll(s);
    const dodged = normalRoll(sv, die).success;
    s = withLog(next, [
      {
        dice: [die],
        text: `The ${publicName(piece)} of Player ${piece.owner}${fight.includes(id) ? ', in the close combat the template was laid on,' : ''} Dodges the Mine's template: PH ${String(trooper.profile.ph)}, Mine ${signed(MINE_DODGE_MOD)} = ${String(sv)}, rolled ${String(die)}: ${dodged ? 'success, it is not hit' : 'failure, it is hit'}.`,
        rules: ['mines.trigger'],
      },
    ]);
    if (!dodged) s = wound(s, piece, MINE_WEAPON.damage);
  }
  return s;
}

/** Every Mine of both seats that this Order sets off goes off, the reactive seat's first (RULES.md §18.7). */
export function minesGoOff(state: GameState, order: OrderState, active: Seat): GameState {
  let s = state;
  for (const seat of [otherSeat(active), active]) {
    const acts = actsAgainst(s, order, active, seat);
    if (!acts.length) continue;
    for (const mine of minesOf(s, seat)) {
      if (!s.pieces[mine.id]) continue;
      const found = triggerOf(s, mine, acts);
      if (found) s = goOff(s, mine, found.act, found.laid);
    }
  }
  return s;
}
