// Equipment shown as tokens (RULES.md §10.4, seed 000 row 0.18, seed 001 row 1.23; decisions D92, D93).
import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT,
  equipmentLine,
  equipmentTokens,
  isEquipmentToken,
  withEquipmentTokens,
  type Equipment,
} from './equipment.ts';
import { PIECE_KINDS, type PieceKind } from './pieces.ts';
import { publicProfile, type Profile } from './profiles.ts';

describe('equipmentTokens: which pieces show the equipment (RULES.md §10.4, D92)', () => {
  const shows: Record<PieceKind, boolean> = {
    model: true,
    'HOLOECHO-1': true,
    'HOLOECHO-2': true,
    CAMO: false,
    'IMP-1': false,
    'IMP-2': false,
    'DECOY-1': false,
    'DECOY-2': false,
    MINE: false,
  };
  it('the table names every piece kind', () => {
    expect(Object.keys(shows).sort()).toEqual([...PIECE_KINDS].sort());
  });
  it.each(PIECE_KINDS.map((k) => [k, shows[k]] as const))('%s shows a TinBot: %s', (kind, shown) => {
    expect(equipmentTokens(kind, ['TinBot'])).toEqual(shown ? ['TinBot'] : []);
  });
  it.each<[Equipment[] | undefined, Equipment[]]>([
    [undefined, []],
    [[], []],
    [['SymbioMate'], ['SymbioMate']],
    [
      ['SymbioMate', 'TinBot'],
      ['TinBot', 'SymbioMate'],
    ],
  ])('a model of a profile with %j carries %j, in the army-list order', (equipment, tokens) => {
    expect(equipmentTokens('model', equipment)).toEqual(tokens);
  });
});

describe('withEquipmentTokens: exactly the wanted equipment, the other tokens kept', () => {
  it.each<[string[], Equipment[], string[]]>([
    [[], ['TinBot'], ['TinBot']],
    [['Prone'], ['TinBot'], ['Prone', 'TinBot']],
    [['TinBot', 'Prone'], [], ['Prone']],
    [['Prone', 'SymbioMate'], ['TinBot'], ['Prone', 'TinBot']],
    [
      ['HOLOECHO', 'TinBot', 'Unloaded'],
      ['TinBot', 'SymbioMate'],
      ['HOLOECHO', 'Unloaded', 'TinBot', 'SymbioMate'],
    ],
  ])('%j with %j → %j', (tokens, wanted, out) => {
    expect(withEquipmentTokens(tokens, wanted)).toEqual(out);
  });
  it('returns the very same array when nothing changes (a token already in place keeps its place)', () => {
    const tokens = ['TinBot', 'Prone'];
    expect(withEquipmentTokens(tokens, ['TinBot'])).toBe(tokens);
  });
  it.each([
    ['TinBot', true],
    ['SymbioMate', true],
    ['Prone', false],
    ['tinbot', false],
  ])('%s is an equipment token: %s', (token, is) => {
    expect(isEquipmentToken(token)).toBe(is);
  });
});

describe('equipment is public, like the rest of the profile (D92)', () => {
  const base: Profile = {
    id: 'x',
    name: 'Echo Operative',
    s: 2,
    mov: [4, 4],
    wip: 13,
    bs: 12,
    ph: 10,
    arm: 1,
    w: 1,
    skills: [{ skill: 'Holoecho' }],
  };
  it('publicProfile copies it (and still leaves Holoecho out)', () => {
    const shown = publicProfile({ ...base, equipment: ['SymbioMate', 'TinBot'] });
    expect(shown.equipment).toEqual(['TinBot', 'SymbioMate']);
    expect(shown.skills).toEqual([]);
  });
  it('a profile without equipment shows no equipment field (older saves read the same)', () => {
    expect('equipment' in publicProfile(base)).toBe(false);
    expect('equipment' in publicProfile({ ...base, equipment: [] })).toBe(false);
  });
  it.each<[Equipment[] | undefined, string]>([
    [undefined, ''],
    [['SymbioMate'], 'SymbioMate'],
    [['SymbioMate', 'TinBot'], 'TinBot, SymbioMate'],
    [['Repeater'], 'Repeater'],
    [['Repeater', 'TinBot'], 'TinBot (Repeater)'],
    [[...EQUIPMENT].reverse(), 'TinBot (Repeater), SymbioMate'],
  ])('equipmentLine(%j) = %j', (equipment, line) => {
    expect(equipmentLine(equipment)).toBe(line);
  });
});
