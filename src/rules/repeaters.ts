import type { Profile } from './profiles.ts';
import { ZOC_RADIUS } from './zoneOfControl.ts';

/**
 * Repeaters (RULES.md §18.13.1; W-REP, W-HA). A Repeater is a piece of Automatic Equipment an army
 * list writes in a trooper's profile (`Profile.equipment` holds 'Repeater'; a TinBot that carries one
 * is written TinBot and Repeater, decision D150). It extends the Hacking Area of every Hacker of its
 * army by its own Zone of Control, measured from its carrier's real piece, under a marker too; it stops
 * while its carrier is in a Null State (Unconscious here). The Deployable Repeater is not played (D152).
 */
export function carriesRepeater(profile: Pick<Profile, 'equipment'>): boolean {
  return profile.equipment?.includes('Repeater') === true;
}

/** How far a Repeater reaches from the edge of its carrier's base: its Zone of Control (RULES.md §18.13.1). */
export const REPEATER_REACH = ZOC_RADIUS;

/**
 * What the table does not play of the enemy-Repeater rule (RULES.md §18.13.1, W-HA update 1.3, W-REP;
 * decision D153): a Hacker inside an enemy Repeater's ZoC may reach every enemy trooper through it, a
 * program against a non-Hacker ending as Idle and every one taking the Firewall −3. Said to players
 * where Repeaters are explained (the roster editor, the rules help).
 */
export const ENEMY_REPEATER_UNPLAYED =
  'Reaching the enemy through an enemy Repeater (with its Firewall −3) is not played here: only your own Repeaters extend your Hacking Areas.';
