import type { View } from '../../engine/index.ts';

/**
 * The pieces whose Line of Fire arc a drill's board draws: every piece that sees only 180° (a model,
 * a Holoecho), since who may react, and with what, turns on which way each faces (RULES.md §2, §7).
 * A marker sees 360° (§2): its arc tells nothing and is left out, so the board stays readable.
 */
export function drillArcs(view: Pick<View, 'pieces'>): string[] {
  return view.pieces.filter((p) => p.arc === 180).map((p) => p.id);
}
