import { Circle, Group, Line, Rect, Text, Wedge } from '../konva.ts';
import { levelBadge } from '../../rules/index.ts';
import type { ViewPiece } from '../../engine/index.ts';
import { SEAT_COLOURS, TABLE_COLOURS } from '../theme.ts';
import { MarkerToken } from './MarkerToken.tsx';
import { MineBadge } from './MineMarks.tsx';
import { HackableBadge } from './HackingMarks.tsx';
import { captionOf } from './caption.ts';
import { MODEL_CHEVRON, chevronPoints } from './chevron.ts';
import { captionLines, tokenLineBoxes, type PlacedLabel } from './legibility.ts';

interface Props {
  piece: ViewPiece;
  selected?: boolean;
  /** Where to draw it, when not at the piece's own position (a drag ghost). */
  at?: { x: number; y: number };
  facing?: number;
  opacity?: number;
  listening?: boolean;
  verdictOk?: boolean;
  /** Caption font size in inches, chosen by the camera so names stay readable at any zoom. */
  labelSize?: number;
  /** A short tag before the caption (a drill's R1, H2...). */
  tag?: string | undefined;
  /** One of several pieces of its trooper (a Holoecho or Decoy group): its owner's caption says which. */
  grouped?: boolean;
  /** How much the piece is drawn larger than its base so it keeps a minimum size on the screen. */
  enlarge?: number;
  /**
   * Where its caption goes (table inches), placed clear of other captions and pieces; null leaves
   * the caption out (no free place); undefined writes it under the piece.
   */
  label?: PlacedLabel | null;
  /** The level its base stands on, in inches above the table (a roof); 0 or left out: the table. */
  level?: number;
  /** Its number among the models of its side that share its name (D200), drawn on the base. */
  number?: number | undefined;
}

/** The number that tells two models of one name apart (D200), on a light disc at the base's lower right. */
function NumberBadge({ r, n, size }: { r: number; n: number; size: number }) {
  const radius = size * 0.72;
  const x = r * 0.72;
  const y = r * 0.72;
  return (
    <Group listening={false} name="piece-number">
      <Circle x={x} y={y} radius={radius} fill="#f4f1e6" stroke="#111" strokeWidth={size * 0.08} />
      <Text
        text={String(n)}
        x={x - radius}
        y={y - size * 0.5}
        width={radius * 2}
        align="center"
        fontSize={size}
        fontStyle="bold"
        fill="#111"
      />
    </Group>
  );
}

/**
 * Its level above the table (RULES.md §1.1), "▲4"", on a dark tag at the base's upper left, where
 * neither the caption (placed clear of the base) nor the tokens line (above it) is written.
 */
function LevelBadge({ r, level, size }: { r: number; level: number; size: number }) {
  const text = levelBadge(level);
  const width = size * (0.62 * text.length + 0.5);
  const height = size * 1.3;
  const x = -r * 0.72 - width;
  const y = -r * 0.72 - height * 0.7;
  return (
    <Group listening={false} name="piece-level">
      <Rect
        x={x}
        y={y}
        width={width}
        height={height}
        cornerRadius={size * 0.3}
        fill="#1e1e1e"
        opacity={0.85}
      />
      <Text
        text={text}
        x={x}
        y={y + size * 0.18}
        width={width}
        align="center"
        fontSize={size}
        fontStyle="bold"
        fill="#ffd400"
      />
    </Group>
  );
}

/** A model: base sized by Silhouette, owner colour, front half shaded, a front chevron, its name. */
function ModelToken({ piece, facing }: { piece: ViewPiece; facing: number }) {
  const seat = SEAT_COLOURS[piece.owner];
  const r = piece.r;
  const rad = (facing * Math.PI) / 180;
  return (
    <Group listening={false}>
      <Circle
        radius={r}
        fill={seat.base}
        stroke={seat.rim}
        strokeWidth={Math.max(0.06, r * 0.1)}
        dash={seat.dash}
      />
      <Wedge radius={r * 0.9} angle={180} rotation={facing - 90} fill={seat.rim} opacity={0.35} />
      <Line
        name="facing-chevron"
        points={chevronPoints(facing, r, MODEL_CHEVRON)}
        closed
        fill="#ffffff"
        stroke={seat.rim}
        strokeWidth={r * 0.05}
      />
      <Text
        text={`S${String(piece.s)}`}
        x={-Math.cos(rad) * r * 0.5}
        y={-Math.sin(rad) * r * 0.5}
        width={r}
        offsetX={r / 2}
        offsetY={r * 0.14}
        align="center"
        fontSize={r * 0.28}
        fontStyle="bold"
        fill={seat.text}
      />
    </Group>
  );
}

/** The caption a piece carries: its name as its viewer knows it, after a drill's tag. */
export function pieceCaption(piece: ViewPiece, grouped: boolean, tag?: string, number?: number): string {
  const own = captionOf(piece, grouped, number);
  return tag ? (own ? `${tag} · ${own}` : tag) : own;
}

/** One piece on the table, model or marker, with its name beside it. */
export function PieceToken({
  piece,
  selected = false,
  at,
  facing,
  opacity = 1,
  listening = true,
  verdictOk,
  labelSize = 0.42,
  tag,
  grouped = false,
  enlarge = 1,
  label,
  level = 0,
  number,
}: Props) {
  const pos = at ?? piece;
  const f = facing ?? piece.facing;
  const caption = pieceCaption(piece, grouped, tag, number);
  // Drawn no smaller than the screen's minimum: the base keeps its true size in every rule.
  const r = piece.r * enlarge;
  const shown = { ...piece, r };
  const labelWidth = Math.max(r * 2 + 0.4, labelSize * 6);
  const box = label === undefined ? null : label;
  // The tokens' line, in the box the label layout keeps the names clear of (tokenLineBoxes).
  const tokensBox = tokenLineBoxes([{ x: pos.x, y: pos.y, r, tokens: piece.tokens }], labelSize)[0];
  return (
    <Group x={pos.x} y={pos.y} opacity={opacity} listening={listening} name="piece" id={piece.id}>
      {/* The hit area: the whole base. */}
      <Circle radius={r} fill="rgba(0,0,0,0.001)" />
      {selected && (
        <Circle radius={r + 0.18} stroke={TABLE_COLOURS.selection} strokeWidth={0.12} listening={false} />
      )}
      {verdictOk !== undefined && (
        <Circle
          radius={r + 0.1}
          stroke={verdictOk ? TABLE_COLOURS.ok : TABLE_COLOURS.bad}
          strokeWidth={0.1}
          listening={false}
        />
      )}
      {piece.kind === 'model' ? (
        <ModelToken piece={shown} facing={f} />
      ) : (
        <MarkerToken
          kind={piece.kind}
          owner={piece.owner}
          r={r}
          facing={f}
          arc={piece.arc}
          mimetism={piece.mimetism}
        />
      )}
      {/* The badges keep to the base's size (drawn to scale): a base too small for its number leaves
          it to the caption ("Line Trooper 2"). */}
      {level > 0 && <LevelBadge r={r} level={level} size={Math.min(labelSize * 0.8, r * 0.8)} />}
      {number !== undefined && r >= labelSize * 0.55 && (
        <NumberBadge r={r} n={number} size={Math.min(labelSize * 0.8, r * 0.7)} />
      )}
      {/* Its owner's own Mine (only its view says so, RULES.md §18.7.1). */}
      {piece.deployable && <MineBadge r={r} />}
      {/* An enemy's Hackable, Open inside the viewer's Hacking Area (RULES.md §18.13.3). */}
      {piece.hackable !== undefined && <HackableBadge r={r} value={piece.hackable} />}
      {caption && label !== null && (
        <Text
          listening={false}
          name="piece-caption"
          text={box ? captionLines(caption).join('\n') : caption}
          x={box ? box.x - pos.x : -labelWidth / 2}
          y={box ? box.y - pos.y : r + 0.12}
          width={box ? box.width : labelWidth}
          wrap={box ? 'none' : 'word'}
          align="center"
          fontSize={labelSize}
          lineHeight={1.15}
          fill="#111"
          stroke="#f4f1e6"
          strokeWidth={labelSize * 0.06}
          fillAfterStrokeEnabled
        />
      )}
      {tokensBox && (
        <Text
          listening={false}
          name="piece-tokens"
          text={piece.tokens.join(' · ')}
          x={tokensBox.x0 - pos.x}
          y={-r - labelSize * 1.25}
          width={tokensBox.x1 - tokensBox.x0}
          wrap="none"
          align="center"
          fontSize={labelSize * 0.85}
          fontStyle="bold"
          fill="#0f4a57"
          stroke="#f4f1e6"
          strokeWidth={labelSize * 0.06}
          fillAfterStrokeEnabled
        />
      )}
    </Group>
  );
}
