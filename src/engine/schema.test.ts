import { describe, expect, it } from 'vitest';
import { parseWith, pieceSchema, profileSchema } from './index.ts';
import { ROSTER } from '../content/index.ts';
import { publicProfile } from '../rules/index.ts';

/** Validation of outside data names the field that is wrong (ARCHITECTURE.md §6). */

const base = ROSTER[0]!;
const piece = {
  id: 'pabcdef',
  owner: 'A',
  kind: 'CAMO',
  x: 10,
  y: 6,
  facing: 90,
  s: 2,
  r: 0.492,
  tokens: [],
  mimetism: -3,
};

describe('when a profile is validated', () => {
  it.each(ROSTER.map((p) => [p.id, p] as const))(
    'accepts the roster profile %s unchanged',
    (_id, profile) => {
      expect(parseWith(profileSchema, profile)).toStrictEqual({ ok: true, value: profile });
    },
  );

  it.each([
    ['s', { s: 9 }],
    ['s', { s: 0 }],
    ['mov', { mov: [4] }],
    ['mov.0', { mov: [-1, 2] }],
    ['wip', { wip: -1 }],
    ['wip', { wip: 13.5 }],
    ['name', { name: '' }],
    ['skills.0.mod', { skills: [{ skill: 'Mimetism', mod: -4 }] }],
    ['skills.0.skill', { skills: [{ skill: 'Flight' }] }],
    ['w', { w: 0 }],
    ['equipment.0', { equipment: ['Deflector'] }],
    ['equipment', { equipment: ['TinBot', 'TinBot'] }],
    ['equipment', { equipment: ['Repeater', 'Repeater'] }],
    ['hacker', { hacker: 'yes' }],
  ])('refuses a bad value and names the field %s', (field, patch) => {
    const r = parseWith(profileSchema, { ...base, ...patch });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.length).toBeGreaterThan(0);
    expect(r.errors[0]!.startsWith(`${field}:`) || r.errors[0]!.startsWith(`${field}.`)).toBe(true);
  });

  it.each([
    ['without equipment (a profile saved before it was recorded)', {}],
    ['with a TinBot and a SymbioMate', { equipment: ['TinBot', 'SymbioMate'] }],
    ['with a Repeater', { equipment: ['Repeater'] }],
    ['with a TinBot carrying a Repeater (D150)', { equipment: ['TinBot', 'Repeater'] }],
    ['with none', { equipment: [] }],
  ])('accepts a profile %s (RULES.md §10.4, D92)', (_what, patch) => {
    const profile = { ...base, ...patch };
    expect(parseWith(profileSchema, profile)).toStrictEqual({ ok: true, value: profile });
  });

  it.each([
    ['without a Hacking Device (a profile saved before hacking was played)', {}],
    ['with a Hacking Device', { hacker: true }],
    ['with none', { hacker: false }],
  ])('accepts a profile %s (RULES.md §18.13, D124)', (_what, patch) => {
    const profile = { ...base, ...patch };
    expect(parseWith(profileSchema, profile)).toStrictEqual({ ok: true, value: profile });
  });

  it('puts the prefix in front of the field path', () => {
    const r = parseWith(profileSchema, { ...base, wip: -1 }, 'roster.3');
    expect(r.ok ? [] : r.errors).toStrictEqual([expect.stringMatching(/^roster\.3\.wip: /)]);
  });

  it('refuses something that is not an object at the root', () => {
    const r = parseWith(profileSchema, 'Line Trooper');
    expect(r.ok ? [] : r.errors).toStrictEqual([expect.stringMatching(/^\(root\): /)]);
  });
});

describe('when a piece is validated', () => {
  it('accepts a well-formed CAMO marker and a model showing a profile', () => {
    expect(parseWith(pieceSchema, piece).ok).toBe(true);
    const model = {
      ...piece,
      kind: 'model',
      mimetism: undefined,
      shows: { name: 'Line Trooper', profile: publicProfile(ROSTER[0]!) },
    };
    expect(parseWith(pieceSchema, model).ok).toBe(true);
  });

  it.each([
    ['x', { x: NaN }],
    ['x', { x: Infinity }],
    ['y', { y: -Infinity }],
    ['facing', { facing: NaN }],
    ['kind', { kind: 'FOO' }],
    ['owner', { owner: 'C' }],
    ['s', { s: 9 }],
    ['r', { r: 0 }],
    ['mimetism', { mimetism: -4 }],
    ['id', { id: '' }],
  ])('refuses a bad value and names the field %s', (field, patch) => {
    const r = parseWith(pieceSchema, { ...piece, ...patch });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]!.startsWith(`${field}:`)).toBe(true);
  });
});
