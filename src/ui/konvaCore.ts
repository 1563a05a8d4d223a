import { Konva as Global } from 'konva/lib/Global';
import { Util, Transform } from 'konva/lib/Util';
import { Node } from 'konva/lib/Node';
import { Container } from 'konva/lib/Container';
import { Stage, stages } from 'konva/lib/Stage';
import { Layer } from 'konva/lib/Layer';
import { Group } from 'konva/lib/Group';
import { DD } from 'konva/lib/DragAndDrop';
import { Shape, shapes } from 'konva/lib/Shape';
import { Context } from 'konva/lib/Context';
import { Canvas } from 'konva/lib/Canvas';

/**
 * Konva's core (konva/lib/_CoreInternals.js of konva 10.9) without Tween, Easings, Animation and
 * FastLayer, which the table never uses: vite.config.ts resolves react-konva's `konva/lib/Core.js`
 * to this module, which keeps about 2.7 kB gzip off the first load.
 * WARNING: `node.to()`, `new Konva.Tween()`, `new Konva.Animation()` and `<FastLayer>` fail with it.
 * Import what they need here first (and compare with _CoreInternals.js after a Konva upgrade).
 */
export const Konva = Util._assign(Global, {
  beginUpdateBatch: () => Node._beginUpdateBatch(),
  Util,
  Transform,
  Node,
  Container,
  Stage,
  stages,
  Layer,
  Group,
  DD,
  Shape,
  shapes,
  Context,
  Canvas,
});
export default Konva;
