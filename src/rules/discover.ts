import { atMost, type Inches } from '../geometry/units.ts';

/**
 * Discover range MODs (RULES.md §9.2, decision A5): each band includes its upper bound, so exactly
 * 8.0" gets +3; beyond 96" Discover is not allowed. Kept here as the one table to change.
 */
export const DISCOVER_RANGE_BANDS: readonly { upTo: Inches; mod: number; label: string }[] = [
  { upTo: 8, mod: 3, label: '0–8"' },
  { upTo: 16, mod: 0, label: '8–16"' },
  { upTo: 24, mod: 0, label: '16–24"' },
  { upTo: 32, mod: 0, label: '24–32"' },
  { upTo: 40, mod: -3, label: '32–40"' },
  { upTo: 48, mod: -3, label: '40–48"' },
  { upTo: 96, mod: -6, label: '48–96"' },
];

/** MOD for a target in IMP-1 (RULES.md §9.2, §10.3). */
export const IMP1_DISCOVER_MOD = -6;
/** MOD for a target in Partial Cover (RULES.md §9.2, decision A15). */
export const PARTIAL_COVER_MOD = -3;

/** The range band of an edge-to-edge distance, or null beyond 96" (RULES.md §9.2). */
export function discoverRangeBand(distance: Inches): { upTo: Inches; mod: number; label: string } | null {
  return DISCOVER_RANGE_BANDS.find((b) => atMost(distance, b.upTo)) ?? null;
}

/**
 * The sum of Discover MODs (RULES.md §9.2): range band, the marker's Mimetism, −6 against IMP-1,
 * −3 for Partial Cover; null when out of range (> 96"). Example (§16 T27): 30", Mimetism −6,
 * Partial Cover → 0 − 6 − 3 = −9.
 */
export function discoverModifier(
  distance: Inches,
  target: { mimetism?: 0 | -3 | -6; imp1?: boolean; partialCover?: boolean },
): number | null {
  const band = discoverRangeBand(distance);
  if (!band) return null;
  return (
    band.mod +
    (target.mimetism ?? 0) +
    (target.imp1 ? IMP1_DISCOVER_MOD : 0) +
    (target.partialCover ? PARTIAL_COVER_MOD : 0)
  );
}

/**
 * What a Discover declared against a piece shown as a model can find (RULES.md §9.3, §10.5, decision
 * D202): only a trooper in disguise (a HoloMask) is revealed; against any other model the roll finds
 * nothing. Whether a model is a HoloMask is private (§10.4), so Discover stays offered against every
 * enemy model (refusing it would tell which are not), and the panel says this instead. Null for a
 * marker, which a Discover reveals as its state says.
 */
export function discoverOnModelNote(kind: string): string | null {
  return kind === 'model'
    ? 'Against a model, Discover reveals only a trooper in disguise (HoloMask); against any other model it finds nothing.'
    : null;
}
