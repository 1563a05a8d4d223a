// Disposable weapons in play (RULES.md §18.9.3, decision D57): a declaration spends its uses; at 0 the
// trooper carries the Unloaded token on every piece (a Holoecho's or a Decoy's included, §10.4, §10.6).
import {
  spendOnDeclaration,
  UNLOADED,
  validateWeaponLoaded,
  weaponAt,
  type Checked,
} from '../rules/index.ts';
import { piecesOfTrooper } from './pieces.ts';
import type { GameState, TrooperState } from './types.ts';

/**
 * Checks that the weapon at `index` is loaded and spends this declaration's uses. The trooper's spent
 * uses are private; the Unloaded token is open. `dice`: how many dice the declaration rolls.
 */
export function spendWeapon(
  state: GameState,
  trooper: TrooperState,
  index: number,
  activeTurn: boolean,
  /** The dice it means to roll when not the weapon's Burst (RULES.md §18.12; D161, D163). */
  wanted?: number,
): Checked<{ state: GameState; dice: number }> {
  const weapon = weaponAt(trooper.profile, index);
  const key = String(index);
  const spent = trooper.spent?.[key] ?? 0;
  const problems = validateWeaponLoaded(weapon, spent, trooper.profile.name, trooper.id);
  if (problems.length) return { ok: false, violations: problems };
  const use = spendOnDeclaration(weapon, spent, activeTurn, wanted);
  if (use.uses === 0) return { ok: true, state, dice: use.dice };
  const now = state.troopers[trooper.id] ?? trooper;
  const troopers = {
    ...state.troopers,
    [trooper.id]: { ...now, spent: { ...now.spent, [key]: spent + use.uses } },
  };
  let pieces = state.pieces;
  if (use.left === 0) {
    pieces = { ...pieces };
    for (const p of piecesOfTrooper(state, trooper)) {
      if (!p.tokens.includes(UNLOADED)) pieces[p.id] = { ...p, tokens: [...p.tokens, UNLOADED] };
    }
  }
  return { ok: true, state: { ...state, troopers, pieces }, dice: use.dice };
}
