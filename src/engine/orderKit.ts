// Small helpers the Order sequence shares (RULES.md §5.3): results, the log, the Order in the turn, dice.
import { appendLog } from './logList.ts';
import {
  triggerFor,
  type Checked,
  violation,
  type MarkerStateName,
  type NamedMod,
  type SkillId,
  type Violation,
  type Ruled,
} from '../rules/index.ts';
import { HIDDEN_KEY } from './records.ts';
import { hasReplicas, publicName } from './pieces.ts';

import { rollD20 } from './random.ts';

import { own } from './records.ts';
import { signed, svText } from './events.ts';

export { signed };
import type { GameState, LogEvent, OrderState, PieceState, TrooperState, TurnPhase } from './types.ts';

/** A step of the game: the state after it, or the rules it broke (the one envelope, `Checked`). */
export type Result = Checked<{ state: GameState }>;

export function refuse(code: Violation['code'], message: string | Ruled): Result {
  return { ok: false, violations: [violation(code, message)] };
}

export function turnOf(state: GameState): TurnPhase | null {
  return state.phase.kind === 'turn' ? state.phase : null;
}

/** Appends events to the state's log, numbered in order. */
export function withLog(state: GameState, lines: Omit<LogEvent, 'seq'>[]): GameState {
  const base = state.log.length;
  return { ...state, log: appendLog(state.log, ...lines.map((l, i) => ({ seq: base + i + 1, ...l }))) };
}

export function withOrder(state: GameState, order: OrderState | undefined): GameState {
  const turn = turnOf(state);
  if (!turn) return state;
  const next: TurnPhase = { ...turn };
  if (order) {
    next.order = order;
    // An Order is spent: the other player's States Phase is over for good (decision D43).
    delete next.opening;
  } else delete next.order;
  return { ...state, phase: next };
}

export function roll(state: GameState): [number, GameState] {
  const [n, random] = rollD20(state.random);
  return [n, { ...state, random }];
}

/**
 * A roll's Success Value as the log writes it, each MOD by name (RULES.md §8): "BS 12, range −3,
 * Mimetism −3 = 6". MODs of 0 are left out; past the ±12 cap the SV says what counts.
 */
export function describeSv(attribute: string, base: number, mods: readonly NamedMod[], sv: number): string {
  return svText({ attribute, base, mods: [...mods], sv });
}

export function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function withTrooper(
  state: GameState,
  id: string,
  patch: Partial<GameState['troopers'][string]>,
): GameState {
  const t = own(state.troopers, id);
  return t ? { ...state, troopers: { ...state.troopers, [id]: { ...t, ...patch } } } : state;
}

/** The token that marks Holoechoes shown as models (RULES.md §10.4): delayed AROs are allowed. */
export const HOLOECHO_TOKEN = 'HOLOECHO';

/** How the log names a reactor: its piece's public name, or a hidden trooper's name for its owner. */
export function reactorName(state: GameState, key: string): string {
  if (key.startsWith(HIDDEN_KEY)) {
    const t = own(state.troopers, key.slice(HIDDEN_KEY.length));
    return `${t?.profile.name ?? 'trooper'} (Hidden Deployment)`;
  }
  // A Holoecho or Decoy trooper reacts as one (D25): it is named by all its pieces, models first, so
  // the name does not depend on which piece keys the entry (the lowest id).
  const entry = turnOf(state)?.order?.reactors[key];
  return groupName(state, entry?.pieceIds && entry.pieceIds.length > 1 ? entry.pieceIds : [key]);
}

/** Pieces of one trooper by their public names, models first: "Lure Specialist, DECOY-1 marker and DECOY-2 marker". */
export function groupName(state: GameState, ids: readonly string[]): string {
  const names = ids
    .map((id) => state.pieces[id])
    .filter((p): p is PieceState => p !== undefined)
    .sort((a, b) =>
      a.kind === b.kind ? 0 : a.kind === 'model' ? -1 : b.kind === 'model' ? 1 : a.kind < b.kind ? -1 : 1,
    )
    .map(publicName);
  if (names.length === 0) return 'model';
  return names.length === 1
    ? (names[0] ?? 'model')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * Whether declaring this skill ends the trooper's marker state (RULES.md §10): its own state's table,
 * and for a Decoy user in Marker form the Decoy user's table too (D47).
 */
export function declarationCancels(trooper: TrooperState, skill: SkillId): boolean {
  const event = { kind: 'declares', skill } as const;
  return (
    triggerFor(markerStateOf(trooper.form), event)?.effect === 'cancel' ||
    (hasReplicas(trooper) && triggerFor('decoyUser', event)?.effect === 'cancel')
  );
}

/** Which table of triggers (rules/states) governs a trooper in this deployment form. */
export function markerStateOf(form: TrooperState['form']): MarkerStateName {
  switch (form) {
    case 'IMP-1':
    case 'IMP-2':
      return 'impersonation';
    case 'Holoecho':
      return 'holoechoBearer';
    case 'Decoy':
      return 'decoyUser';
    default:
      return 'camouflaged';
  }
}
