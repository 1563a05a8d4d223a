// Deltas between views (engine/viewDelta.ts): a receiver holding one view rebuilds the next exactly
// from the delta. Boundary cases on hand-made changes of a real view, then a property over states of
// real games (the benchmark's long game, every scenario's prelude and script) for every viewer and any
// two states, in order or not, and a check that a delta holds nothing the viewer's own views do not.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, newGame, viewFor, VIEW_LOG_LINES, type GameState, type View, type Viewer } from './index.ts';
import { applyViewDelta, canonicalJson, viewDelta, viewFingerprint, type ViewDelta } from './viewDelta.ts';
import { SCENARIOS } from '../content/scenarioLibrary.ts';
import { playScript } from '../content/scenarios.ts';
import { longGame } from '../../bench/longGame.ts';

const VIEWERS: readonly Viewer[] = ['A', 'B', 'public', 'referee'];

/** The states a game passes through, its start included. */
function statesOf(start: GameState, actions: readonly Parameters<typeof apply>[1][]): GameState[] {
  const states = [start];
  let state = start;
  for (const action of actions) {
    const r = apply(state, action);
    if (!r.ok) throw new Error(`refused: ${r.violations.map((v) => v.message).join(' ')}`);
    state = r.state;
    states.push(state);
  }
  return states;
}

// Past VIEW_LOG_LINES lines, so that the log window slides along the game.
const LONG = longGame(260);
const GAMES: { name: string; states: GameState[] }[] = [
  { name: 'the long game', states: statesOf(newGame(LONG.setup, LONG.random), LONG.actions) },
  ...SCENARIOS.map((s) => ({
    name: s.id,
    states: statesOf(newGame(s.setup, { seed: s.seed }), playScript(s).actions),
  })),
];

const views = new Map<GameState, Map<Viewer, View>>();
/** Views are computed once per state and viewer: the property asks for the same ones many times. */
function viewOf(state: GameState, viewer: Viewer): View {
  let byViewer = views.get(state);
  if (!byViewer) views.set(state, (byViewer = new Map<Viewer, View>()));
  let v = byViewer.get(viewer);
  if (!v) byViewer.set(viewer, (v = viewFor(state, viewer)));
  return v;
}

/**
 * The delta is built from two views of one viewer, never from the state: tsc fails here if
 * `viewDelta` ever takes anything but views.
 */
type TakesViewsOnly = Parameters<typeof viewDelta> extends [View, View] ? true : never;
export const takesViewsOnly: TakesViewsOnly = true;

/** The delta's parts other than its fingerprints. */
function body(d: ViewDelta): Omit<ViewDelta, 'from' | 'to'> {
  const { from: _from, to: _to, ...rest } = d;
  return rest;
}

function expectRebuilds(before: View, after: View): ViewDelta {
  const d = viewDelta(before, after);
  // Through JSON, as a network message would go: nothing in the delta needs more than JSON.
  const sent = JSON.parse(JSON.stringify(d)) as ViewDelta;
  const rebuilt = applyViewDelta(structuredClone(before), sent);
  expect(rebuilt).toEqual(after);
  expect(viewFingerprint(rebuilt)).toBe(d.to);
  expect(d.from).toBe(viewFingerprint(before));
  return d;
}

const line = (seq: number, text = `line ${String(seq)}`) => ({ seq, text });
const lines = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => line(from + i));

/** A view of a game under way with markers on the table, for hand-made changes. */
const BASE: View = (() => {
  const game = GAMES.find(
    (g) => g.name !== 'the long game' && viewOf(g.states.at(-1)!, 'A').pieces.length >= 3,
  );
  if (!game) throw new Error('no scenario with three pieces');
  return viewOf(game.states.at(-1)!, 'A');
})();
const edit = (change: (v: View) => void): View => {
  const v = structuredClone(BASE);
  change(v);
  return v;
};
const [P0, P1, P2] = BASE.pieces;

describe('viewDelta at the boundaries', () => {
  it('no change: only the two fingerprints, and they are equal', () => {
    const d = expectRebuilds(BASE, structuredClone(BASE));
    expect(body(d)).toEqual({});
    expect(d.from).toBe(d.to);
  });

  it.each<[string, (v: View) => void, Omit<ViewDelta, 'from' | 'to'>]>([
    [
      'a piece removed: its id, and no order (the rest keep theirs)',
      (v) => v.pieces.splice(1, 1),
      { pieces: { removed: [P1!.id] } },
    ],
    [
      'a piece added at the end: whole, and no order',
      (v) => v.pieces.push({ ...P0!, id: 'new-piece', x: 1 }),
      { pieces: { added: [{ ...P0!, id: 'new-piece', x: 1 }] } },
    ],
    [
      'a piece added first: whole, with the order',
      (v) => v.pieces.unshift({ ...P0!, id: 'new-piece' }),
      {
        pieces: {
          added: [{ ...P0!, id: 'new-piece' }],
          order: ['new-piece', ...BASE.pieces.map((p) => p.id)],
        },
      },
    ],
    [
      'a piece moved: only the fields that changed',
      (v) => Object.assign(v.pieces[0]!, { x: P0!.x + 1, facing: (P0!.facing + 90) % 360 }),
      { pieces: { changed: [{ id: P0!.id, set: { x: P0!.x + 1, facing: (P0!.facing + 90) % 360 } }] } },
    ],
    [
      'two pieces swapped: the order only',
      (v) => v.pieces.splice(0, 2, v.pieces[1]!, v.pieces[0]!),
      { pieces: { order: [P1!.id, P0!.id, ...BASE.pieces.slice(2).map((p) => p.id)] } },
    ],
    [
      'a field appearing (an Alert)',
      (v) => (v.alert = { seat: 'B', pieceIds: [P0!.id] }),
      { set: { alert: { seat: 'B', pieceIds: [P0!.id] } } },
    ],
    [
      'a phase change: the new phase, nothing else',
      (v) => (v.phase = { kind: 'over', text: 'The game is over.' }),
      { set: { phase: { kind: 'over', text: 'The game is over.' } } },
    ],
  ])('%s', (_, change, expected) => {
    const after = edit(change);
    const d = expectRebuilds(BASE, after);
    expect(body(d)).toEqual(expected);
  });

  it('a field disappearing is named in unset', () => {
    const before = edit(
      (v) =>
        (v.replacement = {
          pieceId: 'x',
          owner: 'A',
          old: { x: 1, y: 2, r: 0.5 },
          newR: 1,
          keepFacing: null,
        }),
    );
    expect(body(expectRebuilds(before, BASE))).toEqual({ unset: ['replacement'] });
  });

  it('a field of a piece appearing and another disappearing: set and unset by id', () => {
    const before = edit((v) => {
      v.pieces[0]!.mimetism = -3;
      v.pieces[2]!.mimetism = -6;
    });
    const after = edit((v) => {
      v.pieces[0]!.mimetism = -6;
      delete v.pieces[2]!.mimetism;
    });
    expect(body(expectRebuilds(before, after))).toEqual({
      pieces: {
        changed: [
          { id: P0!.id, set: { mimetism: -6 } },
          { id: P2!.id, unset: ['mimetism'] },
        ],
      },
    });
  });

  it('a field set to undefined counts as absent', () => {
    const before = edit((v) => (v.endProposedBy = 'A'));
    const after = edit((v) => (v.endProposedBy = undefined));
    expect(body(expectRebuilds(before, after))).toEqual({ unset: ['endProposedBy'] });
    expect(Object.hasOwn(applyViewDelta(before, viewDelta(before, after)), 'endProposedBy')).toBe(false);
  });

  it('a list whose ids repeat is sent whole', () => {
    const after = edit((v) => v.pieces.push({ ...P0! }));
    expect(body(expectRebuilds(BASE, after))).toEqual({ pieces: { all: after.pieces } });
  });

  describe('the log window', () => {
    const withLog = (log: View['log']) => edit((v) => (v.log = log));
    it.each<[string, View['log'], View['log'], ViewDelta['log']]>([
      ['a line added to a short log', lines(1, 5), lines(1, 6), { first: 1, next: 6, lines: [line(6)] }],
      ['the first line of all', [], lines(1, 1), { first: 1, next: 1, lines: [line(1)] }],
      [
        'full: the window slides past its first lines',
        lines(1, VIEW_LOG_LINES),
        lines(3, VIEW_LOG_LINES + 2),
        { first: 3, next: VIEW_LOG_LINES + 1, lines: [line(VIEW_LOG_LINES + 1), line(VIEW_LOG_LINES + 2)] },
      ],
      [
        'more new lines than the window holds: the window is all new',
        lines(1, VIEW_LOG_LINES),
        lines(VIEW_LOG_LINES + 11, 2 * VIEW_LOG_LINES + 10),
        {
          first: VIEW_LOG_LINES + 11,
          next: VIEW_LOG_LINES + 11,
          lines: lines(VIEW_LOG_LINES + 11, 2 * VIEW_LOG_LINES + 10),
        },
      ],
      [
        'lines taken back: the window ends sooner',
        lines(1, 8),
        lines(1, 6),
        { first: 1, next: 7, lines: [] },
      ],
      [
        'a line taken back and another written under its number',
        lines(1, 8),
        [...lines(1, 7), line(8, 'another line')],
        { first: 1, next: 8, lines: [line(8, 'another line')] },
      ],
      [
        'taken back when the window was full: older lines come back into it',
        lines(11, VIEW_LOG_LINES + 10),
        lines(9, VIEW_LOG_LINES + 8),
        { first: 9, next: 9, lines: lines(9, VIEW_LOG_LINES + 8) },
      ],
      ['every line gone', lines(1, 3), [], { first: 0, next: 0, lines: [] }],
    ])('%s', (_, before, after, expected) => {
      const d = expectRebuilds(withLog(before), withLog(after));
      expect(body(d)).toEqual({ log: expected });
    });
  });

  it('applying does not change the view it is given', () => {
    const before = structuredClone(BASE);
    const after = edit((v) => {
      v.pieces.splice(0, 1);
      v.log = [...v.log, line((v.log.at(-1)?.seq ?? 0) + 1)];
      v.alert = { seat: 'A', pieceIds: [] };
    });
    applyViewDelta(before, viewDelta(before, after));
    expect(before).toEqual(BASE);
  });
});

describe('viewDelta along real games', () => {
  it.each(GAMES.map((g) => [g.name, g] as const))(
    '%s: every step, for every viewer, sends only the lines after the last one held',
    (_, game) => {
      for (const viewer of VIEWERS) {
        for (let i = 1; i < game.states.length; i++) {
          const before = viewOf(game.states[i - 1]!, viewer);
          const after = viewOf(game.states[i]!, viewer);
          const d = expectRebuilds(before, after);
          const held = before.log.at(-1)?.seq ?? 0;
          for (const l of d.log?.lines ?? []) expect(l.seq).toBeGreaterThan(held);
        }
      }
    },
    // About a thousand views and deltas for the long game: seconds on a busy machine.
    60_000,
  );

  it('the long game slides its log window past VIEW_LOG_LINES', () => {
    const states = GAMES[0]!.states;
    const last = viewOf(states.at(-1)!, 'public');
    expect(last.log).toHaveLength(VIEW_LOG_LINES);
    expect(last.log[0]!.seq).toBeGreaterThan(1);
  });

  it('any two states, in order or not, of one game or two: the delta rebuilds the later view', () => {
    const pick = fc.integer({ min: 0, max: GAMES.length - 1 }).chain((g) =>
      fc.record({
        g: fc.constant(g),
        i: fc.nat({ max: GAMES[g]!.states.length - 1 }),
        j: fc.nat({ max: GAMES[g]!.states.length - 1 }),
      }),
    );
    const other = fc.record({
      g: fc.integer({ min: 0, max: GAMES.length - 1 }),
      i: fc.nat(),
      j: fc.nat(),
    });
    fc.assert(
      fc.property(
        fc.oneof({ arbitrary: pick, weight: 4 }, { arbitrary: other, weight: 1 }),
        fc.integer({ min: 0, max: GAMES.length - 1 }),
        fc.constantFrom(...VIEWERS),
        ({ g, i, j }, h, viewer) => {
          const a = GAMES[g]!.states;
          // A pair from one game (`pick`), or a state of this game and one of another (`other`).
          const b = i < a.length && j < a.length ? a : GAMES[h]!.states;
          const before = viewOf(a[i % a.length]!, viewer);
          const after = viewOf(b[j % b.length]!, viewer);
          expectRebuilds(before, after);
        },
      ),
      { seed: 20261122, numRuns: 400 },
    );
  });
});

/** Every string (values and keys) and number in some data. */
function leaves(data: unknown, into = new Set<string | number>()): Set<string | number> {
  if (typeof data === 'string' || typeof data === 'number') into.add(data);
  else if (Array.isArray(data)) for (const x of data) leaves(x, into);
  else if (typeof data === 'object' && data !== null)
    for (const [k, v] of Object.entries(data)) {
      into.add(k);
      leaves(v, into);
    }
  return into;
}

/**
 * What a delta carries from the views: new values with their field names, the names of fields gone,
 * records and their ids, log lines. Not its own structure (`set`, `added`...), fingerprints or the
 * log window's bounds, which are counts of lines.
 */
function payload(d: ViewDelta): unknown[] {
  const lists = [d.pieces, d.ghosts, d.troopers].flatMap((l) =>
    l ? [l.all, l.added, l.removed, l.order, l.changed?.map((c) => [c.id, c.set, c.unset])] : [],
  );
  return [d.set, d.unset, d.log?.lines, lists];
}

describe('a delta holds nothing its viewer may not know', () => {
  it.each(GAMES.filter((g) => g.name !== 'the long game').map((g) => [g.name, g] as const))(
    '%s: every value of a seat’s or the audience’s delta is in that viewer’s views',
    (_, game) => {
      for (const viewer of ['A', 'B', 'public'] as const) {
        for (let i = 1; i < game.states.length; i++) {
          const state = game.states[i]!;
          const before = viewOf(game.states[i - 1]!, viewer);
          const after = viewOf(state, viewer);
          const d = viewDelta(before, after);
          const known = leaves([before, after]);
          for (const x of leaves(payload(d))) expect(known.has(x)).toBe(true);
          // And nothing of the other seat's troopers: not one id.
          const text = JSON.stringify(d);
          for (const t of Object.values(state.troopers)) {
            if (viewer !== t.owner) expect(text).not.toContain(t.id);
          }
        }
      }
    },
  );
});

describe('canonicalJson: the text a fingerprint is made from', () => {
  /** The text built key by key, as the first version of the fingerprint did: the reference. */
  function reference(value: unknown): string {
    if (Array.isArray(value)) return `[${value.map((v) => reference(v ?? null)).join(',')}]`;
    if (typeof value === 'object' && value !== null) {
      const r = value as Record<string, unknown>;
      const keys = Object.keys(r)
        .filter((k) => r[k] !== undefined)
        .sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${reference(r[k])}`).join(',')}}`;
    }
    return JSON.stringify(value);
  }

  it.each<[string, unknown]>([
    ['keys in any order', { b: 1, a: { d: [1, { z: 0, y: 'x' }], c: null } }],
    ['array-index keys, which JavaScript orders by number', { '10': 'a', '2': 'b', x: { '0': 1, '01': 2 } }],
    ['absent (undefined) fields and holes', { a: undefined, b: [undefined, 1], c: 'é"\\n' }],
    ['a key named __proto__', JSON.parse('{"__proto__": {"b": 1}, "a": 2}')],
  ])('%s: the same text as built key by key', (_name, value) => {
    expect(canonicalJson(value)).toBe(reference(value));
  });

  it('the same text as built key by key, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(reference(value));
      }),
      { numRuns: 500 },
    );
  });
});
