// A roster file keeps each trooper's Combat Group (RULES.md §18.12; decision D115): written and read back
// unchanged, group 1 left out, a group beyond the last refused.
import { describe, expect, it } from 'vitest';
import { ROSTER } from '../../content/index.ts';
import { MAX_COMBAT_GROUPS, type Profile } from '../../rules/index.ts';
import { parseRosterFile, rosterFileText } from './rosterLibrary.ts';

const byId = (id: string, change: Partial<Profile> = {}): Profile => ({
  ...structuredClone(ROSTER.find((p) => p.id === id)!),
  ...change,
});

describe("a trooper's Combat Group in a roster file (D115)", () => {
  it('is written and read back unchanged', () => {
    const troopers = [byId('line-trooper', { combatGroup: 2 }), byId('camo-sniper')];
    const r = parseRosterFile(rosterFileText({ name: 'Groups', troopers }));
    expect(r.ok && r.value.troopers).toEqual(troopers);
  });

  it('refuses a group beyond the last', () => {
    const file = JSON.parse(rosterFileText({ name: 'Groups', troopers: [byId('line-trooper')] })) as {
      troopers: Profile[];
    };
    file.troopers[0] = { ...file.troopers[0]!, combatGroup: MAX_COMBAT_GROUPS + 1 };
    expect(parseRosterFile(JSON.stringify(file)).ok).toBe(false);
  });
});
