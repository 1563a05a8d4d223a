// Only the Konva parts the table uses (TOOLCHAIN.md: the core import saves ~24 kB gzip).
import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Text';
import 'konva/lib/shapes/Wedge';
import 'konva/lib/shapes/Ring';
import 'konva/lib/shapes/RegularPolygon';
export {
  Stage,
  Layer,
  Group,
  Circle,
  Rect,
  Line,
  Text,
  Wedge,
  Ring,
  RegularPolygon,
  KonvaRenderer,
} from 'react-konva/lib/ReactKonvaCore';
export type { KonvaEventObject } from 'konva/lib/Node';
