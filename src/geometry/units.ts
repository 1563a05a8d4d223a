/**
 * Units of the table (ARCHITECTURE.md §2). Lengths are inches, angles at an API are degrees;
 * radians appear only inside maths helpers. The aliases state the unit at every signature.
 */
export type Inches = number;
export type Degrees = number;
export type Radians = number;
export type Millimetres = number;

/** The one tolerance used at every rule boundary: 0.01" (RULES.md §0). */
export const EPS: Inches = 0.01;

/**
 * Floating-point slack for comparisons against a rule bound, so "exactly on the bound" holds
 * wherever the pieces stand (0.01 is not a binary fraction). Far below anything measurable.
 */
export const FLOAT_SLACK = 1e-9;

/** a ≤ b, inclusive of the bound up to floating-point rounding. */
export function atMost(a: number, b: number): boolean {
  return a <= b + FLOAT_SLACK;
}

export const MM_PER_INCH = 25.4;

export function mmToInches(mm: Millimetres): Inches {
  return mm / MM_PER_INCH;
}

export function degToRad(deg: Degrees): Radians {
  return (deg * Math.PI) / 180;
}

export function radToDeg(rad: Radians): Degrees {
  return (rad * 180) / Math.PI;
}

/** Wraps any angle into [0, 360). Example: -15 → 345, 375 → 15. */
export function normalizeDegrees(deg: Degrees): Degrees {
  const r = deg % 360;
  const wrapped = r < 0 ? r + 360 : r;
  // -0 and floating noise just under 360 both read as 0
  return wrapped >= 360 - 1e-9 || Object.is(wrapped, -0) ? 0 : wrapped;
}

/** Signed smallest difference b − a in (−180, 180], handling the wrap past 0°/360°. */
export function angleDifference(a: Degrees, b: Degrees): Degrees {
  const d = normalizeDegrees(b - a);
  return d > 180 ? d - 360 : d;
}
