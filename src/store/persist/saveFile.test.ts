// Game files (issue: save files): export and open round-trip; every bad file is refused with a message
// naming the problem; version 1 and 2 files are migrated; the size limits of files and stored sessions.
import { describe, expect, it } from 'vitest';
import { viewFor, type Action, type GameSetup, type GameState, type RandomSpec } from '../../engine/index.ts';
import { ROSTER } from '../../content/index.ts';
import { SCENARIOS } from '../../content/scenarioLibrary.ts';
import { scenarioStart } from '../../content/scenarios.ts';
import { replay } from '../gameStore.ts';
import {
  MAX_ACTIONS,
  MAX_GAME_CHARS,
  MAX_NAME,
  MAX_PIN_ITERATIONS,
  MAX_ROSTER,
  MAX_SCENERY,
  MAX_TABLE_INCHES,
  MAX_TEXT,
  MAX_VERTICES,
  MIN_PIN_ITERATIONS,
} from '../../protocol/limits.ts';
import { SESSION_FORMAT, SESSION_VERSION, restore } from './persistence.ts';
import { FILE_FORMAT, FILE_VERSION, exportGame, migrateV1, openGame } from './saveFile.ts';
import { deployA, setup } from '../../../tests/storeFixtures.ts';
import legacy from '../../../tests/fixtures/legacy-expected.json';
import v2File from '../../../tests/fixtures/game-v2.marker-table.json?raw';
import { RULES_EDITION } from '../../engine/index.ts';
import { MAX_SCENERY_HEIGHT } from '../../rules/index.ts';

function sample() {
  const s = SCENARIOS[0]!;
  const start = scenarioStart(s);
  if (!start.ok) throw new Error(start.problem);
  return {
    name: 'Club night',
    setup: start.setup,
    random: start.random,
    actions: start.actions,
    state: start.state,
  };
}

/**
 * The referee's log with each roll's MODs left out ("WIP 13, IMP-1 −6 = 7" → "WIP 13 = 7"): the log
 * now names its MODs, which the fixtures' older lines did not; the attribute, the SV and the dice stay.
 */
const svOnly = (text: string) => text.replace(/\b(BS|WIP|PH) (\d+)[^=]*= (-?\d+)/g, '$1 $2 = $3');
const logOf = (state: GameState) => viewFor(state, 'referee').log.map((l) => svOnly(l.text));
const piecesOf = (state: GameState) => Object.keys(state.pieces).sort();

describe('game files', () => {
  it("keep a scenery piece's height, and a piece without one stays without one", () => {
    const game = freeGame((s) => ({
      ...s,
      scenery: [{ ...block(0, 30, 30), height: 'tall', heightIn: 4 }, block(1, 34, 30)],
    }));
    const [, write] = readers[0]!;
    const opened = openGame(write(game));
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.game.setup.scenery.map((s) => s.heightIn)).toEqual([4, undefined]);
    expect('heightIn' in (opened.game.setup.scenery[1] ?? {})).toBe(false);
  });

  it('round-trips: the opened game replays to the identical state', () => {
    const g = sample();
    const text = exportGame(g, new Date('2026-11-21T10:00:00Z'));
    const opened = openGame(text);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.game).toMatchObject({
      name: 'Club night',
      savedAt: '2026-11-21T10:00:00.000Z',
      random: g.random,
    });
    expect(opened.game.actions).toEqual(g.actions);
    expect(opened.state).toEqual(g.state);
  });

  it('writes version 3: the random spec, and neither a seed nor a dice block', () => {
    const g = sample();
    const file = JSON.parse(exportGame(g)) as Record<string, unknown>;
    expect(FILE_VERSION).toBe(3);
    expect(file).toMatchObject({ format: FILE_FORMAT, version: 3, random: g.random });
    expect(Object.keys(file).sort()).toStrictEqual([
      'actions',
      'format',
      'meta',
      'random',
      'setup',
      'version',
    ]);
    expect(file).not.toHaveProperty('seed');
    expect(file).not.toHaveProperty('dice');
  });

  it('migrates a version 1 file (the seed at the top level) through version 2', () => {
    const v2 = JSON.parse(v2File) as { dice: { seed: number }; setup: GameSetup; actions: Action[] };
    const v1 = { format: FILE_FORMAT, version: 1, seed: v2.dice.seed, setup: v2.setup, actions: v2.actions };
    const opened = openGame(JSON.stringify(v1));
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.game.random).toStrictEqual({ legacy: v2.dice.seed });
    expect(opened.game.name).toBe('Imported game');
    expect(logOf(opened.state)).toStrictEqual(legacy.v2Log.map(svOnly));
    expect(
      migrateV1({ ...v1, format: FILE_FORMAT, version: 1 } as Parameters<typeof migrateV1>[0]).dice,
    ).toEqual({ seed: v2.dice.seed });
  });

  const good = () => JSON.parse(exportGame(sample())) as Record<string, unknown>;
  const cases: [string, () => string, RegExp][] = [
    ['not JSON', () => '{ "format": ', /not JSON/],
    ['JSON but no object', () => '[1, 2]', /holds no object/],
    [
      'another format',
      () => JSON.stringify({ ...good(), format: 'something/else' }),
      /not a game file.*"something\/else"/,
    ],
    ['an unknown version', () => JSON.stringify({ ...good(), version: 7 }), /version 7 is not known/],
    ['a missing field', () => JSON.stringify({ ...good(), random: undefined }), /malformed: random/],
    [
      'a version 3 file with a seed instead of a random spec',
      () => JSON.stringify({ ...good(), random: undefined, dice: { seed: 7 } }),
      /malformed: .*random/,
    ],
    ['an unknown field at the top', () => JSON.stringify({ ...good(), notes: 'hi' }), /malformed: .*"notes"/],
    [
      'a wrong field',
      () =>
        JSON.stringify({
          ...good(),
          setup: { ...(good().setup as object), table: { width: -4, depth: 48, zoneDepth: 12 } },
        }),
      /malformed: setup\.table\.width/,
    ],
    [
      'an action that does not replay',
      () => {
        const g = good();
        const actions = [...(g.actions as unknown[])];
        actions.splice(1, 1);
        return JSON.stringify({ ...g, actions });
      },
      /Action \d+ of \d+ does not replay/,
    ],
  ];
  it.each(cases)('refuses %s, naming the problem', (_name, text, message) => {
    const r = openGame(text());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it('drops a field an action does not have', () => {
    const g = good();
    const actions = g.actions as Record<string, unknown>[];
    g.actions = actions.map((a, i) => (i === 0 ? { ...a, aside: 'B is bluffing' } : a));
    const opened = openGame(JSON.stringify(g));
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.game.actions).toStrictEqual(sample().actions);
    expect(JSON.stringify(opened.game.actions)).not.toContain('aside');
  });
});

describe('a file written before deployTrooper actions carried their profile', () => {
  const { profile: _p, ...oldA } = deployA;
  const fileWith = (actions: Action[]) =>
    exportGame({ name: 'Old set-up', setup: setup(), random: { seed: 5 }, actions });

  it('gets the profile from the built-in roster and replays as the new form does', () => {
    const opened = openGame(fileWith([oldA]));
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.game.actions).toStrictEqual([deployA]);
    expect(opened.state).toStrictEqual(replay({ setup: setup(), random: { seed: 5 }, actions: [deployA] }));
  });

  it('is refused when the profile id is not in the roster, naming the action and the id', () => {
    const opened = openGame(fileWith([oldA, { ...oldA, profileId: 'no-such-profile', at: { x: 20, y: 6 } }]));
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.error).toMatch(
      /^The file is malformed: actions\.1\.profileId: the profile "no-such-profile"/,
    );
  });
});

function openV2() {
  const opened = openGame(v2File);
  if (!opened.ok) throw new Error(opened.error);
  return opened;
}

describe('a version 2 file (a 32-bit seed, written by the previous table)', () => {
  it('replays exactly as it did, then draws from a fresh secret key', () => {
    const old = JSON.parse(v2File) as { dice: { seed: number }; actions: Action[]; meta: { name: string } };
    const { game, state } = openV2();
    expect(logOf(state)).toStrictEqual(legacy.v2Log.map(svOnly));
    expect(piecesOf(state)).toStrictEqual(legacy.v2Pieces);
    expect(game.name).toBe(old.meta.name);
    expect(game.random).toStrictEqual({ legacy: old.dice.seed });
    expect(game.actions).toStrictEqual(old.actions);
    expect(game.jumps).toHaveLength(1);
    const [jump] = game.jumps!;
    expect(jump!.at).toBe(old.actions.length);
    expect(jump!.random.dice).toStrictEqual({
      key: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
      n: 0,
    });
    expect(state.random).toStrictEqual(jump!.random);
  });

  it('draws a different key each time it is opened', () => {
    const keyOf = () => {
      const dice = openV2().game.jumps?.[0]?.random.dice;
      return dice && 'key' in dice ? dice.key : null;
    };
    const first = keyOf();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(keyOf()).not.toBe(first);
  });

  it('exported and opened again, it keeps its key and replays to the identical state', () => {
    const { game, state } = openV2();
    const text = exportGame(game);
    expect(JSON.parse(text)).toMatchObject({ version: FILE_VERSION, random: game.random, jumps: game.jumps });
    const again = openGame(text);
    if (!again.ok) throw new Error(again.error);
    expect(again.game.jumps).toStrictEqual(game.jumps);
    expect(again.state).toStrictEqual(state);
    expect(replay(again.game)).toStrictEqual(state);
  });
});

/** What a game is made of, to write as a file or as a stored session. */
interface Parts {
  name: string;
  setup: GameSetup;
  random: RandomSpec;
  actions: unknown[];
}

const readers: [string, (p: Parts) => string, (text: string) => { ok: boolean; error?: string }][] = [
  [
    'a game file',
    (p) =>
      JSON.stringify({
        format: FILE_FORMAT,
        version: FILE_VERSION,
        meta: { name: p.name, savedAt: '2026-11-21T10:00:00.000Z' },
        random: p.random,
        setup: p.setup,
        actions: p.actions,
      }),
    openGame,
  ],
  [
    'a stored session',
    (p) =>
      JSON.stringify({
        format: SESSION_FORMAT,
        version: SESSION_VERSION,
        random: p.random,
        setup: p.setup,
        actions: p.actions,
        redo: [],
        name: p.name,
      }),
    restore,
  ],
];

/** A free set-up game: one trooper placed. */
function freeGame(change: (s: GameSetup) => GameSetup = (s) => s, name = 'Club night'): Parts {
  return { name, setup: change(setup()), random: { seed: 5 }, actions: [deployA] };
}

/** A hot-seat game not begun, A fielding `size` Line Troopers. */
function hotSeat(size = 2, iterations = 100_000): Parts {
  const line = () => structuredClone(ROSTER.find((r) => r.id === 'line-trooper')!);
  return {
    name: 'Club night',
    random: { seed: 5 },
    actions: [],
    setup: {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: { A: Array.from({ length: size }, line), B: [line()] },
        firstDeployer: 'A',
        rules: RULES_EDITION,
        pins: { B: { salt: 'ab'.repeat(16), hash: 'cd'.repeat(32), iterations } },
      },
    },
  };
}

/** A small triangle of scenery with its corner at (x, y). */
function block(i: number, x: number, y: number, name = `Crate ${String(i)}`) {
  const polygon = [
    { x, y },
    { x: x + 1, y },
    { x, y: y + 1 },
  ];
  return { id: `s-${String(i)}`, name, height: 'low' as const, polygon };
}

/** `n` crates in rows across the far half of the table, clear of the trooper placed at (10, 6). */
function crates(n: number) {
  return Array.from({ length: n }, (_, i) => block(i, 1 + (i % 16) * 3, 20 + Math.floor(i / 16) * 2));
}

/** One piece of scenery with `n` corners (a regular polygon). */
function roundTower(n: number) {
  const polygon = Array.from({ length: n }, (_, i) => ({
    x: 30 + 4 * Math.cos((2 * Math.PI * i) / n),
    y: 30 + 4 * Math.sin((2 * Math.PI * i) / n),
  }));
  return [{ id: 's-round', name: 'Round tower', height: 'tall' as const, polygon }];
}

const limits: [string, number, number, (n: number) => Parts, RegExp][] = [
  [
    'MAX_TABLE_INCHES',
    MAX_TABLE_INCHES,
    MAX_TABLE_INCHES + 1,
    (n) => freeGame((s) => ({ ...s, table: { ...s.table, width: n } })),
    new RegExp(`setup\\.table\\.width: Too big.*${String(MAX_TABLE_INCHES)}`),
  ],
  [
    'MAX_SCENERY',
    MAX_SCENERY,
    MAX_SCENERY + 1,
    (n) => freeGame((s) => ({ ...s, scenery: crates(n) })),
    new RegExp(`a table holds at most ${String(MAX_SCENERY)} pieces of scenery`),
  ],
  [
    'MAX_VERTICES',
    MAX_VERTICES,
    MAX_VERTICES + 1,
    (n) => freeGame((s) => ({ ...s, scenery: roundTower(n) })),
    new RegExp(`setup\\.scenery\\.0\\.polygon: Too big.*${String(MAX_VERTICES)}`),
  ],
  [
    'MAX_SCENERY_HEIGHT',
    MAX_SCENERY_HEIGHT,
    MAX_SCENERY_HEIGHT + 0.5,
    (n) => freeGame((s) => ({ ...s, scenery: [{ ...block(0, 30, 30), height: 'tall', heightIn: n }] })),
    new RegExp(`setup\\.scenery\\.0\\.heightIn: Too big.*${String(MAX_SCENERY_HEIGHT)}`),
  ],
  [
    'MAX_ROSTER',
    MAX_ROSTER,
    MAX_ROSTER + 1,
    (n) => hotSeat(n),
    new RegExp(`setup\\.game\\.rosters\\.A: a roster holds at most ${String(MAX_ROSTER)} troopers`),
  ],
  [
    'MAX_NAME',
    MAX_NAME,
    MAX_NAME + 1,
    (n) => freeGame(undefined, 'x'.repeat(n)),
    new RegExp(`name: Too big.*${String(MAX_NAME)}`),
  ],
  [
    'MAX_TEXT',
    MAX_TEXT,
    MAX_TEXT + 1,
    (n) => freeGame((s) => ({ ...s, scenery: [block(0, 30, 30, 'x'.repeat(n))] })),
    new RegExp(`setup\\.scenery\\.0\\.name: Too big.*${String(MAX_TEXT)}`),
  ],
  [
    'MIN_PIN_ITERATIONS',
    MIN_PIN_ITERATIONS,
    MIN_PIN_ITERATIONS - 1,
    (n) => hotSeat(2, n),
    new RegExp(`pins\\.B\\.iterations: a PIN lock needs at least ${String(MIN_PIN_ITERATIONS)} iterations`),
  ],
  [
    'MAX_PIN_ITERATIONS',
    MAX_PIN_ITERATIONS,
    MAX_PIN_ITERATIONS + 1,
    (n) => hotSeat(2, n),
    new RegExp(
      `pins\\.B\\.iterations: a PIN lock may ask for at most ${String(MAX_PIN_ITERATIONS)} iterations`,
    ),
  ],
];

describe.each(readers)('the size limits of %s (limits.ts)', (_what, write, read) => {
  it.each(limits)(
    '%s: %d is accepted, %d is refused with the limit named',
    (_name, at, beyond, build, message) => {
      const fits = read(write(build(at)));
      expect(fits.error).toBeUndefined();
      expect(fits.ok).toBe(true);
      const r = read(write(build(beyond)));
      expect(r.ok).toBe(false);
      expect(r.error).toMatch(/malformed/);
      expect(r.error).toMatch(message);
    },
  );

  it('MAX_GAME_CHARS: a text of that length is accepted, one character more is refused', () => {
    const text = write(freeGame());
    const padded = (length: number) => text + ' '.repeat(length - text.length);
    expect(read(padded(MAX_GAME_CHARS)).ok).toBe(true);
    const r = read(padded(MAX_GAME_CHARS + 1));
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/too large \(3\.0 MB;[^)]*most[^)]*3\.0 MB\)/);
  });

  it('MAX_ACTIONS: one action more is refused as it is read, before any replay', () => {
    const ending: Action = { type: 'endDeployment', seat: 'A' };
    const actions = (n: number) => Array.from({ length: n }, () => ending);
    const over = read(write({ ...freeGame(), actions: actions(MAX_ACTIONS + 1) }));
    expect(over.ok).toBe(false);
    expect(over.error).toMatch(new RegExp(`actions: a game holds at most ${String(MAX_ACTIONS)} actions`));
    expect(over.error).not.toMatch(/replay|no longer applies/);
    // As many as the limit allows get past the reading; the replay then finds the first that does not apply.
    const at = read(write({ ...freeGame(), actions: actions(MAX_ACTIONS) }));
    expect(at.ok).toBe(false);
    expect(at.error).toMatch(
      new RegExp(`ction 1 of ${String(MAX_ACTIONS)} (does not replay|no longer applies)`),
    );
  });
});
