// Rolls on the truth (RULES.md §8): one d20 against a Success Value with its MODs named, what a target
// brings to a roll against it (Mimetism, Partial Cover), and which activated piece acts.
import {
  bsAttackMods,
  bsIntoCloseCombatMod,
  faceToFaceBurst,
  hasLineOfFire,
  isImpetuous,
  mimetismOf,
  modValues,
  normalRoll,
  partialCover,
  successValue,
  type NamedMod,
  type Weapon,
} from '../rules/index.ts';
import { leadPieceIds, trooperOf } from './pieces.ts';
import { alliesInFight } from './engaged.ts';
import { own } from './records.ts';
import { truthScene, distanceBetween } from './scene.ts';
import { describeSv, roll } from './orderKit.ts';
import type { GameState, OrderState, PieceState } from './types.ts';
import type { Kept, RollSide } from './events.ts';

export { keptText, type Kept } from './events.ts';

/** One side of a roll: against what Success Value, every die it showed (`die` is the first), and the text. */
export interface Rolled {
  sv: number;
  die: number;
  dice: number[];
  text: string;
  attribute: string;
  base: number;
  mods: NamedMod[];
}

/**
 * Rolls `count` d20 for a skill (its Burst, RULES.md §18.1) and describes them
 * ("BS 12, range −6 = 6, rolled 4, 17, 2").
 */
export function rollFor(
  state: GameState,
  attribute: string,
  base: number,
  mods: readonly NamedMod[],
  count = 1,
): [Rolled, GameState] {
  const sv = successValue(base, modValues(mods));
  let next = state;
  const dice: number[] = [];
  for (let i = 0; i < Math.max(1, count); i += 1) {
    const [die, after] = roll(next);
    dice.push(die);
    next = after;
  }
  return [
    {
      sv,
      die: dice[0] ?? 0,
      dice,
      text: `${describeSv(attribute, base, mods, sv)}, rolled ${dice.join(', ')}`,
      attribute,
      base,
      mods: [...mods],
    },
    next,
  ];
}

/** The successes of a roll nobody opposes: every die a Normal roll (RULES.md §8). */
export function keptAlone(r: Rolled): Kept {
  return faceToFaceBurst({ sv: r.sv, rolls: r.dice }, { sv: 0, rolls: [] }).a;
}

/**
 * The one Face to Face exchange of the engine (RULES.md §8, §18.1.3): every die of both sides, what
 * each side keeps.
 */
export function exchange(a: Rolled, b: Rolled): { a: Kept; b: Kept } {
  return faceToFaceBurst({ sv: a.sv, rolls: a.dice }, { sv: b.sv, rolls: b.dice });
}

export function anyKept(k: Kept): boolean {
  return k.hits + k.crits > 0;
}

/** One side of a roll for an event: who, which skill and its words, and the roll itself. */
export function sideOf(r: Rolled, who: string, skill: string, detail?: string): RollSide {
  return {
    who,
    skill,
    ...(detail ? { detail } : {}),
    attribute: r.attribute,
    base: r.base,
    mods: r.mods,
    sv: r.sv,
    dice: r.dice,
  };
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
    partialCover: coveredFrom(state, from, to),
  };
}

/** The MODs of a BS Attack from `from` at `to` with this weapon, by name, or null out of reach (RULES.md §6.2). */
export function attackMods(
  state: GameState,
  from: PieceState,
  to: PieceState,
  weapon: Weapon,
): NamedMod[] | null {
  const mods = bsAttackMods(weapon, distanceBetween(state, from, to), targetMods(state, from, to));
  // Into a close combat: −6 per ally of the shooter Engaged with the target (RULES.md §18.8.5).
  const intoCc = bsIntoCloseCombatMod(alliesInFight(state, to, from.owner, [from.id]).length);
  return mods && intoCc ? [...mods, { name: 'into close combat', value: intoCc }] : mods;
}

/** Whether a hit from `from` finds `to` in Partial Cover, for its Saving Roll (RULES.md §18.3.2). */
export function coveredFrom(state: GameState, from: PieceState, to: PieceState): boolean {
  // Impetuous troopers never get Partial Cover MODs (RULES.md §18.3.5, §18.10.2).
  const trooper = trooperOf(state, to.id);
  if (trooper && isImpetuous(trooper.profile, trooper.impetuous)) return false;
  // Nor does a trooper in the Order it arrives with Parachutist or Combat Jump (RULES.md §18.3.5, §18.11).
  const order = state.phase.kind === 'turn' ? state.phase.order : undefined;
  if (order?.landing && order.pieceIds.includes(to.id)) return false;
  return partialCover(from, to, state.setup.scenery) !== null;
}

/**
 * The activated piece the active trooper acts from against a target: the first with LoF, and for a
 * Holoecho or Decoy trooper only its real piece (the others copy the Order and do nothing, RULES.md §10.4).
 */
export function shooterFor(state: GameState, order: OrderState, targetId: string): PieceState | undefined {
  const scene = truthScene(state);
  // In an Order of several troopers, the lead's own piece (D161, D162).
  const pieces = leadPieceIds(order).flatMap((id) => state.pieces[id] ?? []);
  const first = pieces[0];
  const real =
    first && pieces.length > 1 ? own(state.secrets[first.owner].realPieceOf, order.trooperId) : undefined;
  return pieces
    .filter((p) => real === undefined || p.id === real)
    .find((p) => hasLineOfFire(scene, p.id, targetId));
}
