import type { Profile, Seat } from '../rules/index.ts';
import { findProfile } from './roster.ts';
import type { GameSetup } from '../engine/types.ts';
import { RULES_EDITION } from '../engine/edition.ts';

// What the scenarios are built from: renamed built-in profiles, a hot-seat set-up, the two facings.

/** A built-in profile under another name. */
export function as(id: string, name: string): Profile {
  const p = findProfile(id);
  if (!p) throw new Error(`no built-in profile ${id}`);
  return { ...structuredClone(p), name };
}

export function setup(
  rosters: Record<Seat, Profile[]>,
  o: {
    firstDeployer?: Seat;
    firstTurn?: Seat;
    ask?: boolean;
    scenery?: GameSetup['scenery'];
    tokens?: 'fixed40';
    table?: GameSetup['table'];
  } = {},
): GameSetup {
  return {
    table: o.table ?? { width: 48, depth: 48, zoneDepth: 12 },
    scenery: o.scenery ?? [],
    game: {
      rosters,
      firstDeployer: o.firstDeployer ?? 'A',
      rules: RULES_EDITION,
      pins: {},
      firstTurn: o.firstTurn ?? 'A',
      rounds: 3,
      ...(o.ask ? { askEveryDeclaration: true } : {}),
      ...(o.tokens ? { markerTokens: o.tokens } : {}),
    },
  };
}

export const A_FACES_B = 90;
export const B_FACES_A = 270;
