/**
 * Legible at any zoom, as map apps are: a piece and its caption keep a minimum size on the screen
 * however far the table is zoomed out, and captions are placed so they never overprint each other or
 * another piece (a caption with no free place is left out; the piece list still names the piece).
 * Pure: sizes in inches for a camera scale in pixels per inch.
 */

/** The smallest radius a piece is drawn with on the screen, in pixels. */
export const MIN_TOKEN_RADIUS_PX = 13;
/** The smallest caption on the screen, in pixels; zoomed in, captions keep 0.25" on the table. */
export const MIN_CAPTION_PX = 11;
/** The smallest scenery name on the screen, in pixels. */
export const MIN_SCENERY_PX = 10;
/** A caption is written on lines of at most this many characters. */
export const CAPTION_LINE_CHARS = 18;
/** About how wide a character of the caption font is, as a share of the font size. */
const CHAR_WIDTH = 0.56;
const LINE_HEIGHT = 1.15;

/**
 * The camera scale the legible sizes are computed for: stepped by an eighth of an octave, so zooming
 * redraws the pieces a few times per doubling rather than on every wheel tick.
 */
export function steppedScale(scale: number): number {
  return 2 ** (Math.round(Math.log2(scale) * 8) / 8);
}

/** How much a piece of radius r (inches) is enlarged to stay MIN_TOKEN_RADIUS_PX on the screen. */
export function tokenScale(r: number, scale: number): number {
  return Math.max(1, MIN_TOKEN_RADIUS_PX / (r * scale));
}

/** Caption font size in inches: MIN_CAPTION_PX on the screen, never under 0.25" on the table. Stepped. */
export function captionSize(scale: number): number {
  const inches = Math.max(0.25, MIN_CAPTION_PX / scale);
  return Math.ceil(inches * 40) / 40;
}

/** Scenery name size in inches: 0.4" on the table, never under MIN_SCENERY_PX on the screen. */
export function scenerySize(scale: number): number {
  return Math.max(0.4, Math.ceil((MIN_SCENERY_PX / scale) * 40) / 40);
}

export interface LabelItem {
  id: string;
  x: number;
  y: number;
  /** The radius the piece is drawn with (after tokenScale), in inches. */
  r: number;
  text: string;
  /** Higher is placed first: the selected piece, then the pieces of the Order under way. */
  priority: number;
}

export interface PlacedLabel {
  /** Top-left corner of the caption box, table inches, and its size. */
  x: number;
  y: number;
  width: number;
  height: number;
  lines: number;
  side: 'below' | 'above' | 'right' | 'left';
}

/** A rectangle in table inches that captions keep clear of (a scenery name). */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** The lines a caption is written on: words kept whole, at most CAPTION_LINE_CHARS a line. */
export function captionLines(text: string): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= CAPTION_LINE_CHARS) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

type Side = PlacedLabel['side'];

/** The places tried for a caption, nearest first: the four sides, the four corners, then further out. */
function candidatesFor(item: LabelItem, width: number, height: number, gap: number) {
  const out: { x: number; y: number; side: Side }[] = [];
  for (const far of [0, height + gap]) {
    const d = item.r + gap + far;
    const diag = item.r * 0.7 + gap + far;
    out.push(
      { x: item.x - width / 2, y: item.y + d, side: 'below' },
      { x: item.x - width / 2, y: item.y - d - height, side: 'above' },
      { x: item.x + d, y: item.y - height / 2, side: 'right' },
      { x: item.x - d - width, y: item.y - height / 2, side: 'left' },
      { x: item.x + diag, y: item.y + diag, side: 'below' },
      { x: item.x - diag - width, y: item.y + diag, side: 'below' },
      { x: item.x + diag, y: item.y - diag - height, side: 'above' },
      { x: item.x - diag - width, y: item.y - diag - height, side: 'above' },
    );
  }
  return out;
}

/**
 * The two lines written on a piece of scenery: its name and what its height does; with a height in
 * inches, the height: `4" · roof`, `low 1" · cover`.
 */
export function sceneryLines(name: string, tall: boolean, heightIn?: number): [string, string] {
  if (heightIn !== undefined) {
    const h = `${String(Math.round(heightIn * 10) / 10)}"`;
    return [name, tall ? `${h} · roof` : `low ${h} · cover`];
  }
  return [name, tall ? 'TALL · blocks LoF' : 'low · cover'];
}

/** The box a scenery name is written in (TableLayer writes it centred on the piece's corners' mean). */
export function sceneryLabelBox(
  polygon: readonly { x: number; y: number }[],
  lines: readonly string[],
  font: number,
): Box {
  const cx = polygon.reduce((a, p) => a + p.x, 0) / polygon.length;
  const cy = polygon.reduce((a, p) => a + p.y, 0) / polygon.length;
  const half = (Math.max(...lines.map((l) => l.length)) * CHAR_WIDTH * font) / 2;
  return {
    x0: cx - half,
    y0: cy - font * 1.1,
    x1: cx + half,
    y1: cy - font * 1.1 + lines.length * font * 1.1,
  };
}

/**
 * Places every caption beside its piece (below, above, right, left, the corners, then further out),
 * in priority order, where it overlaps no other caption, no piece and no obstacle (scenery names); a
 * caption with no free place gets null.
 */
export function placeLabels(
  items: readonly LabelItem[],
  font: number,
  obstacles: readonly Box[] = [],
): Map<string, PlacedLabel | null> {
  const gap = font * 0.3;
  const pieces: Box[] = items.map((i) => ({ x0: i.x - i.r, y0: i.y - i.r, x1: i.x + i.r, y1: i.y + i.r }));
  const placed: Box[] = [];
  const out = new Map<string, PlacedLabel | null>();
  const order = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.priority - a.item.priority || a.index - b.index);
  for (const { item, index } of order) {
    const lines = captionLines(item.text);
    if (lines.length === 0) {
      out.set(item.id, null);
      continue;
    }
    const width = Math.max(...lines.map((l) => l.length)) * CHAR_WIDTH * font + font * 0.4;
    const height = lines.length * LINE_HEIGHT * font;
    const candidates: PlacedLabel[] = candidatesFor(item, width, height, gap).map((c) => ({
      ...c,
      width,
      height,
      lines: lines.length,
    }));
    const free = candidates.find((c) => {
      const box = { x0: c.x, y0: c.y, x1: c.x + c.width, y1: c.y + c.height };
      return (
        !placed.some((p) => overlaps(p, box)) &&
        !obstacles.some((o) => overlaps(o, box)) &&
        !pieces.some((p, j) => j !== index && overlaps(p, box))
      );
    });
    if (free) placed.push({ x0: free.x, y0: free.y, x1: free.x + free.width, y1: free.y + free.height });
    out.set(item.id, free ?? null);
  }
  return out;
}
