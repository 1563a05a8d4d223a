import { measure, type Measurement } from '../../rules/index.ts';
import type { View } from '../../engine/index.ts';
import type { Tape } from '../../store/index.ts';

/** The measurement a tape shows: from a base's edge (or a point) to another base's edge (or a point). */
export function measureTape(view: View, tape: Tape): Measurement {
  const end = (id: string | undefined, p: { x: number; y: number }) => {
    const piece = id ? view.pieces.find((x) => x.id === id) : undefined;
    return piece ? { x: piece.x, y: piece.y, r: piece.r } : { x: p.x, y: p.y, r: 0 };
  };
  return measure(end(tape.fromId, tape.from), end(tape.toId, tape.to));
}

/** The piece under a table point, if any (the viewer's pieces only). */
export function pieceAt(view: View, p: { x: number; y: number }, except?: string): string | undefined {
  return view.pieces.find((x) => x.id !== except && Math.hypot(x.x - p.x, x.y - p.y) <= x.r)?.id;
}

export function describeTape(m: Measurement): string {
  const zoc = m.inZoc ? 'inside ZoC (8")' : 'outside ZoC (8")';
  const band = m.discover
    ? `Discover band ${m.discover.label} (${m.discover.mod > 0 ? '+' : ''}${String(m.discover.mod)})`
    : 'beyond Discover range (96")';
  return `Tape: ${m.distance.toFixed(1)}" — ${zoc} · ${band}.`;
}
