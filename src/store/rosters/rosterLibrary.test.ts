// Rosters kept and shared (issue: your own troopers, kept): the roster file is read strictly and every
// refusal names its reason in words a player reads; what is exported is imported unchanged; rosters
// kept in the browser are listed, replaced by name, renamed, deleted and read back after a reload.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROSTER } from '../../content/index.ts';
import {
  MAX_BURST,
  MAX_TROOPER_POINTS,
  MAX_WEAPONS,
  type MarkerSkill,
  type Profile,
} from '../../rules/index.ts';
import { MemoryStorage } from '../../../tests/storeFixtures.ts';
import { MAX_NAME, MAX_ROSTER, MAX_TEXT, ROSTER_FILE_BYTES } from '../../protocol/limits.ts';
import { FILE_FORMAT as GAME_FORMAT } from '../persist/saveFile.ts';
import {
  ROSTER_FORMAT,
  ROSTER_LIBRARY_KEY,
  ROSTER_VERSION,
  deleteRoster,
  exportRoster,
  findRoster,
  listRosters,
  loadRoster,
  parseRosterFile,
  renameRoster,
  rosterFileName,
  rosterFileText,
  rosterFileTooBig,
  saveRoster,
} from './rosterLibrary.ts';

const byId = (id: string, change: Partial<Profile> = {}): Profile => ({
  ...structuredClone(ROSTER.find((p) => p.id === id)!),
  ...change,
});

/** A good file's object; each refusal below changes one thing of it. */
const good = () => ({
  format: ROSTER_FORMAT,
  version: ROSTER_VERSION,
  name: 'Tuesday club list',
  troopers: [byId('line-trooper', { lieutenant: true, points: 10 }), byId('camo-sniper', { points: 27 })],
});

const text = (o: unknown) => JSON.stringify(o);

describe('reading a roster file', () => {
  it('reads a good file: the name and the troopers as they were written', () => {
    const r = parseRosterFile(text(good()));
    expect(r).toEqual({ ok: true, value: { name: 'Tuesday club list', troopers: good().troopers } });
  });

  it('reads a file of the largest size and the most troopers, and a name of the longest length', () => {
    const most = {
      ...good(),
      name: 'n'.repeat(MAX_NAME),
      troopers: Array.from({ length: MAX_ROSTER }, () => byId('line-trooper')),
    };
    const body = text(most);
    const padded = `${body}${' '.repeat(ROSTER_FILE_BYTES - body.length)}`;
    expect(padded.length).toBe(ROSTER_FILE_BYTES);
    expect(parseRosterFile(padded).ok).toBe(true);
    expect(rosterFileTooBig(ROSTER_FILE_BYTES)).toBeNull();
  });

  const big = `${text(good())}${' '.repeat(ROSTER_FILE_BYTES)}`;
  // Two bytes a character: under the limit in characters, over it in bytes.
  const wide = text({ ...good(), name: 'é'.repeat(ROSTER_FILE_BYTES / 2) });

  it.each<[string, string, RegExp]>([
    ['not JSON', 'name,troopers\nLine Trooper', /^The file is not a roster: it is not JSON text\.$/],
    ['empty', '', /not JSON text/],
    ['JSON but a list', '[1, 2]', /^The file is JSON but not a roster: it holds no object\.$/],
    ['JSON but null', 'null', /holds no object/],
    [
      'another format',
      text({ ...good(), format: 'army-builder' }),
      /^This is not a roster file of this table \(its format is "army-builder", expected "marker-play-roster"\)\.$/,
    ],
    ['no format', text({ ...good(), format: undefined }), /its format is null/],
    [
      'a game file',
      text({ format: GAME_FORMAT, version: 3 }),
      /^This is a game file, not a roster: open it with Games… › Open a file\.$/,
    ],
    [
      'a newer version',
      text({ ...good(), version: 2 }),
      /^This roster file was made by a newer version of the table \(file version 2; this table reads version 1\)/,
    ],
    [
      'a version 0',
      text({ ...good(), version: 0 }),
      /^The roster file's version 0 is not known: this table reads version 1\.$/,
    ],
    ['a version written as text', text({ ...good(), version: '1' }), /version "1" is not known/],
    ['no version', text({ ...good(), version: undefined }), /version null is not known/],
    ['too big', big, /^The file is too big \(\d+ kB; a roster file holds at most 200 kB\)\.$/],
    ['too big in bytes, not in characters', wide, /^The file is too big/],
    [
      'an unknown field at the top',
      text({ ...good(), secretNotes: 'x' }),
      /^The file: Unrecognized key: "secretNotes"$/,
    ],
    ['no name', text({ ...good(), name: undefined }), /^The roster's name: /],
    ['a blank name', text({ ...good(), name: '   ' }), /^The roster's name: the roster needs a name$/],
    [
      'a name too long',
      text({ ...good(), name: 'n'.repeat(MAX_NAME + 1) }),
      /^The roster's name: a roster's name has at most 120 characters$/,
    ],
    [
      'no troopers',
      text({ ...good(), troopers: [] }),
      /^The file's troopers: a roster holds at least one trooper$/,
    ],
    ['troopers not a list', text({ ...good(), troopers: {} }), /^The file's troopers: /],
    [
      'too many troopers',
      text({ ...good(), troopers: Array.from({ length: MAX_ROSTER + 1 }, () => byId('line-trooper')) }),
      /^The file's troopers: a roster holds at most 24 troopers$/,
    ],
    [
      'a bad WIP',
      text({ ...good(), troopers: [byId('line-trooper'), byId('camo-sniper', { wip: 99 })] }),
      /^Trooper 2 \(Camo Sniper\): wip: Too big: expected number to be <=30$/,
    ],
    [
      'a bad Burst',
      text({
        ...good(),
        troopers: [
          byId('line-trooper', {
            weapons: [
              { name: 'Combi Rifle', ranges: [3, 3, -3, -3, -6, -6, null], damage: 13, burst: MAX_BURST + 1 },
            ],
          }),
        ],
      }),
      /^Trooper 1 \(Line Trooper\): weapons\.0\.burst: Too big/,
    ],
    [
      'too many weapons',
      text({
        ...good(),
        troopers: [
          byId('line-trooper', {
            weapons: Array.from({ length: MAX_WEAPONS + 1 }, () => ROSTER[0]!.weapons![0]!),
          }),
        ],
      }),
      /^Trooper 1 \(Line Trooper\): weapons: Too big/,
    ],
    [
      'a bad skill',
      text({
        ...good(),
        troopers: [
          byId('camo-sniper', { skills: [{ skill: 'Mimetism', mod: -4 } as unknown as MarkerSkill] }),
        ],
      }),
      /^Trooper 1 \(Camo Sniper\): skills\.0\.mod: /,
    ],
    [
      'an unknown skill',
      text({
        ...good(),
        troopers: [byId('line-trooper', { skills: [{ skill: 'Hacker' } as unknown as MarkerSkill] })],
      }),
      /^Trooper 1 \(Line Trooper\): skills\.0\.skill: /,
    ],
    [
      'points above the most',
      text({ ...good(), troopers: [byId('line-trooper', { points: MAX_TROOPER_POINTS + 1 })] }),
      /^Trooper 1 \(Line Trooper\): points: Too big: expected number to be <=200$/,
    ],
    [
      'points below 0',
      text({ ...good(), troopers: [byId('line-trooper', { points: -1 })] }),
      /^Trooper 1 \(Line Trooper\): points: Too small/,
    ],
    [
      'points not whole',
      text({ ...good(), troopers: [byId('line-trooper', { points: 10.5 })] }),
      /^Trooper 1 \(Line Trooper\): points: /,
    ],
    [
      'a Lieutenant written as text',
      text({ ...good(), troopers: [{ ...byId('line-trooper'), lieutenant: 'yes' }] }),
      /^Trooper 1 \(Line Trooper\): lieutenant: /,
    ],
    [
      'an id too long',
      text({ ...good(), troopers: [byId('line-trooper', { id: 'i'.repeat(MAX_TEXT + 1) })] }),
      /^Trooper 1 \(Line Trooper\): id: Too big/,
    ],
    [
      'a trooper that is not an object',
      text({ ...good(), troopers: [7] }),
      /^Trooper 1 \(no name\): Invalid input: expected object, received number$/,
    ],
    [
      'two Lieutenants',
      text({
        ...good(),
        troopers: [
          byId('line-trooper', { lieutenant: true }),
          byId('impersonator'),
          byId('camo-sniper', { lieutenant: true }),
        ],
      }),
      /^Two Lieutenants: Trooper 1 \(Line Trooper\), Trooper 3 \(Camo Sniper\)\. A roster has one at most\.$/,
    ],
  ])('refuses %s, saying why', (_, file, reason) => {
    const r = parseRosterFile(file);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.length).toBeGreaterThan(0);
    expect(r.errors[0]).toMatch(reason);
    // Lines a player reads: no zod paths like "(root)" or "troopers.1".
    for (const line of r.errors) expect(line).not.toMatch(/\(root\)|troopers\.\d/);
  });

  it('names every bad field of every trooper, not only the first', () => {
    const r = parseRosterFile(
      text({
        ...good(),
        troopers: [byId('line-trooper', { wip: 99, w: 0 }), byId('camo-sniper', { name: '' })],
      }),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((l) => l.replace(/: [^:]*: .*$/, ''))).toEqual([
      'Trooper 1 (Line Trooper)',
      'Trooper 1 (Line Trooper)',
      'Trooper 2 (no name)',
    ]);
  });

  it('drops unknown fields inside a trooper, as a game file does, and keeps the known ones', () => {
    const r = parseRosterFile(text({ ...good(), troopers: [{ ...byId('line-trooper'), colour: 'red' }] }));
    expect(r.ok && r.value.troopers[0]).toEqual(byId('line-trooper'));
  });
});

describe('writing a roster file', () => {
  it('writes the format, the version, the name and the troopers', () => {
    const t = rosterFileText({ name: 'Club', troopers: [byId('line-trooper')] });
    expect(JSON.parse(t)).toEqual({
      format: 'marker-play-roster',
      version: 1,
      name: 'Club',
      troopers: [byId('line-trooper')],
    });
  });

  it('refuses to export what it would refuse to import, with the same lines', () => {
    const two = [byId('line-trooper', { lieutenant: true }), byId('camo-sniper', { lieutenant: true })];
    expect(exportRoster({ name: 'Club', troopers: two })).toEqual({
      ok: false,
      errors: [
        'Two Lieutenants: Trooper 1 (Line Trooper), Trooper 2 (Camo Sniper). A roster has one at most.',
      ],
    });
    expect(exportRoster({ name: '  ', troopers: [byId('line-trooper')] }).ok).toBe(false);
    expect(exportRoster({ name: 'Club', troopers: [] }).ok).toBe(false);
  });

  it.each([
    ['Tuesday club list', 'Tuesday club list.roster.json'],
    ['  A/B: "best" <list>?  ', 'A-B- -best- -list.roster.json'],
    ['\u0000', 'roster.roster.json'],
  ])('names the file after the roster: %j → %j', (name, file) => {
    expect(rosterFileName(name)).toBe(file);
  });

  const skill = fc.oneof(
    fc.constantFrom<MarkerSkill>(
      { skill: 'Camouflage' },
      { skill: 'Holoecho' },
      { skill: 'HoloMask' },
      { skill: 'HiddenDeployment' },
      { skill: 'Stealth' },
      { skill: 'Impersonation' },
      { skill: 'Impersonation', only2: true },
      { skill: 'Decoy', count: 1 },
      { skill: 'Decoy', count: 2 },
    ),
    fc.constantFrom(-3 as const, -6 as const).map((mod): MarkerSkill => ({ skill: 'Mimetism', mod })),
    fc.integer({ min: -12, max: 0 }).map((mod): MarkerSkill => ({ skill: 'SurpriseAttack', mod: mod + 0 })),
  );
  const weapon = fc.record(
    {
      name: fc.string({ minLength: 1, maxLength: 40 }),
      ranges: fc.array(fc.option(fc.integer({ min: -12, max: 12 }), { nil: null }), {
        minLength: 7,
        maxLength: 7,
      }),
      damage: fc.integer({ min: 1, max: 30 }),
      burst: fc.integer({ min: 1, max: MAX_BURST }),
      template: fc.constant('smallTeardrop' as const),
    },
    { requiredKeys: ['name', 'ranges', 'damage'] },
  );
  const attribute = fc.integer({ min: 0, max: 30 });
  const movement = fc.double({ min: 0, max: 12, noNaN: true }).map((x) => Math.abs(x));
  const trooper = fc.record(
    {
      id: fc.string({ minLength: 1, maxLength: 30 }),
      name: fc.string({ minLength: 1, maxLength: 60 }),
      s: fc.constantFrom<Profile['s']>(1, 2, 3, 4, 5, 6, 7, 8),
      mov: fc.tuple(movement, movement),
      wip: attribute,
      bs: attribute,
      ph: attribute,
      arm: attribute,
      w: fc.integer({ min: 1, max: 9 }),
      skills: fc.array(skill, { maxLength: 6 }),
      irregular: fc.boolean(),
      weapons: fc.array(weapon, { minLength: 1, maxLength: MAX_WEAPONS }),
      weapon,
      lieutenant: fc.boolean(),
      points: fc.integer({ min: 0, max: MAX_TROOPER_POINTS }),
    },
    { requiredKeys: ['id', 'name', 's', 'mov', 'wip', 'bs', 'ph', 'arm', 'w', 'skills'] },
  );
  /** A roster of one to the most troopers, at most one of them the Lieutenant. */
  const roster = fc.array(trooper, { minLength: 1, maxLength: MAX_ROSTER }).map((list) => {
    const first = list.findIndex((p) => p.lieutenant === true);
    return list.map((p, i) => (p.lieutenant === true && i !== first ? { ...p, lieutenant: false } : p));
  });
  const name = fc
    .string({ minLength: 1, maxLength: MAX_NAME })
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

  it('export then import gives the same roster (fast-check)', () => {
    fc.assert(
      fc.property(name, roster, (n, troopers) => {
        const file = exportRoster({ name: n, troopers });
        expect(file.ok).toBe(true);
        if (!file.ok) return;
        expect(parseRosterFile(file.text)).toEqual({ ok: true, value: { name: n, troopers } });
      }),
      { numRuns: 150 },
    );
  });
});

describe('rosters kept in this browser', () => {
  const club = {
    name: 'Club list',
    troopers: [byId('line-trooper', { lieutenant: true }), byId('camo-sniper')],
  };
  const at = (s: string) => new Date(`2026-11-0${s}T10:00:00Z`);

  it('keeps a roster under its name and reads it back, after a reload too', () => {
    const storage = new MemoryStorage();
    expect(listRosters(storage)).toEqual([]);
    const r = saveRoster(storage, club, at('1'));
    expect(r).toEqual({
      ok: true,
      entry: { id: 'r1', name: 'Club list', savedAt: '2026-11-01T10:00:00.000Z', troopers: 2 },
      replaced: false,
    });
    // A reload: nothing but the storage is kept.
    const again = listRosters(storage);
    expect(again.map((e) => e.name)).toEqual(['Club list']);
    expect(loadRoster(storage, again[0]!.id)).toEqual({ ok: true, value: club });
    // The stored text is the roster file itself.
    expect(parseRosterFile(storage.getItem(`${ROSTER_LIBRARY_KEY}:r1`)!)).toEqual({ ok: true, value: club });
  });

  it('lists rosters by name and replaces one of the same name (any case), keeping its id', () => {
    const storage = new MemoryStorage();
    saveRoster(storage, { ...club, name: 'Zeta' }, at('1'));
    saveRoster(storage, club, at('2'));
    expect(listRosters(storage).map((e) => [e.id, e.name])).toEqual([
      ['r2', 'Club list'],
      ['r1', 'Zeta'],
    ]);
    expect(findRoster(storage, '  club LIST ')?.id).toBe('r2');
    const smaller = { name: 'club list', troopers: [byId('impersonator')] };
    const r = saveRoster(storage, smaller, at('3'));
    expect(r.ok && r.replaced).toBe(true);
    expect(r.ok && r.entry).toEqual({
      id: 'r2',
      name: 'club list',
      savedAt: '2026-11-03T10:00:00.000Z',
      troopers: 1,
    });
    expect(listRosters(storage)).toHaveLength(2);
    expect(loadRoster(storage, 'r2')).toEqual({ ok: true, value: smaller });
  });

  it('refuses to keep a roster with a problem, and says which', () => {
    const storage = new MemoryStorage();
    const r = saveRoster(storage, { name: 'Bad', troopers: [byId('line-trooper', { wip: 99 })] });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors[0]).toMatch(/^Trooper 1 \(Line Trooper\): wip: /);
    expect(listRosters(storage)).toEqual([]);
    expect(storage.writes).toBe(0);
  });

  it('says when the storage is full, and keeps nothing half-written in the list', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(saveRoster(storage, club)).toEqual({
      ok: false,
      errors: ["The browser's storage is full: the roster was not kept. Export it to a file instead."],
    });
    expect(listRosters(storage)).toEqual([]);
  });

  it('renames a kept roster (index and file), refusing a blank, too long or taken name', () => {
    const storage = new MemoryStorage();
    saveRoster(storage, club);
    saveRoster(storage, { ...club, name: 'Other' });
    expect(renameRoster(storage, 'r1', '  ')).toBe('The new name is refused: the roster needs a name.');
    expect(renameRoster(storage, 'r1', 'n'.repeat(MAX_NAME + 1))).toMatch(/at most 120 characters/);
    expect(renameRoster(storage, 'r1', 'OTHER')).toBe(
      'A roster named "Other" is kept already: pick another name, or delete that one.',
    );
    expect(renameRoster(storage, 'r9', 'Any')).toBe('That roster is no longer in this browser.');
    expect(renameRoster(storage, 'r1', ' Tournament list ')).toBeNull();
    expect(listRosters(storage).map((e) => e.name)).toEqual(['Other', 'Tournament list']);
    expect(loadRoster(storage, 'r1')).toEqual({ ok: true, value: { ...club, name: 'Tournament list' } });
    // A new name in another case for the same roster is not "taken".
    expect(renameRoster(storage, 'r1', 'TOURNAMENT LIST')).toBeNull();
  });

  it('deletes a kept roster and its file', () => {
    const storage = new MemoryStorage();
    saveRoster(storage, club);
    saveRoster(storage, { ...club, name: 'Other' });
    deleteRoster(storage, 'r1');
    expect(listRosters(storage).map((e) => e.id)).toEqual(['r2']);
    expect(storage.getItem(`${ROSTER_LIBRARY_KEY}:r1`)).toBeNull();
    expect(loadRoster(storage, 'r1')).toEqual({
      ok: false,
      errors: ['That roster is no longer in this browser.'],
    });
    // A new roster does not take a live id.
    expect(
      saveRoster(storage, { ...club, name: 'New' }).ok &&
        listRosters(storage)
          .map((e) => e.id)
          .sort(),
    ).toEqual(['r2', 'r3']);
  });

  it('names a kept roster that became unreadable; a broken list reads as empty; no storage, nothing', () => {
    const storage = new MemoryStorage();
    saveRoster(storage, club);
    storage.setItem(`${ROSTER_LIBRARY_KEY}:r1`, '{"format":"marker-play-roster","version":7}');
    expect(loadRoster(storage, 'r1')).toEqual({
      ok: false,
      errors: [
        expect.stringMatching(/^"Club list" cannot be loaded: This roster file was made by a newer version/),
      ],
    });
    storage.setItem(ROSTER_LIBRARY_KEY, 'not json');
    expect(listRosters(storage)).toEqual([]);
    storage.setItem(ROSTER_LIBRARY_KEY, '[{"id":1}]');
    expect(listRosters(storage)).toEqual([]);
    expect(listRosters(undefined)).toEqual([]);
    expect(loadRoster(undefined, 'r1').ok).toBe(false);
  });
});
