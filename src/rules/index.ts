/**
 * The rules module (ARCHITECTURE.md §8): plain data in, plain data out, distances in inches.
 * Every function cites its RULES.md section in its own file.
 */
export {
  EPS,
  MM_PER_INCH,
  mmToInches,
  degToRad,
  radToDeg,
  normalizeDegrees,
  angleDifference,
} from '../geometry/units.ts';
export type { Inches, Degrees, Radians, Millimetres } from '../geometry/units.ts';
export type { Disc } from '../geometry/disc.ts';
export type { Point } from '../geometry/vec.ts';
export {
  SILHOUETTES,
  isSilhouette,
  baseDiameterMm,
  baseRadiusInches,
  silhouetteHeightMm,
} from './silhouettes.ts';
export type { Silhouette } from './silhouettes.ts';
export { edgeDistance, inContact, overlaps, touchesOrOverlaps } from './contact.ts';
export { ZOC_RADIUS, ZOC_HEIGHT, inZoc, verticalGap, type Standing } from './zoneOfControl.ts';
export { inArc } from './arcs.ts';
export type { Facing } from './arcs.ts';
export { coherencyFailures, referenceCoherencyFailures } from './coherency.ts';
export * from './pieces.ts';
export * from './profiles.ts';
export * from './violations.ts';
export * from './ruleRefs.ts';
export * from './table.ts';
export * from './distances.ts';
export * from './movement.ts';
export * from './prone.ts';
export * from './equipment.ts';
export * from './hacking.ts';
export * from './repeaters.ts';
export * from './impetuous.ts';
export * from './impetuousMove.ts';
export * from './disposable.ts';
export * from './engaged.ts';
export * from './closeCombat.ts';
export * from './deployment.ts';
export * from './infiltration.ts';
export * from './airborne.ts';
export * from './fireteams.ts';
export * from './rolls.ts';
export * from './skills.ts';
export * from './orderPools.ts';
export * from './weapons.ts';
export * from './templates.ts';
export * from './mines.ts';
export * from './placeDeployable.ts';
export { misfitOutcome, replacementCentre } from './replacement.ts';
export * from './states/triggers.ts';
export {
  hasLineOfFire,
  segmentCrossesPolygon,
  sourcePoints,
  targetSampleCount,
  runChord,
  MIN_VISIBLE_CHORD,
} from './lineOfFire.ts';
export type { LofScene, LofPiece } from './lineOfFire.ts';
export { whoCanReact, samplePath, distanceToPath, PATH_SAMPLE_SPACING } from './reactions.ts';
export type { Reaction } from './reactions.ts';
export {
  DISCOVER_RANGE_BANDS,
  IMP1_DISCOVER_MOD,
  PARTIAL_COVER_MOD,
  discoverRangeBand,
  discoverModifier,
  discoverOnModelNote,
} from './discover.ts';
export { measure } from './measure.ts';
export type { Measurement } from './measure.ts';
export {
  MIN_SCENERY_AREA,
  polygonArea,
  isSelfIntersecting,
  isRectangle,
  validateScenery,
  validateSceneryRemoval,
  sceneryHeightText,
  MAX_LOW_SCENERY_HEIGHT,
} from './scenery.ts';
export type { SceneryChange, SceneryShape } from './scenery.ts';
export { partialCover } from './cover.ts';
export { bsAttackMods, discoverMods, modValues } from './mods.ts';
export type { NamedMod, TargetMods } from './mods.ts';
export * from './intuitiveAttack.ts';
export * from './directions.ts';
export * from './commandTokens.ts';
export * from './coordinated.ts';
export * from './fireteamOrder.ts';
export * from './teamAttack.ts';
export * from './elevation.ts';
export * from './sideView.ts';
export * from './standsOn.ts';
