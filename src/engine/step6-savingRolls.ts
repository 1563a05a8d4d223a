// RULES.md §18.2, §10.4, §10.6: what a hit does. A Holoecho decoy or a Decoy replica is removed with
// no roll; a marker forced to save is revealed first; then one Saving Roll per hit (and one more per
// critical), each failure a Wound, and the trooper Unconscious or Dead.
import {
  afterWounds,
  btsOf,
  COVER_SAVE_MOD,
  mayBeProne,
  savingRoll,
  triggerFor,
  withProne,
} from '../rules/index.ts';
import { narrated, removedEvent, type EngineEvent } from './events.ts';
import { roll, withLog, withTrooper } from './orderKit.ts';
import { hasReplicas, piecesOfTrooper, publicName, trooperOf } from './pieces.ts';
import { own } from './records.ts';
import { mineDestroyed, mineDestroyedLine } from './mines.ts';
import { endHoloechoAtConclusion, removePieces, revealAsModel, revealDecoyUser } from './reveal.ts';
import { frenzyAfterWound } from './impetuous.ts';
import type { GameState, LogEvent, PieceState } from './types.ts';

/**
 * A hit forces a Saving Roll (issue 5: Damage − ARM at or under loses a Wound). A Holoecho piece that
 * is not the real trooper is removed instead, with no roll (RULES.md §10.4). At 0 Wounds the trooper
 * is Unconscious, below 0 Dead and off the table. `by`: the attacking trooper, for its Frenzy (§18.10.2).
 */
export function wound(
  initial: GameState,
  hit: PieceState,
  damage: number,
  cover = false,
  saves = 1,
  by?: string,
  program?: { attribute: 'BTS'; state: string },
): GameState {
  let target = hit;
  let state = initial;
  const trooper = trooperOf(state, target.id);
  if (!trooper) return state;
  // A Mine is no trooper: a hit removes it, no Saving Roll (decision D69).
  if (trooper.deployable) return withLog(mineDestroyed(state, target), [mineDestroyedLine(target)]);
  const real = own(state.secrets[target.owner].realPieceOf, trooper.id);
  if (
    trooper.form === 'Holoecho' &&
    real !== target.id &&
    triggerFor('holoechoDecoy', { kind: 'forcedSavingRoll' })
  ) {
    return withLog(removePieces(state, [target.id]), [
      {
        text: `The ${publicName(target)} was a Holoecho: it is removed without a Saving Roll.`,
        rules: ['holoecho'],
        event: removedEvent([target.id], 'holoechoHit'),
      },
    ]);
  }
  if (hasReplicas(trooper) && real !== target.id && triggerFor('decoyReplica', { kind: 'hitByAttack' })) {
    return withLog(removePieces(state, [target.id]), [
      {
        text: `The ${publicName(target)} was a Decoy replica: it is removed without a Saving Roll.`,
        rules: ['decoy'],
        event: removedEvent([target.id], 'decoyReplicaHit'),
      },
    ]);
  }
  let pre = state;
  const preLines: Omit<LogEvent, 'seq'>[] = [];
  if (
    hasReplicas(trooper) &&
    (piecesOfTrooper(pre, trooper).length > 1 || target.kind !== 'model') &&
    triggerFor('decoyUser', { kind: 'forcedSavingRoll' })?.effect === 'cancel'
  ) {
    // The real Decoy user forced to a Saving Roll reveals itself: its replicas go, and a marker becomes
    // its model (RULES.md §10.6, D47).
    const shown = revealDecoyUser(pre, trooper.id);
    pre = shown.state;
    preLines.push(...shown.lines);
    target = pre.pieces[target.id] ?? target;
  }
  if (
    target.kind === 'CAMO' &&
    triggerFor('camouflaged', { kind: 'forcedSavingRoll' })?.effect === 'cancel'
  ) {
    // A CAMO marker forced to a Saving Roll (a template) is revealed first (RULES.md §10.1, decision).
    const shown = revealAsModel(pre, target);
    pre = shown.state;
    preLines.push(...shown.lines);
  }
  if (
    trooper.form === 'Holoecho' &&
    triggerFor('holoechoBearer', { kind: 'forcedSavingRoll' })?.effect === 'cancel'
  ) {
    pre = endHoloechoAtConclusion(pre, trooper.id);
    preLines.push({
      text: `The ${publicName(target)} was the real trooper: its Holoecho State ends at the end of the Order.`,
      rules: ['holoecho'],
    });
  }
  state = withLog(pre, preLines);
  // Named as it stands now: a CAMO marker revealed by the hit is its trooper's model (RULES.md §10.1).
  target = state.pieces[target.id] ?? target;
  // One d20 per Saving Roll owed: one per hit, one more per critical (RULES.md §18.2.2, D45).
  const dice: number[] = [];
  let s0 = state;
  for (let i = 0; i < Math.max(1, saves); i += 1) {
    const [d, after] = roll(s0);
    dice.push(d);
    s0 = after;
  }
  // Partial Cover: −3 to the attack's Damage against the save (RULES.md §18.2.3, §18.3.2); never against a template.
  // A Hacking Program saves against BTS, never in Partial Cover (D144, D146).
  const armour = program ? btsOf(trooper.profile) : trooper.profile.arm;
  const results = dice.map((d) => savingRoll(damage, armour, cover && !program, d));
  const failed = results.filter((r) => r.woundLost).length;
  const value = results[0]?.value ?? damage - armour;
  if (program) return programEffect(s0, target, damage, armour, dice, failed, program);
  const lost = (trooper.woundsLost ?? 0) + failed;
  const after = afterWounds(trooper.profile.w, lost);
  // The attacker's Frenzy notes a wound or a death caused (RULES.md §18.10.2).
  let s = frenzyAfterWound(withTrooper(s0, trooper.id, { woundsLost: lost }), by, failed);
  const event: EngineEvent = {
    kind: 'savingRolls',
    name: publicName(target),
    piece: target.id,
    damage,
    arm: armour,
    cover: cover ? COVER_SAVE_MOD : 0,
    value,
    dice,
    woundsLost: failed,
  };
  const lines: Omit<LogEvent, 'seq'>[] = [{ dice, ...narrated(event) }];
  const woundLost = failed > 0;
  if (woundLost && after.condition === 'unconscious') {
    const p = s.pieces[target.id];
    // Unconscious troopers are Prone, unless a TAG, VH or Motorcycle (RULES.md §18.9.1, D58).
    if (p) {
      const tokens = withProne([...p.tokens, 'Unconscious'], mayBeProne(trooper.profile));
      s = { ...s, pieces: { ...s.pieces, [p.id]: { ...p, tokens } } };
    }
    lines.push({ text: `The ${publicName(target)} is Unconscious.` });
  }
  if (woundLost && after.condition === 'dead') {
    const gone = piecesOfTrooper(s, trooper).map((p) => p.id);
    s = removePieces(s, gone);
    lines.push({
      text: `The ${publicName(target)} is Dead and leaves the table.`,
      event: removedEvent(gone, 'dead'),
    });
  }
  return withLog(s, lines);
}

/**
 * What a Hacking Program's failed saves do (D144, D145): no Wound (Non-Lethal); the target takes the
 * program's state token, once, open on its piece, and the Saving Rolls are logged.
 */
function programEffect(
  state: GameState,
  target: PieceState,
  damage: number,
  bts: number,
  dice: number[],
  failed: number,
  program: { attribute: 'BTS'; state: string },
): GameState {
  const p = state.pieces[target.id];
  const next =
    failed > 0 && p && !p.tokens.includes(program.state)
      ? { ...state, pieces: { ...state.pieces, [p.id]: { ...p, tokens: [...p.tokens, program.state] } } }
      : state;
  const event: EngineEvent = {
    kind: 'savingRolls',
    name: publicName(target),
    piece: target.id,
    damage,
    arm: bts,
    cover: 0,
    value: damage - bts,
    dice,
    woundsLost: failed,
    program,
  };
  return withLog(next, [{ dice, ...narrated(event) }]);
}
