import {
  elevationAt,
  levelGap,
  levelGapText,
  measure,
  type LevelGap,
  type Measurement,
} from '../../rules/index.ts';
import type { View } from '../../engine/index.ts';
import type { Tape } from '../../store/index.ts';

/** What a tape shows: the table measurement, and the height between its ends when they stand on two levels. */
export type TapeMeasurement = Measurement & { gap: LevelGap | null };

/** The measurement a tape shows: from a base's edge (or a point) to another base's edge (or a point). */
export function measureTape(view: View, tape: Tape): TapeMeasurement {
  const end = (id: string | undefined, p: { x: number; y: number }) => {
    const piece = id ? view.pieces.find((x) => x.id === id) : undefined;
    return piece ? { x: piece.x, y: piece.y, r: piece.r } : { x: p.x, y: p.y, r: 0 };
  };
  const a = end(tape.fromId, tape.from);
  const b = end(tape.toId, tape.to);
  const m = measure(a, b);
  // A base's level is the roof under its centre; a bare point's, the roof under it (D182).
  return { ...m, gap: levelGap(m.distance, elevationAt(view.scenery, a), elevationAt(view.scenery, b)) };
}

/** The piece under a table point, if any (the viewer's pieces only). */
export function pieceAt(view: View, p: { x: number; y: number }, except?: string): string | undefined {
  return view.pieces.find((x) => x.id !== except && Math.hypot(x.x - p.x, x.y - p.y) <= x.r)?.id;
}

/** The tape's length on the canvas: `6.2"`, with the levels when they differ: `6.2" (4" up)`. */
export function tapeLength(m: TapeMeasurement): string {
  const up = m.gap
    ? ` (${String(Math.round(Math.abs(m.gap.rise) * 10) / 10)}" ${m.gap.rise > 0 ? 'up' : 'down'})`
    : '';
  return `${m.distance.toFixed(1)}"${up}`;
}

export function describeTape(m: TapeMeasurement): string {
  const zoc = m.inZoc ? 'inside ZoC (8")' : 'outside ZoC (8")';
  const band = m.discover
    ? `Discover band ${m.discover.label} (${m.discover.mod > 0 ? '+' : ''}${String(m.discover.mod)})`
    : 'beyond Discover range (96")';
  const levels = m.gap ? ` (${levelGapText(m.gap)})` : '';
  return `Tape: ${m.distance.toFixed(1)}"${levels} — ${zoc} · ${band}.`;
}
