/**
 * Rolls (RULES.md §8, §18.1–§18.2): Success Value, Normal rolls, Face to Face rolls with one d20 a
 * side and with Burst.
 * The numbers live here once, so a rules correction changes one line.
 */
export const ROLL_RULES: Readonly<{ modCap: number; raiseAbove20: boolean; die: number }> = {
  /** The summed MODs are limited to −12..+12 (RULES.md §8 [N4], §17). */
  modCap: 12,
  /** Decision A14: with SV > 20 each die is raised by SV − 20 and a result of 20 or more is a critical. */
  raiseAbove20: true,
  die: 20,
};

/** Attribute plus the MODs, their sum capped at ±12 (RULES.md §8, T37). */
export function successValue(attribute: number, mods: readonly number[]): number {
  const sum = mods.reduce((a, b) => a + b, 0);
  const capped = Math.max(-ROLL_RULES.modCap, Math.min(ROLL_RULES.modCap, sum));
  return attribute + capped;
}

/** The capped sum of MODs, for showing "WIP 13 −6 (capped) = 7". */
export function cappedMods(mods: readonly number[]): number {
  return successValue(0, mods);
}

export interface RollOutcome {
  sv: number;
  roll: number;
  /** The die after raising it for SV > 20 (decision A14); the roll itself otherwise. */
  result: number;
  success: boolean;
  critical: boolean;
}

/**
 * One d20 against a Success Value (RULES.md §8): a success when the die is at most the SV, a
 * critical when it equals the SV. With SV > 20 the die is raised by SV − 20, every roll succeeds and
 * a raised result of 20 or more is a critical (decision A14). With SV ≤ 0 nothing succeeds.
 */
export function normalRoll(sv: number, roll: number): RollOutcome {
  if (sv <= 0) return { sv, roll, result: roll, success: false, critical: false };
  if (sv > ROLL_RULES.die && ROLL_RULES.raiseAbove20) {
    const raised = roll + (sv - ROLL_RULES.die);
    return {
      sv,
      roll,
      result: Math.min(raised, ROLL_RULES.die),
      success: true,
      critical: raised >= ROLL_RULES.die,
    };
  }
  return { sv, roll, result: roll, success: roll <= sv, critical: roll === sv };
}

/**
 * Face to Face, one die a side (RULES.md §8, T35, T36): failures are thrown away; a critical beats
 * any non-critical; two criticals cancel; otherwise the higher successful result wins and a tie
 * cancels both. Returns the winner, or 'none' when neither side's roll takes effect.
 */
export function faceToFace(
  a: { sv: number; roll: number },
  b: { sv: number; roll: number },
): 'a' | 'b' | 'none' {
  const ra = normalRoll(a.sv, a.roll);
  const rb = normalRoll(b.sv, b.roll);
  if (!ra.success && !rb.success) return 'none';
  if (!rb.success) return 'a';
  if (!ra.success) return 'b';
  if (ra.critical && rb.critical) return 'none';
  if (ra.critical) return 'a';
  if (rb.critical) return 'b';
  if (ra.result === rb.result) return 'none';
  return ra.result > rb.result ? 'a' : 'b';
}

/** One side of a Face to Face roll with Burst: its SV and one d20 (1..20) per die, possibly none. */
type BurstSide = { sv: number; rolls: readonly number[] };
/** What one side keeps: surviving non-critical successes (`hits`) and surviving criticals (`crits`). */
type BurstSurvivors = { hits: number; crits: number };

/**
 * Face to Face with Burst (RULES.md §8, §18.1.3, §18.2.1): each die is a Normal roll against its
 * side's SV (`normalRoll`, so criticals and decision A14 above SV 20 are the same as with one die);
 * failures are thrown away. A side keeps nothing if the other side rolled a critical; otherwise it
 * keeps every critical and every success strictly higher than the other side's best success.
 * Example: SV 13 rolling 4, 12, 15 against SV 11 rolling 10 → a keeps the 12, b keeps nothing.
 * An empty `rolls` list is a side that rolls no dice: the other side keeps all its successes.
 */
export function faceToFaceBurst(a: BurstSide, b: BurstSide): { a: BurstSurvivors; b: BurstSurvivors } {
  const sa = burstSuccesses(a);
  const sb = burstSuccesses(b);
  return { a: burstSurvivors(sa, sb), b: burstSurvivors(sb, sa) };
}

function burstSuccesses(side: BurstSide): RollOutcome[] {
  return side.rolls.map((roll) => normalRoll(side.sv, roll)).filter((o) => o.success);
}

/** Which of `own` survive `other`; ties with the other side's best success cancel (RULES.md §8). */
function burstSurvivors(own: readonly RollOutcome[], other: readonly RollOutcome[]): BurstSurvivors {
  if (other.some((o) => o.critical)) return { hits: 0, crits: 0 };
  // Math.max() of nothing is −Infinity, so every success beats a side that has none.
  const best = Math.max(...other.map((o) => o.result));
  return {
    hits: own.filter((o) => !o.critical && o.result > best).length,
    crits: own.filter((o) => o.critical).length,
  };
}
