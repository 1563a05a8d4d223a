import { MAX_SCENERY_HEIGHT, type Scenery } from '../../rules/index.ts';
import { TABLE_COLOURS } from '../theme.ts';

/**
 * How dark a piece of scenery with a height is drawn (RULES.md §1.1): from a light grey for a crate to
 * the old tall's slate at the tallest the editor gives; its shadow falls further the taller it is.
 */
export function sceneryShade(s: Pick<Scenery, 'height' | 'heightIn'>): {
  fill: string;
  edge: string;
  edgeWidth: number;
  shadow: number;
} {
  const tall = s.height === 'tall';
  if (s.heightIn === undefined)
    return {
      fill: tall ? TABLE_COLOURS.tall : TABLE_COLOURS.low,
      edge: tall ? TABLE_COLOURS.tallEdge : TABLE_COLOURS.lowEdge,
      edgeWidth: tall ? 0.12 : 0.08,
      shadow: tall ? 0.3125 : 0,
    };
  const k = Math.min(1, Math.max(0, s.heightIn / MAX_SCENERY_HEIGHT));
  // Light 150 → dark 50 (grey levels); low scenery keeps its sand hue, darker as it rises.
  const grey = Math.round(150 - 100 * k);
  const fill = tall
    ? `rgb(${String(grey)}, ${String(grey + 5)}, ${String(grey + 13)})`
    : `rgba(140, 120, 70, ${String(0.45 + 0.4 * k)})`;
  return {
    fill,
    edge: tall ? TABLE_COLOURS.tallEdge : TABLE_COLOURS.lowEdge,
    edgeWidth: 0.08 + 0.1 * k,
    shadow: 0.08 + 0.45 * k,
  };
}

/** The short height written on a footprint: `4"`, `low 1"`. */
export function heightTag(s: Pick<Scenery, 'height' | 'heightIn'>): string {
  if (s.heightIn === undefined) return '';
  const h = `${String(Math.round(s.heightIn * 10) / 10)}"`;
  return s.height === 'tall' ? h : `low ${h}`;
}
