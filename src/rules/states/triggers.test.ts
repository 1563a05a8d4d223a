// One test per trigger of every marker state's table (RULES.md §10, A1–A4, A17; T38–T45): the event
// that sets it off, and the events that leave the state alone.
import { describe, expect, it } from 'vitest';
import { SKILL_IDS, type SkillId } from '../skills.ts';
import {
  STATE_TRIGGERS,
  mayRevealAsCamo,
  triggerFor,
  type MarkerStateName,
  type StateEvent,
} from './triggers.ts';

/** For every trigger of every table, an event that must set it off. */
const FIRES: Record<MarkerStateName, Record<string, StateEvent>> = {
  camouflaged: {
    'attack-or-roll': { kind: 'declares', skill: 'bsAttack' },
    'entire-order': { kind: 'declares', skill: 'reenterHoloecho' },
    'enemy-contact': { kind: 'contactWithEnemyModel' },
    discovered: { kind: 'discovered' },
    impetuous: { kind: 'impetuous' },
    retreat: { kind: 'retreat' },
    'saving-roll': { kind: 'forcedSavingRoll' },
  },
  impersonation: {
    'attack-or-roll': { kind: 'declares', skill: 'dodge' },
    'entire-order': { kind: 'declares', skill: 'reenterCamouflage' },
    'enemy-contact': { kind: 'contactWithEnemyModel' },
    'discovered-imp2': { kind: 'discovered' },
    impetuous: { kind: 'impetuous' },
    retreat: { kind: 'retreat' },
    'discovered-imp1': { kind: 'discoveredAsImp1' },
  },
  holoechoBearer: {
    'attack-or-roll': { kind: 'declares', skill: 'reset' },
    'entire-order': { kind: 'declares', skill: 'reenterImpersonation' },
    'enemy-contact': { kind: 'contactWithEnemyModel' },
    discovered: { kind: 'discovered' },
    impetuous: { kind: 'impetuous' },
    retreat: { kind: 'retreat' },
    'saving-roll': { kind: 'forcedSavingRoll' },
    coherency: { kind: 'coherencyFailure' },
  },
  holoechoDecoy: {
    discovered: { kind: 'discovered' },
    'enemy-contact': { kind: 'contactWithEnemyModel' },
    'saving-roll': { kind: 'forcedSavingRoll' },
    coherency: { kind: 'coherencyFailure' },
    'bearer-ends': { kind: 'trooperStateEnds' },
  },
  decoyUser: {
    'attack-look-out-or-roll': { kind: 'declares', skill: 'lookOut' },
    'entire-order': { kind: 'declares', skill: 'reenterCamouflage' },
    infiltration: { kind: 'failedInfiltration' },
    'enemy-contact': { kind: 'contactWithEnemyModel' },
    discovered: { kind: 'discovered' },
    'saving-roll': { kind: 'forcedSavingRoll' },
    impetuous: { kind: 'impetuous' },
    retreat: { kind: 'retreat' },
  },
  decoyReplica: {
    discovered: { kind: 'discovered' },
    hit: { kind: 'hitByAttack' },
    'enemy-contact': { kind: 'contactWithEnemyModel' },
    'user-revealed': { kind: 'trooperStateEnds' },
  },
  holoMask: {
    'attack-or-roll': { kind: 'declares', skill: 'discover' },
    'entire-order': { kind: 'declares', skill: 'reenterHoloecho' },
    'enemy-contact': { kind: 'contactWithEnemyModel' },
    discovered: { kind: 'discovered' },
    impetuous: { kind: 'impetuous' },
    retreat: { kind: 'retreat' },
  },
  hiddenDeployment: {
    declares: { kind: 'declares', skill: 'move' },
  },
};

describe('every trigger of every state table fires on its event', () => {
  const cases = Object.entries(STATE_TRIGGERS).flatMap(([state, table]) =>
    table.map((t) => [state as MarkerStateName, t.id, t.section] as const),
  );
  it.each(cases)('%s: %s (RULES.md %s)', (state, id) => {
    const event = FIRES[state][id];
    expect(event, `no event written for ${state}/${id}`).toBeDefined();
    expect(triggerFor(state, event!)?.id).toBe(id);
  });

  it('has an event for every trigger and no event for a trigger that does not exist', () => {
    for (const [state, table] of Object.entries(STATE_TRIGGERS)) {
      expect(Object.keys(FIRES[state as MarkerStateName]).sort()).toEqual(table.map((t) => t.id).sort());
    }
  });
});

describe('what leaves a marker state alone', () => {
  it.each<[MarkerStateName, SkillId]>([
    ['camouflaged', 'move'],
    ['camouflaged', 'cautiousMove'],
    ['camouflaged', 'idle'],
    ['camouflaged', 'lookOut'],
    ['impersonation', 'move'],
    ['impersonation', 'cautiousMove'],
    ['impersonation', 'lookOut'],
    ['decoyUser', 'move'],
    ['decoyUser', 'cautiousMove'],
    ['holoMask', 'move'],
    ['holoechoBearer', 'move'],
    // Parachutist and Combat Jump: Entire Orders that reveal nothing (seed rows 1.13, 1.14).
    ['camouflaged', 'airborneDeployment'],
    ['decoyUser', 'airborneDeployment'],
    ['impersonation', 'airborneDeployment'],
  ])('%s declaring %s (T43)', (state, skill) => {
    expect(triggerFor(state, { kind: 'declares', skill })).toBeUndefined();
  });

  it('Holoecho decoys and Decoy replicas are not ended by what their trooper declares', () => {
    for (const skill of SKILL_IDS) {
      expect(triggerFor('holoechoDecoy', { kind: 'declares', skill })).toBeUndefined();
      expect(triggerFor('decoyReplica', { kind: 'declares', skill })).toBeUndefined();
    }
  });

  it('a Decoy user failing a Combat Jump roll is revealed (seed row 1.15)', () => {
    expect(triggerFor('decoyUser', { kind: 'failedCombatJump' })?.effect).toBe('cancel');
    expect(triggerFor('decoyReplica', { kind: 'failedCombatJump' })).toBeUndefined();
  });

  it('T44: a Decoy user declaring Dodge is revealed', () => {
    expect(triggerFor('decoyUser', { kind: 'declares', skill: 'dodge' })?.effect).toBe('cancel');
  });

  it('T41 and T45: a Holoecho decoy forced to save, or a replica hit, is removed', () => {
    expect(triggerFor('holoechoDecoy', { kind: 'forcedSavingRoll' })?.effect).toBe('remove');
    expect(triggerFor('decoyReplica', { kind: 'hitByAttack' })?.effect).toBe('remove');
  });
});

describe('Hidden Deployment with Camouflage may come back as a CAMO marker (A17)', () => {
  it.each<[SkillId, boolean, boolean]>([
    ['cautiousMove', true, true],
    ['move', true, true],
    ['idle', true, true],
    ['discover', true, false],
    ['bsAttack', true, false],
    ['move', false, false],
  ])('declaring %s with Camouflage %s: %s', (skill, camo, expected) => {
    expect(mayRevealAsCamo(skill, camo)).toBe(expected);
  });
});
