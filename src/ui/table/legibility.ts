/**
 * Legible at any zoom, as map apps are: a piece and its caption keep a minimum size on the screen
 * however far the table is zoomed out, and captions are placed so they never overprint each other or
 * another piece (a caption with no free place is left out; the piece list still names the piece).
 * Pure: sizes in inches for a camera scale in pixels per inch.
 */

import { bounds, pointInPolygon } from '../../geometry/polygon.ts';
import type { Point } from '../../geometry/vec.ts';
import { sceneryTop, type Scenery } from '../../rules/index.ts';

/** The smallest radius a piece is drawn with on the screen, in pixels. */
export const MIN_TOKEN_RADIUS_PX = 13;
/** The smallest caption on the screen, in pixels; zoomed in, captions keep 0.25" on the table. */
export const MIN_CAPTION_PX = 11;
/** The smallest scenery name on the screen, in pixels. */
export const MIN_SCENERY_PX = 10;
/** A caption is written on lines of at most this many characters. */
export const CAPTION_LINE_CHARS = 18;
/**
 * About how wide a line of text is in the canvas's sans-serif font, in font sizes: capitals and
 * digits wider than small letters, spaces and dots narrow, bold a tenth wider. An estimate kept on the
 * generous side, so the box a name is placed in holds it.
 */
export function textWidth(text: string, font: number, bold = false): number {
  let em = 0;
  for (const ch of text) {
    if (/[A-Z]/.test(ch)) em += 0.7;
    else if (/[0-9]/.test(ch)) em += 0.58;
    else if (/[ .,:;·'!|]/.test(ch)) em += 0.3;
    else if (/[mw]/.test(ch)) em += 0.8;
    else em += 0.56;
  }
  return em * font * (bold ? 1.1 : 1);
}
const LINE_HEIGHT = 1.15;

/**
 * The camera scale the legible sizes are computed for: stepped by an eighth of an octave, so zooming
 * redraws the pieces a few times per doubling rather than on every wheel tick.
 */
export function steppedScale(scale: number): number {
  return 2 ** (Math.round(Math.log2(scale) * 8) / 8);
}

/**
 * How much a piece of radius r (inches) is drawn larger than its base: not at all by default (bases
 * to scale, so S2 and S4 differ and contact shows as it is); with the magnifier on, enough to stay
 * MIN_TOKEN_RADIUS_PX on the screen.
 */
export function tokenScale(r: number, scale: number, enlarge = false, boost = 1): number {
  return enlarge ? Math.max(1, (MIN_TOKEN_RADIUS_PX * boost) / (r * scale)) : 1;
}

/**
 * Presenter mode (issue 31: projector-grade): every name on the canvas is this many times its usual
 * smallest size, so a name is at least 24 px on a 1080p projector (MIN_CAPTION_PX × PRESENTER_BOOST).
 */
export const PRESENTER_BOOST = 24 / MIN_CAPTION_PX;

/**
 * Caption font size in inches: MIN_CAPTION_PX on the screen (times `boost` in presenter mode), never
 * under 0.25" on the table. Stepped.
 */
export function captionSize(scale: number, boost = 1): number {
  const inches = Math.max(0.25, (MIN_CAPTION_PX * boost) / scale);
  return Math.ceil(inches * 40) / 40;
}

/** Scenery name size in inches: 0.4" on the table, never under MIN_SCENERY_PX (times `boost`) on the screen. */
export function scenerySize(scale: number, boost = 1): number {
  return Math.max(0.4, Math.ceil(((MIN_SCENERY_PX * boost) / scale) * 40) / 40);
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
 * The two lines written on a piece of scenery: its name and what its height does, the height kept
 * short (D166): `TALL 4" · roof`, `low 1" · cover`; without a height, `TALL · blocks LoF`, `low · cover`.
 */
export function sceneryLines(s: {
  name: string;
  height: 'tall' | 'low';
  heightIn?: number | undefined;
}): [string, string] {
  const h = s.heightIn === undefined ? '' : ` ${String(Math.round(s.heightIn * 10) / 10)}"`;
  if (s.height === 'tall') return [s.name, h ? `TALL${h} · roof` : 'TALL · blocks LoF'];
  return [s.name, `low${h} · cover`];
}

const cornerMean = (poly: readonly Point[]): Point => ({
  x: poly.reduce((a, p) => a + p.x, 0) / poly.length,
  y: poly.reduce((a, p) => a + p.y, 0) / poly.length,
});

/** How finely the uncovered part of a piece of scenery is sampled to place its name (per side). */
const ANCHOR_SAMPLES = 16;

/** The higher scenery standing on this piece: blocks with a higher top whose middle lies inside it. */
function higherOn(s: Scenery, scenery: readonly Scenery[]): Scenery[] {
  const top = sceneryTop(s);
  return scenery.filter(
    (o) => o !== s && sceneryTop(o) > top && pointInPolygon(cornerMean(o.polygon), s.polygon),
  );
}

/**
 * What is written on a piece of scenery on the table: its name and its height (sceneryLines); a block
 * standing on a lower one (a tower on its wing) only its roof, `6" roof`, so the two labels stay short
 * and apart (the scenery list names it).
 */
export function sceneryCaption(s: Scenery, scenery: readonly Scenery[]): string[] {
  const standsOn =
    s.height === 'tall' && s.heightIn !== undefined && scenery.some((o) => higherOn(o, scenery).includes(s));
  if (standsOn) return [`${String(Math.round((s.heightIn ?? 0) * 10) / 10)}" roof`];
  return sceneryLines(s);
}

/**
 * Where a piece of scenery's name is written: the mean of its corners, or, when higher scenery stands
 * on it (a tower on its wing), the middle of the part left uncovered, so the two names stay apart.
 */
export function sceneryLabelAnchor(s: Scenery, scenery: readonly Scenery[]): Point {
  const mean = cornerMean(s.polygon);
  const higher = higherOn(s, scenery);
  if (!higher.length) return mean;
  const b = bounds(s.polygon);
  let n = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < ANCHOR_SAMPLES; i++)
    for (let j = 0; j < ANCHOR_SAMPLES; j++) {
      const p = {
        x: b.minX + ((i + 0.5) * (b.maxX - b.minX)) / ANCHOR_SAMPLES,
        y: b.minY + ((j + 0.5) * (b.maxY - b.minY)) / ANCHOR_SAMPLES,
      };
      if (pointInPolygon(p, s.polygon) && !higher.some((o) => pointInPolygon(p, o.polygon))) {
        n++;
        x += p.x;
        y += p.y;
      }
    }
  return n ? { x: x / n, y: y / n } : mean;
}

/** The box a scenery name is written in, centred on its anchor (sceneryLabelAnchor). */
export function sceneryLabelBox(anchor: Point, lines: readonly string[], font: number): Box {
  const cx = anchor.x;
  const cy = anchor.y;
  const half = Math.max(...lines.map((l) => textWidth(l, font))) / 2;
  return {
    x0: cx - half,
    y0: cy - lines.length * font * 0.55,
    x1: cx + half,
    y1: cy + lines.length * font * 0.55,
  };
}

/**
 * Places every caption beside its piece (below, above, right, left, the corners, then further out),
 * in priority order, where it overlaps no other caption, no piece and no obstacle (scenery names) and
 * stays on the table; a caption with no free place gets null (its name shows on hover or tap).
 */
export function placeLabels(
  items: readonly LabelItem[],
  font: number,
  obstacles: readonly Box[] = [],
  /** The table's edges: a caption never runs off the table (issue 31). */
  within?: Box,
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
    const width = Math.max(...lines.map((l) => textWidth(l, font))) + font * 0.4;
    const height = lines.length * LINE_HEIGHT * font;
    const candidates: PlacedLabel[] = candidatesFor(item, width, height, gap).map((c) => ({
      ...c,
      width,
      height,
      lines: lines.length,
    }));
    const free = candidates.find((c) => {
      const box = { x0: c.x, y0: c.y, x1: c.x + c.width, y1: c.y + c.height };
      const inside =
        !within || (box.x0 >= within.x0 && box.y0 >= within.y0 && box.x1 <= within.x1 && box.y1 <= within.y1);
      return (
        inside &&
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

/**
 * Which scenery names are written (issue 31: labels never overprint each other): the largest pieces
 * first, each name kept where its box overlaps no name kept before it and no base, and stays on the
 * table; the others are left out (the scenery list names every piece). Returns each name's box.
 */
export function placeSceneryLabels(
  scenery: readonly Scenery[],
  font: number,
  within?: Box,
  /** What names keep clear of: the bases drawn on the table (a base hides a name under it). */
  avoid: readonly Box[] = [],
): Map<string, Box> {
  const area = (s: Scenery) => {
    const b = bounds(s.polygon);
    return (b.maxX - b.minX) * (b.maxY - b.minY);
  };
  const kept = new Map<string, Box>();
  const order = scenery.map((s, i) => ({ s, i })).sort((a, b) => area(b.s) - area(a.s) || a.i - b.i);
  for (const { s } of order) {
    const box = sceneryLabelBox(sceneryLabelAnchor(s, scenery), sceneryCaption(s, scenery), font);
    const inside =
      !within || (box.x0 >= within.x0 && box.y0 >= within.y0 && box.x1 <= within.x1 && box.y1 <= within.y1);
    if (inside && !avoid.some((a) => overlaps(a, box)) && ![...kept.values()].some((k) => overlaps(k, box)))
      kept.set(s.id, box);
  }
  return kept;
}

const sceneryMemo = new WeakMap<readonly Scenery[], { key: string; boxes: Map<string, Box> }>();

/**
 * The scenery names written on a table, for both layers that need them (the names drawn, and the
 * captions keeping clear of them): laid out once per scenery, pieces, font and magnifier.
 */
export function sceneryLabelsFor(
  scenery: readonly Scenery[],
  table: { width: number; depth: number },
  bases: readonly { x: number; y: number; r: number }[],
  font: number,
  marks: readonly Box[] = [],
): Map<string, Box> {
  const key = `${String(font)}|${String(table.width)}x${String(table.depth)}|${bases
    .map((b) => `${b.x.toFixed(2)},${b.y.toFixed(2)},${b.r.toFixed(2)}`)
    .join(';')}|${marks.map((m) => `${m.x0.toFixed(2)},${m.y0.toFixed(2)},${m.x1.toFixed(2)}`).join(';')}`;
  const known = sceneryMemo.get(scenery);
  if (known?.key === key) return known.boxes;
  const boxes = placeSceneryLabels(scenery, font, { x0: 0, y0: 0, x1: table.width, y1: table.depth }, [
    ...bases.map((b) => ({ x0: b.x - b.r, y0: b.y - b.r, x1: b.x + b.r, y1: b.y + b.r })),
    ...marks,
  ]);
  sceneryMemo.set(scenery, { key, boxes });
  return boxes;
}

/** The bases as drawn (the magnifier's size when it is on), for labels to keep clear of. */
export function drawnBases(
  pieces: readonly { x: number; y: number; r: number }[],
  scale: number,
  enlarge: boolean,
  boost = 1,
): { x: number; y: number; r: number }[] {
  return pieces.map((p) => ({ x: p.x, y: p.y, r: p.r * tokenScale(p.r, scale, enlarge, boost) }));
}

/** How much presenter mode enlarges the canvas's names and the magnifier's pieces: 1 when it is off. */
export function boostFor(presenter: boolean): number {
  return presenter ? PRESENTER_BOOST : 1;
}

/**
 * The line of tokens written above a piece (PRONE, HOLOECHO …), as a box in table inches, for the
 * names to keep clear of: centred over the drawn base, in the tokens' font (0.85 of a caption).
 */
export function tokenLineBoxes(
  pieces: readonly { x: number; y: number; r: number; tokens: readonly string[] }[],
  labelSize: number,
): Box[] {
  return pieces.flatMap((p) => {
    if (p.tokens.length === 0) return [];
    const text = p.tokens.join(' · ');
    const half = textWidth(text, labelSize * 0.85, true) / 2 + labelSize * 0.1;
    return [{ x0: p.x - half, y0: p.y - p.r - labelSize * 1.3, x1: p.x + half, y1: p.y - p.r }];
  });
}
