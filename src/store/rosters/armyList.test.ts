// Reading a pasted army list (issue 31, item 6; decision D185): the header, the Combat Groups and each
// trooper's name, options, loadout, SWC and points, from lists as an army builder copies them (with odd
// spacing, Windows line ends, letters beyond ASCII); bad or hostile text is refused with the reason.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_COMBAT_GROUPS, MAX_TROOPER_POINTS } from '../../rules/index.ts';
import {
  ARMY_LIST_CHARS,
  MAX_ARMY_LINE_CHARS,
  MAX_ARMY_LIST_LINES,
  MAX_ROSTER,
} from '../../protocol/limits.ts';
import { parseArmyList, splitName, splitWords, textProblem, type ArmyList } from './armyList.ts';

const fixture = (name: string): string =>
  readFileSync(new URL(`../../../tests/fixtures/armyLists/${name}.txt`, import.meta.url), 'utf8');

const read = (text: string, known: string[] = []): ArmyList => {
  const r = parseArmyList(text, known);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.value;
};

const errors = (text: string): string[] => {
  const r = parseArmyList(text);
  return r.ok ? [] : r.errors;
};

describe('a list as the builder copies it', () => {
  const list = read(fixture('panoceania-300'));

  it('reads the army and its points from the header and the footer', () => {
    expect(list.army).toBe('PanOceania');
    expect(list.points).toBe(300);
    expect(list.unread).toEqual([]);
  });

  it('reads every trooper with its group, options, loadout, SWC and points', () => {
    expect(list.units.map((u) => [u.group, u.name, u.swc, u.points])).toEqual([
      [1, 'FUSILIER', 0, 10],
      [1, 'FUSILIER', 1, 21],
      [1, 'FUSILIER', 0, 11],
      [1, 'CROC MAN', 0.5, 29],
      [1, 'SPEKTR', 1.5, 36],
      [1, 'NISSE', 1, 30],
      [2, 'SIERRA DRONE', 1, 23],
      [2, 'FUSILIER', 0, 10],
      [2, 'AKALIS SIKH COMMANDO', 0, 29],
    ]);
    expect(list.units[0]).toEqual({
      line: 6,
      name: 'FUSILIER',
      options: ['Lieutenant'],
      loadout: ['Combi Rifle', 'Pistol', 'Knife'],
      swc: 0,
      points: 10,
      group: 1,
    });
    expect(list.units[1]?.loadout).toEqual(['HMG', 'Pistol', 'Knife']);
    expect(list.units[3]?.options).toEqual(['Hacker', 'Hacking Device']);
    expect(list.units[4]?.loadout).toEqual(['Sniper Rifle (+1B)', 'Antipersonnel Mines', 'Pistol', 'CCW']);
  });
});

describe('odd spacing, Windows line ends, tabs and letters beyond ASCII', () => {
  const text = fixture('ariadna-odd-spacing');

  it('the fixture really has Windows line ends', () => {
    expect(text).toContain('\r\n');
  });

  it('reads each trooper as written', () => {
    const list = read(text);
    expect(list.army).toBe('Ariadna');
    expect(list.points).toBe(300);
    expect(
      list.units.map((u) => ({
        name: u.name,
        options: u.options,
        loadout: u.loadout,
        cost: [u.swc, u.points],
      })),
    ).toEqual([
      {
        name: 'MÉTROS',
        options: ['Lieutenant'],
        loadout: ['Rifle', 'Light Shotgun', 'Pistol', 'Knife'],
        cost: [0, 12],
      },
      { name: 'ÜBERJÄGER', options: [], loadout: ['Combi rifle(+1 B)', 'pistol', 'knife'], cost: [0, 18] },
      {
        name: 'LOUP-GAROU',
        options: ['CH: Mimetism (-6)', 'Hidden Deployment'],
        loadout: ['Boarding Shotgun', 'Chain-rifles', 'Pistol', 'CC Weapons'],
        cost: [0, 37],
      },
      {
        name: 'kazak doktor',
        options: ['Doctor'],
        loadout: ['Combi Rifle', 'Pistol', 'Knife'],
        cost: [0, 15],
      },
    ]);
  });
});

describe('where a name ends', () => {
  it.each([
    ['FUSILIER HMG / Pistol', [], 'FUSILIER', 'HMG / Pistol'],
    ['AVATAR MULTI Rifle', [], 'AVATAR', 'MULTI Rifle'],
    ['ORDER SERGEANT (Lieutenant) Combi Rifle', [], 'ORDER SERGEANT', '(Lieutenant) Combi Rifle'],
    ['FTO 112 Combi Rifle', [], 'FTO 112', 'Combi Rifle'],
    ['Kazak Doktor (Doctor) Combi Rifle', [], 'Kazak Doktor', '(Doctor) Combi Rifle'],
    ['Kazak Doktor Combi Rifle', ['kazak doktor'], 'Kazak Doktor', 'Combi Rifle'],
    ['Fusiliers Combi Rifle', ['Fusilier'], 'Fusiliers', 'Combi Rifle'],
    ['Lone Combi Rifle', [], 'Lone', 'Combi Rifle'],
    ['ORDER SERGEANT (Lieutenant) Rifle', ['Order'], 'ORDER SERGEANT', '(Lieutenant) Rifle'],
    ['SEED-SOLDIER Combi Rifle', ['Seed Soldier'], 'SEED-SOLDIER', 'Combi Rifle'],
    ['seed soldier Combi Rifle', ['Seed-Soldier'], 'seed soldier', 'Combi Rifle'],
  ])('%j with kept names %j: %j, then %j', (body, known, name, rest) => {
    expect(splitName(body, known)).toEqual({ name, rest });
  });

  it('a kept name decides where a name in small letters ends', () => {
    expect(read('kazak doktor Combi Rifle / Pistol. (0 | 15)', ['Kazak Doktor']).units[0]?.name).toBe(
      'kazak doktor',
    );
  });
});

describe('words of a loadout', () => {
  it.each([
    ['Combi Rifle, Pistol', ['Combi Rifle', 'Pistol']],
    ['Rifle + Light Shotgun', ['Rifle', 'Light Shotgun']],
    ['AP+DA CC Weapon', ['AP+DA CC Weapon']],
    ['Mimetism (-6, x), Camouflage', ['Mimetism (-6, x)', 'Camouflage']],
    ['Knife.', ['Knife']],
    [' , ,', []],
  ])('%j → %j', (text, words) => {
    expect(splitWords(text)).toEqual(words);
  });

  it('splits the CC side at " / ", " | " and "/" between words, and keeps "E/M Grenades" whole', () => {
    expect(read('X Combi Rifle, E/M Grenades / Pistol | Knife. (0 | 1)').units[0]?.loadout).toEqual([
      'Combi Rifle',
      'E/M Grenades',
      'Pistol',
      'Knife',
    ]);
    expect(read('X Combi Rifle/Pistol,Knife. (0 | 1)').units[0]?.loadout).toEqual([
      'Combi Rifle',
      'Pistol',
      'Knife',
    ]);
  });
});

describe('lines that are not troopers', () => {
  it('are kept as not read, with their line number, and a link to the builder is skipped', () => {
    const list = read(
      'Yu Jing\nGROUP 1\nZHANSHI Combi Rifle. (0 | 10)\nAn extra note\nhttps://example.invalid/x\n',
    );
    expect(list.unread).toEqual([{ line: 4, text: 'An extra note' }]);
  });

  it('a list with no header has no army or points', () => {
    const list = read('ZHANSHI Combi Rifle. (0 | 10)');
    expect([list.army, list.points]).toEqual([null, null]);
  });

  it('a header "Army | 200 points" gives both', () => {
    const list = read('Haqqislam | 200 points\nGHULAM Rifle. (0 | 10)');
    expect([list.army, list.points]).toEqual(['Haqqislam', 200]);
  });
});

describe('bad or hostile text is refused with the reason', () => {
  const unit = 'ZHANSHI Combi Rifle. (0 | 10)';

  it.each([
    ['', /No trooper was found/],
    ['just some words\nand more', /No trooper was found/],
    [`${unit}\u0000`, /not text \(it holds NUL characters\)/],
    [`Army\n${unit}\u0007`, /control character \(U\+0007\) on line 2/],
    [`\u202eArmy\n${unit}`, /control character \(U\+202E\) on line 1/],
    [`x`.repeat(ARMY_LIST_CHARS + 1), /too long \(20001 characters; at most 20000\)/],
    [`${'\n'.repeat(MAX_ARMY_LIST_LINES)}${unit}`, /has 301 lines; at most 300/],
    [`A ${'b'.repeat(MAX_ARMY_LINE_CHARS)}. (0 | 1)`, /Line 1 is too long/],
    [Array.from({ length: MAX_ROSTER + 1 }, () => unit).join('\n'), /25 troopers; a roster holds at most 24/],
    [`GROUP ${String(MAX_COMBAT_GROUPS + 1)}\n${unit}`, /Line 1: Combat Group 6; a list has groups 1 to 5/],
    [
      `ZHANSHI Rifle. (0 | ${String(MAX_TROOPER_POINTS + 1)})`,
      /costs 201 points; a trooper costs at most 200/,
    ],
    [`${'N'.repeat(61)} Rifle. (0 | 1)`, /longer than 60 characters/],
    ['(Lieutenant) Rifle. (0 | 1)', /Line 1: the trooper has no name/],
  ])('%#: refused, %s', (text, reason) => {
    expect(errors(text).join('\n')).toMatch(reason);
  });

  it('keeps tabs and line ends as text', () => {
    expect(textProblem('a\tb\r\nc', 100, 'list')).toBeNull();
  });

  it('a byte-order mark at the start is no control character', () => {
    expect(read(`\uFEFFYu Jing\n${unit}`).army).toBe('Yu Jing');
  });
});

describe('any text at all', () => {
  it('is read or refused, never throws, and never gives more troopers than a roster holds', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        'GROUP 1',
        'GROUP 9',
        '(0 | 10)',
        '(1.5|200)',
        ' / ',
        ' | ',
        '\r\n',
        '\n',
        '(',
        ')',
        '+1B',
        'É',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 80 }), (pieces) => {
        const r = parseArmyList(pieces.join(''));
        if (r.ok) {
          expect(r.value.units.length).toBeGreaterThan(0);
          expect(r.value.units.length).toBeLessThanOrEqual(MAX_ROSTER);
          for (const u of r.value.units) expect(u.name.length).toBeGreaterThan(0);
        } else expect(r.errors.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('a list whose footer puts the SWC and the points on their own lines', () => {
  const list = read(fixture('combined-footer'));

  it('reads the army under a rule line and the points of the footer, and leaves no line unread', () => {
    expect([list.army, list.points, list.unread]).toEqual(['Combined Army', 300, []]);
  });

  it('reads the troopers, a weapon name in capitals staying out of the unit name', () => {
    expect(list.units.map((u) => [u.group, u.name, u.options, u.loadout, u.swc, u.points])).toEqual([
      [1, 'CHARONTID', ['Lieutenant'], ['Plasma Rifle', 'Nanopulser', 'Pistol', 'EXP CC Weapon'], 1, 64],
      [1, 'UMBRA LEGATE', [], ['Spitfire', '2 Breaker Pistols', 'DA CC Weapon'], 1, 41],
      [1, 'ZERAT', ['Hacker', 'Hacking Device'], ['Combi Rifle', 'D-Charges', 'Pistol', 'Knife'], 0.5, 26],
      [2, 'SOGARAT', [], ['HMG', 'Pistol', 'AP CC Weapon'], 1.5, 50],
    ]);
  });
});

describe('lines written as other builders write them (D208)', () => {
  const one = (line: string) => read(line).units[0];

  it.each([
    ['a peripheral with no SWC', 'AUXBOT_1 Heavy Flamethrower / Electric Pulse. (- | 4)', 0, 4],
    ['a peripheral costing nothing beyond its controller', 'CRABBOT Flash Pulse / Knife. ()', 0, 0],
    ['a trooper with no weapons', 'NETROD . (0 | 6)', 0, 6],
    ['a decimal comma', 'FUSILIER HMG / Pistol, Knife. (1,5 | 21)', 1.5, 21],
  ])('reads %s', (_what, line, swc, points) => {
    expect(one(line)).toMatchObject({ swc, points });
  });

  it('reads a peripheral as a trooper of its own, with its weapons', () => {
    expect(one('AUXBOT_1 Heavy Flamethrower / Electric Pulse. (- | 4)')).toMatchObject({
      name: 'AUXBOT_1',
      loadout: ['Heavy Flamethrower', 'Electric Pulse'],
    });
  });

  it.each([
    [
      'BOLT Hacker (Hacking Device) Boarding Shotgun, E/M Grenades / Pistol, Knife. (0.5 | 27)',
      ['Hacker', 'Hacking Device'],
      ['Boarding Shotgun', 'E/M Grenades', 'Pistol', 'Knife'],
    ],
    [
      'BOLT Paramedic (MediKit) Combi Rifle + Light Shotgun / Pistol, Knife. (0 | 24)',
      ['Paramedic', 'MediKit'],
      ['Combi Rifle', 'Light Shotgun', 'Pistol', 'Knife'],
    ],
    [
      'SQUALO (Armored Cav.) Lieutenant MULTI HMG / AP Heavy Pistol. (2 | 93)',
      ['Armored Cav', 'Lieutenant'],
      ['MULTI HMG', 'AP Heavy Pistol'],
    ],
  ])('takes the options written before the first weapon: %s', (line, options, loadout) => {
    expect(one(line)).toMatchObject({ options, loadout });
  });

  it('leaves a weapon with its modifier and a lone skill-like word alone', () => {
    expect(one('EUDOROS Mk12, Nanopulser(+1B) / Heavy Pistol, DA CC Weapon. (0 | 42)')).toMatchObject({
      options: [],
      loadout: ['Mk12', 'Nanopulser(+1B)', 'Heavy Pistol', 'DA CC Weapon'],
    });
    expect(one('FUSILIER (Lieutenant) Combi Rifle / Pistol, Knife. (0 | 10)')).toMatchObject({
      options: ['Lieutenant'],
      loadout: ['Combi Rifle', 'Pistol', 'Knife'],
    });
  });

  it("skips the builder's link and buttons under the list, and reads the points of its footer", () => {
    const list = read(
      [
        'PHOENIX (Lieutenant) Heavy Rocket Launcher, Smoke Grenades / DA CC Weapon, Heavy Pistol. (1.5 | 35)',
        '',
        '8 1 2 | 4 SWC | 199 Points | Open in Army | Copy Code',
        '[url=]Open in Infinity Army',
        'Open in Army',
      ].join('\n'),
    );
    expect(list.points).toBe(199);
    expect(list.unread).toEqual([]);
    expect(list.units).toHaveLength(1);
  });
});
