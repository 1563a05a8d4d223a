import {
  baseRadiusInches,
  combatJumpValue,
  deploymentViolations,
  landingViolations,
  snapToEdge,
  validatePlacement,
  violation,
  type PlacedPiece,
  type Point,
} from '../rules/index.ts';
import type { View } from '../engine/index.ts';
import { obstacles, type DeployPreview } from './deployPreview.ts';
import type { ArrivalDraft } from './sessionStore.ts';

/**
 * The live verdict while a trooper kept off the table is landing (RULES.md §18.11.1–§18.11.3): the
 * placement rules, the Airborne area and the skill's landing rule (a Parachutist's base touches a
 * table edge, outside the enemy Deployment Zone), fed with the landing seat's view only, at the spot
 * a click there would use (a Parachutist snapped to the edge as the click is). The engine checks
 * again on the whole truth when the trooper arrives.
 */
export function previewArrival(view: View, draft: ArrivalDraft, pointer: Point): DeployPreview | null {
  const seat = view.viewer;
  if (seat === 'referee' || seat === 'public' || view.phase.kind !== 'turn') return null;
  const trooper = view.troopers.find((t) => t.id === draft.trooperId && t.owner === seat);
  if (!trooper) return null;
  const r = baseRadiusInches(trooper.profile.s);
  const at = draft.skill === 'Parachutist' ? snapToEdge(view.table, pointer, r) : pointer;
  const mover: PlacedPiece = {
    id: '(landing)',
    owner: seat,
    kind: 'model',
    name: trooper.name,
    x: at.x,
    y: at.y,
    r,
  };
  const others = obstacles(view, (g) => g.trooperId !== trooper.id);
  const violations = [
    ...validatePlacement({ table: view.table, scenery: view.scenery, others }, mover),
    ...deploymentViolations(view.table, 'airborne', mover, others),
    ...landingViolations(view.table, draft.skill, mover),
  ];
  const active = view.phase.active;
  if (active && active !== seat) {
    violations.unshift(violation('WRONG_SEAT', `It is Player ${active}'s turn.`));
  }
  const preview: DeployPreview = { trooper, at, r, violations, verb: 'land' };
  if (draft.skill === 'CombatJump') {
    const sv = combatJumpValue(trooper.profile);
    preview.roll = {
      sv,
      rule: 'combatJump',
      says: `a PH roll (${String(sv)}) decides; a failure lands it at your own table edge`,
    };
  }
  return preview;
}
