// Reset (RULES.md §6.5): a WIP roll, Face to Face against a Comms Attack aimed at the trooper (the
// Carbonite program, D144), otherwise a Normal roll. In Immobilized-B State it takes −3 WIP, and a
// successful Reset ends that state (the N4 state page; D145).
import { IMMOBILIZED_B, IMMOBILIZED_B_RESET_MOD, normalRoll, type NamedMod } from '../../rules/index.ts';
import type { PieceState } from '../types.ts';
import { capital } from '../orderKit.ts';
import { anyKept, keptAlone, outcomeText, sideOf, type Rolled } from '../rolling.ts';
import { log, logEvent, opposeActiveAttack, rollOn, type AroCall, type Resolution } from './resolution.ts';

/** The MOD Immobilized-B puts on a Reset of a trooper standing as these pieces (D145). */
function resetMods(pieces: readonly (PieceState | undefined)[]): NamedMod[] {
  return pieces.some((p) => p?.tokens.includes(IMMOBILIZED_B))
    ? [{ name: IMMOBILIZED_B, value: IMMOBILIZED_B_RESET_MOD }]
    : [];
}

/** A successful Reset ends Immobilized-B on the piece, with a line that says so (D145). */
function cancelImmobilizedB(r: Resolution, pieceId: string, name: string): void {
  const p = r.s.pieces[pieceId];
  if (!p?.tokens.includes(IMMOBILIZED_B)) return;
  r.s = {
    ...r.s,
    pieces: { ...r.s.pieces, [p.id]: { ...p, tokens: p.tokens.filter((t) => t !== IMMOBILIZED_B) } },
  };
  log(r, [
    { text: `${name}: the Reset succeeds and ends its ${IMMOBILIZED_B} State.`, rules: ['immobilizedB'] },
  ]);
}

function logAlone(r: Resolution, rolled: Rolled, who: string): void {
  logEvent(
    r,
    {
      kind: 'normalRoll',
      side: sideOf(rolled, who, 'Reset'),
      kept: keptAlone(rolled),
      outcome: outcomeText(rolled),
      rules: ['reset'],
    },
    rolled.dice,
  );
}

export function aroReset(c: AroCall): void {
  const { r, reactor, name } = c;
  const rolled = rollOn(r, 'WIP', c.trooper.profile.wip, c.mods(resetMods([reactor])));
  const opposed = c.opposes
    ? opposeActiveAttack(
        r,
        reactor,
        { side: sideOf(rolled, name, 'Reset'), roll: rolled },
        () => 'the Reset holds',
        ['reset', 'rolls'],
      )
    : null;
  if (opposed) {
    if (anyKept(opposed.b)) cancelImmobilizedB(r, reactor.id, capital(name));
    return;
  }
  logAlone(r, rolled, name);
  if (normalRoll(rolled.sv, rolled.die).success) cancelImmobilizedB(r, reactor.id, capital(name));
}

/** The active trooper's Reset, if declared: rolled before the AROs, which a Carbonite ARO may oppose. */
export function activeReset(r: Resolution): void {
  if (!r.order.skills.some((k) => k.skill === 'reset')) return;
  const pieces = r.order.pieceIds.map((id) => r.s.pieces[id]);
  const rolled = rollOn(r, 'WIP', r.active.profile.wip, resetMods(pieces));
  r.activeReset = rolled;
  logAlone(r, rolled, r.activeName);
}

/** After the AROs: a successful active Reset that no Carbonite beat ends Immobilized-B (D145). */
export function activeResetEnds(r: Resolution): void {
  const reset = r.activeReset;
  if (!reset || r.activeResetBeaten || !normalRoll(reset.sv, reset.die).success) return;
  for (const id of r.order.pieceIds) cancelImmobilizedB(r, id, capital(r.activeName));
}
