import { vec } from '../../geometry/vec.ts';

/**
 * The facing chevron of a piece: a slender arrowhead with a notched back, its tip on the facing.
 *
 * It is not an equilateral triangle: any corner of one can be read as its point, and at a diagonal
 * facing the two edges at its true tip lie almost along the screen's axes, so the eye takes them for
 * a base and reads the point as another corner (a piece facing 45° seemed to face left, one facing
 * 135° to face right). An arrowhead longer than it is wide, notched at the back, has one point only.
 */
export interface ChevronShape {
  /** Distance of the tip from the centre, in base radii. */
  tip: number;
  /** Distance of the two back corners from the centre, along the facing, in base radii. */
  back: number;
  /** Distance of the notch between the back corners, in base radii. */
  notch: number;
  /** Half the width across the back corners, in base radii. */
  halfWidth: number;
}

/** On a model: from near the centre to near the rim, over the shaded front half. */
export const MODEL_CHEVRON: ChevronShape = { tip: 0.88, back: 0.3, notch: 0.44, halfWidth: 0.22 };

/** On a marker: a small arrowhead at the rim, clear of the symbol and the kind written across it. */
export const MARKER_CHEVRON: ChevronShape = { tip: 0.93, back: 0.58, notch: 0.66, halfWidth: 0.15 };

/**
 * The chevron's outline as flat Konva points around the piece's centre (0, 0): tip, one back corner,
 * notch, other back corner. Facing in degrees, 0 = +x (right), 90 = +y (down the table).
 */
export function chevronPoints(facing: number, r: number, shape: ChevronShape): number[] {
  const f = vec.fromDegrees(facing);
  const across = { x: -f.y, y: f.x };
  const at = (along: number, side: number) => [
    (f.x * along + across.x * side) * r,
    (f.y * along + across.y * side) * r,
  ];
  return [
    ...at(shape.tip, 0),
    ...at(shape.back, shape.halfWidth),
    ...at(shape.notch, 0),
    ...at(shape.back, -shape.halfWidth),
  ];
}
