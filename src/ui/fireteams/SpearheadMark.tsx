import type { View } from '../../engine/index.ts';
import { Group, Rect, Text } from '../konva.ts';
import { useView } from '../../store/index.ts';

/**
 * The piece that leads a Coordinated Order under way (RULES.md §18.12.3, D161): its Spearhead, the
 * first piece of the Order. Public, like every participant: each one is a Model.
 */
export function spearheadOf(view: View): string | undefined {
  const order = view.phase.kind === 'turn' ? view.phase.order : undefined;
  return order?.team === 'coordinated' ? order.teamLead : undefined;
}

/** The Spearhead token beside its base while the Coordinated Order lasts, for both seats. Never listens. */
export function SpearheadMark() {
  const view = useView();
  const id = spearheadOf(view);
  const piece = id ? view.pieces.find((p) => p.id === id) : undefined;
  if (!piece) return null;
  return (
    <Group name="spearhead-token" x={piece.x + piece.r + 0.05} y={piece.y - piece.r - 0.45} listening={false}>
      <Rect
        width={1.7}
        height={0.45}
        cornerRadius={0.08}
        fill="#5c2a0b"
        stroke="#ffb27f"
        strokeWidth={0.04}
      />
      <Text
        width={1.7}
        height={0.45}
        y={0.09}
        align="center"
        text="Spearhead"
        fontSize={0.27}
        fontStyle="bold"
        fill="#ffffff"
      />
    </Group>
  );
}

/** The text twin of the drawn token in the list of pieces: "· Spearhead of the Coordinated Order". */
export function SpearheadTag({ view, pieceId }: { view: View; pieceId: string }) {
  if (spearheadOf(view) !== pieceId) return null;
  return (
    <span className="hint" data-testid="piece-spearhead">
      {' '}
      · Spearhead of the Coordinated Order
    </span>
  );
}
