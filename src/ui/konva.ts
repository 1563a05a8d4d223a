// Only the Konva parts the table uses (TOOLCHAIN.md: the core import saves ~24 kB gzip).
import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Text';
import 'konva/lib/shapes/Wedge';
import 'konva/lib/shapes/Ring';
import 'konva/lib/shapes/RegularPolygon';
import {
  createContext,
  createElement,
  useContext,
  useLayoutEffect,
  useRef,
  type ComponentProps,
} from 'react';
import { Text as KonvaText } from 'react-konva/lib/ReactKonvaCore';
import type { Text as TextNode } from 'konva/lib/shapes/Text';

export {
  Stage,
  Layer,
  Group,
  Circle,
  Rect,
  Line,
  Wedge,
  Ring,
  RegularPolygon,
  Shape,
  KonvaRenderer,
} from 'react-konva/lib/ReactKonvaCore';
export type { KonvaEventObject } from 'konva/lib/Node';

/**
 * Whether the table is drawn turned half round (a seat seeing it from its own side, camera.ts
 * `tableTurned`): the Stage then turns everything, and each text turns itself back to read upright.
 */
export const TableTurned = createContext(false);

type TextProps = ComponentProps<typeof KonvaText>;

/**
 * Every text of the canvas: Konva's Text, kept upright on a turned table. It turns itself half round
 * in the same box (its offset moved to the far corner), so a caption still sits where the layout put
 * it and reads the right way up.
 */
export function Text(props: TextProps) {
  const turned = useContext(TableTurned);
  const node = useRef<TextNode>(null);
  // Whether this text was last drawn turned: a text never turned is left to its props alone.
  const wasTurned = useRef(false);
  useLayoutEffect(() => {
    const n = node.current;
    if (!n || (!turned && !wasTurned.current)) return;
    wasTurned.current = turned;
    const offsetX = props.offsetX ?? 0;
    const offsetY = props.offsetY ?? 0;
    if (turned) {
      n.scaleX(-1);
      n.scaleY(-1);
      n.offsetX(n.width() - offsetX);
      n.offsetY(n.height() - offsetY);
    } else {
      n.scaleX(props.scaleX ?? 1);
      n.scaleY(props.scaleY ?? 1);
      n.offsetX(offsetX);
      n.offsetY(offsetY);
    }
    n.getLayer()?.batchDraw();
  });
  return createElement(KonvaText, { ...props, ref: node });
}
