// Rolls on the truth (RULES.md §8): one d20 against a Success Value with its MODs named, what a target
// brings to a roll against it (Mimetism, Partial Cover), and which activated piece acts.
import {
  bsAttackMods,
  edgeDistance,
  hasLineOfFire,
  mimetismOf,
  modValues,
  normalRoll,
  partialCover,
  successValue,
  type NamedMod,
  type Weapon,
} from '../rules/index.ts';
import { trooperOf } from './pieces.ts';
import { own } from './records.ts';
import { truthScene } from './scene.ts';
import { describeSv, roll } from './orderKit.ts';
import type { GameState, OrderState, PieceState } from './types.ts';

/** One side of a roll: who rolls, against what Success Value, and what the die showed. */
export interface Rolled {
  sv: number;
  die: number;
  text: string;
}

/** Rolls one d20 for a skill and describes it ("BS 12 −6 = 6, rolled 4"). */
export function rollFor(
  state: GameState,
  attribute: string,
  base: number,
  mods: readonly NamedMod[],
): [Rolled, GameState] {
  const sv = successValue(base, modValues(mods));
  const [die, next] = roll(state);
  return [{ sv, die, text: `${describeSv(attribute, base, mods, sv)}, rolled ${String(die)}` }, next];
}

export function outcomeText(r: Rolled): string {
  const n = normalRoll(r.sv, r.die);
  return n.success ? (n.critical ? 'critical success' : 'success') : 'failure';
}

/**
 * What the target brings to a roll against it, from the truth (RULES.md §18.3, §18.4): the Mimetism
 * of the trooper behind the piece (its Decoy replicas and Holoechoes copy it, §10.4, §10.6) and
 * Partial Cover from where the roller stands.
 */
export function targetMods(
  state: GameState,
  from: PieceState,
  to: PieceState,
): { mimetism?: -3 | -6; partialCover: boolean } {
  const trooper = trooperOf(state, to.id);
  const mimetism = trooper ? mimetismOf(trooper.profile) : to.mimetism;
  return {
    ...(mimetism ? { mimetism } : {}),
    partialCover: partialCover(from, to, state.setup.scenery) !== null,
  };
}

/** The MODs of a BS Attack from `from` at `to` with this weapon, by name, or null out of reach (RULES.md §6.2). */
export function attackMods(
  state: GameState,
  from: PieceState,
  to: PieceState,
  weapon: Weapon,
): NamedMod[] | null {
  return bsAttackMods(weapon, edgeDistance(from, to), targetMods(state, from, to));
}

/** Whether a hit from `from` finds `to` in Partial Cover, for its Saving Roll (RULES.md §18.3.2). */
export function coveredFrom(state: GameState, from: PieceState, to: PieceState): boolean {
  return partialCover(from, to, state.setup.scenery) !== null;
}

/**
 * The activated piece the active trooper acts from against a target: the first with LoF, and for a
 * Holoecho or Decoy trooper only its real piece (the others copy the Order and do nothing, RULES.md §10.4).
 */
export function shooterFor(state: GameState, order: OrderState, targetId: string): PieceState | undefined {
  const scene = truthScene(state);
  const pieces = order.pieceIds.flatMap((id) => state.pieces[id] ?? []);
  const first = pieces[0];
  const real =
    first && pieces.length > 1 ? own(state.secrets[first.owner].realPieceOf, order.trooperId) : undefined;
  return pieces
    .filter((p) => real === undefined || p.id === real)
    .find((p) => hasLineOfFire(scene, p.id, targetId));
}
