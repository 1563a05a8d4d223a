import { atMost, EPS, type Inches } from '../geometry/units.ts';
import type { Point } from '../geometry/vec.ts';
import { distancePointToSegment } from '../geometry/segment.ts';
import { edgeDistance } from './contact.ts';
import { inZoc } from './zoneOfControl.ts';
import { layTemplate, templateTouches, TEMPLATES, type LaidTemplate } from './templates.ts';
import { usesLeft } from './disposable.ts';
import { hasSkill, type Profile, type ShownProfile } from './profiles.ts';
import { violation, type Violation } from './violations.ts';
import type { Weapon } from './weapons.ts';
import { withRule } from './ruleRefs.ts';

/**
 * Mines and deployables (RULES.md §18.7). A trooper with Minelayer carries Antipersonnel Mines and may
 * place one in its ZoC when it deploys; anybody carrying them may place one with Place Deployable. A
 * placed Mine stands as a CAMO marker, S2, Mimetism −3, LoF 360° (§10.1: "a Weapon or piece of
 * Equipment in Camouflaged State will have a Silhouette (S) value of 2"). Every number of a Mine is
 * said here once.
 */

/**
 * The Small Teardrop's length (RULES.md §18.7.2, A27; decision D67): the template this table already
 * lays for Direct Template weapons, 8" long. The trigger area reaches this far from the Mine's base.
 */
export const SMALL_TEARDROP_LENGTH: Inches = TEMPLATES.smallTeardrop.length;

/**
 * The Mine's weapon (RULES.md §18.7.3; W-MINES: "Concealed, Deployable, Disposable (3), Direct Template
 * (Small Teardrop)"). Damage 13 with Normal ammunition: the Shock of the N4 chart has no effect of its
 * own on this table (decision D67). The Disposable uses are the Minelayer's, spent as it places them.
 */
export const MINE_WEAPON = {
  name: 'Antipersonnel Mine',
  ranges: [null, null, null, null, null, null, null],
  damage: 13,
  template: 'smallTeardrop',
  disposable: 3,
} as const satisfies Weapon;

/** A Dodge against a Mine's template is made at PH−3 (RULES.md §18.7.3, §18.8.4). */
export const MINE_DODGE_MOD = -3;

/**
 * The profile behind a Mine's CAMO marker (RULES.md §10.1, §18.7.1): S2, Camouflage with Mimetism −3,
 * no Order, no attributes to roll. Its name is what its owner reads; the opponent only ever reads
 * "CAMO marker (−3)", as for a trooper (decision D68).
 */
export const MINE_PROFILE: Profile = {
  id: 'mine',
  name: 'Antipersonnel Mine',
  s: 2,
  mov: [0, 0],
  wip: 0,
  bs: 0,
  ph: 0,
  arm: 0,
  w: 1,
  skills: [{ skill: 'Camouflage' }, { skill: 'Mimetism', mod: -3 }],
  weapons: [MINE_WEAPON],
};

/** The key under which a trooper's spent Mines are counted (beside its weapons' uses, RULES.md §18.9.3). */
export const MINES_SPENT_KEY = 'mines';

/** Whether a profile carries Mines it may place (RULES.md §18.7.1, §18.7.5): Minelayer, decision D67. */
export function carriesMines(profile: ShownProfile): boolean {
  return hasSkill(profile, 'Minelayer') !== undefined;
}

/** Mines left to a trooper that has placed `spent` of them (RULES.md §18.9.3). */
export function minesLeft(profile: ShownProfile, spent: number): number {
  return carriesMines(profile) ? usesLeft(MINE_WEAPON, spent) : 0;
}

/**
 * Why a trooper may not place a Mine now (RULES.md §18.7.1, §18.7.5): it carries none, or all are
 * placed (WEAPON_UNLOADED). Example: Minelayer with 3 placed → "… Unloaded: its 3 uses are spent …".
 */
export function validateMineAvailable(profile: ShownProfile, spent: number, id?: string): Violation[] {
  if (!carriesMines(profile)) {
    return [
      violation(
        'NO_DEPLOYABLE',
        withRule(`${profile.name} carries no Mines to place.`, 'mines'),
        id ? [id] : undefined,
      ),
    ];
  }
  if (minesLeft(profile, spent) > 0) return [];
  return [
    violation(
      'WEAPON_UNLOADED',
      withRule(
        `The ${MINE_WEAPON.name}s of ${profile.name} are Unloaded: its ${String(MINE_WEAPON.disposable)} uses are spent.`,
        'disposable',
      ),
      id ? [id] : undefined,
    ),
  ];
}

/**
 * Minelayer (RULES.md §18.7.5): the Mine goes inside the user's ZoC (edge to edge, 8"). Where the user
 * could deploy is the deployment rules' own check. Example: user S2 at (10,10), Mine at (18,10) → ok.
 */
export function validateMinelayerSpot(
  user: { x: number; y: number; r: Inches },
  mine: { x: number; y: number; r: Inches },
  name: string,
): Violation[] {
  if (inZoc(user, mine)) return [];
  return [
    violation(
      'MINE_OUT_OF_ZOC',
      withRule(`${name} places its Mine inside its Zone of Control, within 8" of its base.`, 'minelayer'),
    ),
  ];
}

/**
 * Place Deployable (RULES.md §18.7.1): the token goes in Silhouette contact with the user, in the
 * Active Turn with any point of its route. `route`: the user's centres along its movement, a polyline
 * (one point when it stood still). Some point of the route has the two bases edge to edge when the
 * token is no farther than contact from the route and no nearer than contact from one of its ends.
 * Example: user r 0.5 standing at (0,0), token r 0.5 at (1,0) → in contact; at (1.1,0) → not.
 */
export function validateDeployableContact(
  route: readonly Point[],
  userR: Inches,
  token: { x: number; y: number; r: Inches },
  name: string,
): Violation[] {
  const touch = userR + token.r;
  const first = route[0];
  const segments = route.length > 1 ? route.slice(1).map((b, i) => [route[i] ?? b, b] as const) : [];
  const nearest = first
    ? Math.min(
        Math.hypot(token.x - first.x, token.y - first.y),
        ...segments.map(([a, b]) => distancePointToSegment(token, a, b)),
      )
    : Infinity;
  const farthest = Math.max(...route.map((p) => Math.hypot(token.x - p.x, token.y - p.y)));
  if (atMost(nearest, touch + EPS) && atMost(touch - EPS, farthest)) return [];
  return [
    violation(
      'DEPLOYABLE_NOT_IN_CONTACT',
      withRule(
        `${name} places the Mine in base contact with itself, or in the Active Turn with any point of its route.`,
        'deployables.place',
      ),
    ),
  ];
}

/**
 * Whether a disc stands inside a Mine's trigger area (RULES.md §18.7.2): within the Small Teardrop's
 * length of the Mine's base edge. The part in Total Cover from the Mine is the caller's LoF check.
 */
export function inTriggerRange(
  mine: { x: number; y: number; r: Inches },
  other: { x: number; y: number; r: Inches },
): boolean {
  return atMost(edgeDistance(mine, other), SMALL_TEARDROP_LENGTH + EPS);
}

/** How far the template is turned off the straight line when that one touches an ally (decision D70). */
const TURN_STEP_DEGREES = 5;
const TURN_MAX_DEGREES = 90;

/**
 * Lays a Mine's Small Teardrop to cover the trigger (RULES.md §18.7.3, decision D70): from the Mine's
 * base edge straight at the trigger's centre, else turned by 5° steps either way up to 90°, the first
 * laying that touches the trigger and no ally of the Mine (Unconscious ones too). Null: the Mine does
 * not go off and stays hidden.
 */
export function layMineTemplate(
  mine: { x: number; y: number; r: Inches },
  trigger: { x: number; y: number; r: Inches },
  allies: readonly { x: number; y: number; r: Inches }[],
): LaidTemplate | null {
  const dx = trigger.x - mine.x;
  const dy = trigger.y - mine.y;
  const d = Math.hypot(dx, dy);
  const base = Math.atan2(dy, dx);
  for (let k = 0; k <= TURN_MAX_DEGREES / TURN_STEP_DEGREES; k++) {
    for (const sign of k === 0 ? [1] : [1, -1]) {
      const a = base + (sign * k * TURN_STEP_DEGREES * Math.PI) / 180;
      const toward = { x: mine.x + Math.cos(a) * Math.max(d, 1), y: mine.y + Math.sin(a) * Math.max(d, 1) };
      const laid = layTemplate(mine, toward, TEMPLATES.smallTeardrop);
      if (templateTouches(laid, trigger) && !allies.some((p) => templateTouches(laid, p))) return laid;
    }
  }
  return null;
}
