// The profile library (issue 31, item 6; decision D185): a unit's attributes kept by name in this
// browser and shared as one file; the file is read strictly and every refusal names its reason.
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../tests/storeFixtures.ts';
import { MAX_PROFILES, PROFILE_FILE_BYTES } from '../../protocol/limits.ts';
import { ROSTER_FORMAT } from './rosterLibrary.ts';
import {
  PROFILES_FORMAT,
  PROFILES_VERSION,
  PROFILE_LIBRARY_KEY,
  findProfile,
  keepProfiles,
  loadProfiles,
  mergeProfiles,
  parseProfileFile,
  profileFileText,
  profileFileTooBig,
  type KeptProfile,
} from './profileLibrary.ts';

const FUSILIER: KeptProfile = {
  name: 'Fusilier',
  s: 2,
  mov: [4, 2],
  cc: 13,
  bs: 12,
  ph: 10,
  wip: 13,
  arm: 1,
  bts: 0,
  w: 1,
  skills: [],
  troopType: 'LI',
};
const SPEKTR: KeptProfile = {
  ...FUSILIER,
  name: 'Spektr',
  mov: [4, 4],
  skills: [{ skill: 'Camouflage' }, { skill: 'Mimetism', mod: -6 }],
};

const file = (profiles: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: PROFILES_FORMAT, version: PROFILES_VERSION, profiles, ...extra });

describe('reading a profile file', () => {
  it('reads what it writes', () => {
    expect(parseProfileFile(profileFileText([SPEKTR, FUSILIER]))).toEqual({
      ok: true,
      value: [FUSILIER, SPEKTR],
    });
  });

  it('reads an empty library and one of the most profiles', () => {
    expect(parseProfileFile(file([]))).toEqual({ ok: true, value: [] });
    const most = Array.from({ length: MAX_PROFILES }, (_, i) => ({ ...FUSILIER, name: `Unit ${String(i)}` }));
    expect(parseProfileFile(file(most)).ok).toBe(true);
  });

  it.each([
    ['not JSON', 'hello', /not JSON text/],
    ['not text', `${file([])}\u0000`, /not text/],
    ['a control character outside the JSON', `${file([])}\u0007`, /control character \(U\+0007\)/],
    [
      'a control character in a name',
      file([{ ...FUSILIER, name: 'Fusi\u0007lier' }]),
      /name: a name holds no control characters/,
    ],
    ['a list, not an object', '[]', /holds no object/],
    ['a roster file', JSON.stringify({ format: ROSTER_FORMAT }), /a roster file, not a profile library/],
    ['another format', JSON.stringify({ format: 'x' }), /its format is "x"/],
    ['a newer version', file([], { version: 2 }), /made by a newer version .*file version 2/],
    ['an unknown version', file([], { version: 'one' }), /version "one" is not known/],
    ['an unknown key', file([], { extra: 1 }), /Unrecognized key: "extra"/],
    [
      'a "__proto__" key',
      `{"format":"${PROFILES_FORMAT}","version":1,"profiles":[],"__proto__":{"x":1}}`,
      /key "__proto__"/,
    ],
    [
      'a nested "constructor" key',
      file([{ ...FUSILIER, constructor: { prototype: {} } }]),
      /key "constructor"|key "prototype"/,
    ],
    [
      'too many profiles',
      file(Array.from({ length: MAX_PROFILES + 1 }, () => FUSILIER)),
      /at most 300 profiles/,
    ],
    [
      'a bad attribute, named',
      file([FUSILIER, { ...SPEKTR, wip: 31 }]),
      /Profile 2 \(Spektr\): wip: Too big/,
    ],
    [
      'an unknown field of a profile',
      file([{ ...FUSILIER, weapons: [] }]),
      /Profile 1 \(Fusilier\): .*weapons/,
    ],
    ['no name', file([{ ...FUSILIER, name: '  ' }]), /the profile needs a name/],
    ['two of one name', file([FUSILIER, { ...FUSILIER, name: 'FUSILIERS' }]), /"Fusilier" and "FUSILIERS"/],
    [
      'too big',
      ' '.repeat(PROFILE_FILE_BYTES + 1),
      /too big \(301 kB; a profile file holds at most 300 kB\)/,
    ],
  ])('refuses %s', (_what, text, reason) => {
    const r = parseProfileFile(text);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.errors.join('\n')).toMatch(reason);
  });

  it('a file that holds a "__proto__" key changes no prototype', () => {
    parseProfileFile(`{"__proto__":{"polluted":true}}`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('says when a file is too big by its bytes before reading it', () => {
    expect(profileFileTooBig(PROFILE_FILE_BYTES)).toBeNull();
    expect(profileFileTooBig(PROFILE_FILE_BYTES + 1)).toMatch(/too big/);
  });
});

describe('the library kept in this browser', () => {
  it('is empty at first, keeps profiles and reads them back', () => {
    const storage = new MemoryStorage();
    expect(loadProfiles(storage)).toEqual({ ok: true, value: [] });
    expect(keepProfiles(storage, [SPEKTR]).ok).toBe(true);
    expect(keepProfiles(storage, [FUSILIER]).ok).toBe(true);
    expect(loadProfiles(storage)).toEqual({ ok: true, value: [FUSILIER, SPEKTR] });
  });

  it('replaces a profile of the same name, whatever its case or plural', () => {
    const storage = new MemoryStorage();
    keepProfiles(storage, [FUSILIER]);
    keepProfiles(storage, [{ ...FUSILIER, name: 'FUSILIERS', bs: 13 }]);
    const r = loadProfiles(storage);
    expect(r.ok ? r.value : []).toEqual([{ ...FUSILIER, name: 'FUSILIERS', bs: 13 }]);
  });

  it('refuses to write over a library it cannot read, and leaves it as it was', () => {
    const storage = new MemoryStorage();
    storage.setItem(PROFILE_LIBRARY_KEY, '{broken');
    const r = keepProfiles(storage, [FUSILIER]);
    expect(r.ok ? [] : r.errors).toEqual([
      'The profiles kept in this browser cannot be read: The file is not a profile library: it is not JSON text.',
    ]);
    expect(storage.getItem(PROFILE_LIBRARY_KEY)).toBe('{broken');
  });

  it('says when the storage is full', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const r = keepProfiles(storage, [FUSILIER]);
    expect(r.ok ? [] : r.errors).toEqual([
      "The browser's storage is full: the profiles were not kept. Export them to a file.",
    ]);
  });

  it('finds a profile by its name, any case or plural', () => {
    expect(findProfile([FUSILIER], 'FUSILIERS')).toBe(FUSILIER);
    expect(findProfile([FUSILIER], 'Fusil')).toBeUndefined();
    expect(mergeProfiles([FUSILIER, SPEKTR], [{ ...FUSILIER, w: 2 }])).toEqual([
      SPEKTR,
      { ...FUSILIER, w: 2 },
    ]);
  });
});
