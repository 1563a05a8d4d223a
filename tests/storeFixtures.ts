// Shared set-ups of the store tests (gameStore, persistence).
import type { Action, GameSetup } from '../src/engine/index.ts';
import type { Profile } from '../src/rules/index.ts';
import { defaultSetup, findProfile } from '../src/content/index.ts';
import type { KeyValueStorage } from '../src/store/persist/persistence.ts';
import { RULES_EDITION } from '../src/engine/index.ts';

/** A Map-backed stand-in for localStorage that counts writes. */
export class MemoryStorage implements KeyValueStorage {
  readonly data = new Map<string, string>();
  writes = 0;
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.writes++;
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}

export const SEED = 5;
export const setup = (): GameSetup => defaultSetup('open');

/** A Line Trooper of seat A at (10, 6), facing down the table. */
export const deployA: Extract<Action, { type: 'deployTrooper' }> = {
  type: 'deployTrooper',
  seat: 'A',
  profileId: 'line-trooper',
  profile: findProfile('line-trooper'),
  form: 'model',
  at: { x: 10, y: 6 },
  facing: 90,
};

/** A copy of a catalogue profile, by id (a missing one is a mistake in the test). */
function catalogued(id: string) {
  const p = findProfile(id);
  if (!p) throw new Error(`no profile ${id} in the catalogue`);
  return structuredClone(p);
}

/** A roster entry: a catalogue id, or one with another name (a secret to test with), points and equipment. */
export type RosterEntry =
  string | { id: string; name?: string; points?: number; equipment?: Profile['equipment'] };

function entry(e: RosterEntry) {
  if (typeof e === 'string') return catalogued(e);
  return {
    ...catalogued(e.id),
    ...(e.name ? { name: e.name } : {}),
    ...(e.points ? { points: e.points } : {}),
    ...(e.equipment ? { equipment: [...e.equipment] } : {}),
  };
}

/** A hot-seat game on a 48" table with no scenery, the rosters named by catalogue id, A deploying first. */
export function hotSeatSetup(rosters: { A: RosterEntry[]; B: RosterEntry[] }): GameSetup {
  return {
    table: { width: 48, depth: 48, zoneDepth: 12 },
    scenery: [],
    game: {
      rosters: { A: rosters.A.map(entry), B: rosters.B.map(entry) },
      firstDeployer: 'A',
      rules: RULES_EDITION,
      pins: {},
    },
  };
}
