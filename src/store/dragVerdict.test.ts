import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWithin, type Point, type Scenery, type Seat } from '../rules/index.ts';
import { apply, newGame, viewFor, type Action, type GameState } from '../engine/index.ts';
import { deployRoster, endStep, ok, profile, rosterId } from '../../tests/engineFixtures.ts';
import { dragStop, previewMove } from './preview.ts';
import { RULES_EDITION } from '../engine/index.ts';

/**
 * What the screen says, the engine does (ARCHITECTURE.md §4): for random tables, pieces, MOV values,
 * start points, drags and declared skills, the drag's verdict on the seat's view is exactly the
 * engine's answer to the action the drop sends: accepted, or refused with the same violation codes.
 * The free table is covered the same way in preview.test.ts.
 */

const RUNS = 400;

/** Up to three pieces of scenery in midfield, tall or low (RULES.md §4.2, A7). */
const sceneryArb: fc.Arbitrary<Scenery[]> = fc
  .array(
    fc.record({
      x: fc.double({ min: 2, max: 40, noNaN: true }),
      y: fc.double({ min: 14, max: 30, noNaN: true }),
      w: fc.double({ min: 1, max: 6, noNaN: true }),
      h: fc.double({ min: 1, max: 5, noNaN: true }),
      tall: fc.boolean(),
    }),
    { maxLength: 3 },
  )
  .map((rects) =>
    rects.map(({ x, y, w, h, tall }, i) => ({
      id: `s-${String(i)}`,
      name: `Block ${String(i + 1)}`,
      height: tall ? ('tall' as const) : ('low' as const),
      polygon: [
        { x, y },
        { x: x + w, y },
        { x: x + w, y: y + h },
        { x, y: y + h },
      ],
    })),
  );

const movArb = fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 6 }));

/** The active trooper of A: its profile and the form it stands in (a Holoecho group moves as three pieces). */
const formArb = fc.constantFrom(
  { id: 'field-officer', form: 'model' as const },
  { id: 'camo-sniper', form: 'CAMO' as const },
  { id: 'impersonator', form: 'IMP-1' as const },
  { id: 'holoprojector', form: 'Holoecho' as const },
);

interface Table {
  scenery: Scenery[];
  mov: [number, number];
  active: { id: string; form: 'model' | 'CAMO' | 'IMP-1' | 'Holoecho' };
  /** A tall wall across the table with B behind it, so Cautious Movement may be declared (§6.3). */
  walled: boolean;
}

const tableArb: fc.Arbitrary<Table> = fc.record({
  scenery: sceneryArb,
  mov: movArb,
  active: formArb,
  walled: fc.boolean(),
});

/** The wall of a walled table: y from 34" to 35", the whole width. */
const WALL: Scenery = {
  id: 's-wall',
  name: 'Wall',
  height: 'tall',
  polygon: [
    { x: 0, y: 34 },
    { x: 48, y: 34 },
    { x: 48, y: 35 },
    { x: 0, y: 35 },
  ],
};

/** On a walled table A starts above the wall and B below it; elsewhere anywhere (y from 1" to 47"). */
function startY(walled: boolean, owner: Seat, y: number): number {
  if (!walled) return y;
  return owner === 'A' ? 1 + ((y - 1) * 32) / 46 : 36 + ((y - 1) * 11) / 46;
}

/**
 * A hot-seat game after deployment: A's active trooper (its MOV as drawn) and a Line Trooper; B's
 * Line Trooper, CAMO and IMP-1 markers. The deployment is legal; the pieces are then set down at
 * `starts` with B facing any way, so that bases, markers and scenery meet the drags.
 */
function deployed(t: Table, starts: readonly Point[], facings: readonly number[]): GameState {
  const rosters = {
    A: [profile(t.active.id, { mov: t.mov }), profile('line-trooper')],
    B: [profile('line-trooper'), profile('camo-sniper'), profile('impersonator')],
  };
  let s = newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: t.walled ? [...t.scenery, WALL] : t.scenery,
      game: { rosters, firstDeployer: 'A', rules: RULES_EDITION, pins: {} },
    },
    3,
  );
  const active = s.setup.game!.rosters.A[0]!.name;
  s = ok(s, deployRoster('A', rosterId(s, 'A', active), t.active.form, 10, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 10, 42));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Camo Sniper'), 'CAMO', 24, 42));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 30, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Mask Infiltrator'), 'IMP-1', 38, 42));
  s = ok(s, endStep('B'));
  const pieces = { ...s.pieces };
  s.pieceOrder.forEach((id, i) => {
    const p = pieces[id]!;
    const at = starts[i % starts.length]!;
    pieces[id] = {
      ...p,
      x: at.x,
      y: startY(t.walled, p.owner, at.y),
      facing: p.owner === 'B' ? (facings[i % facings.length] ?? 270) : 90,
    };
  });
  return { ...s, pieces };
}

const startsArb = fc.array(
  fc.record({
    x: fc.double({ min: 1, max: 47, noNaN: true }),
    y: fc.double({ min: 1, max: 47, noNaN: true }),
  }),
  { minLength: 7, maxLength: 7 },
);
const facingsArb = fc.array(fc.integer({ min: 0, max: 359 }), { minLength: 7, maxLength: 7 });

/** B passes with every piece still to decide (RULES.md §5.3 step 2). */
function passAll(s: GameState): GameState {
  let t = s;
  while (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro') {
    const next = Object.entries(t.phase.order.reactors).find(([, r]) => r.status === 'pending')?.[0];
    if (!next) break;
    t = ok(t, { type: 'aro', seat: 'B', reactorId: next, choice: 'pass' });
  }
  return t;
}

/**
 * A drag from a piece: a direction and a length, the length anywhere up to 12", within 0.03" of one
 * of the limits in play (either MOV value, their sum, the 2" Dodge) where rounding would show, or
 * up to 2" from another piece's centre, so that bases and markers meet.
 */
const dragArb = fc.record({
  angle: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
  length: fc.oneof(
    fc.double({ min: 0, max: 12, noNaN: true }),
    fc.tuple(fc.integer({ min: 0, max: 3 }), fc.double({ min: -0.03, max: 0.03, noNaN: true })),
    fc.record({ piece: fc.nat(6), off: fc.double({ min: 0, max: 2, noNaN: true }) }),
  ),
  /** Whether the drop is where the pointer is, or where a MOV-limited drag stops. */
  stopped: fc.boolean(),
});

type DragSpec = typeof dragArb extends fc.Arbitrary<infer T> ? T : never;

/** Where the pointer lets go: `from` plus the drag, its length drawn, near one of `limits` or near a piece. */
function dropPoint(s: GameState, from: Point, d: DragSpec, limits: readonly number[]): Point {
  const l = d.length;
  const towards = (c: Point, r: number) => ({
    x: c.x + Math.cos(d.angle) * r,
    y: c.y + Math.sin(d.angle) * r,
  });
  if (typeof l === 'number') return towards(from, l);
  if (Array.isArray(l)) return towards(from, Math.max(0, (limits[l[0]] ?? 0) + l[1]));
  const other = s.pieces[s.pieceOrder[l.piece % s.pieceOrder.length]!]!;
  return towards(other, l.off);
}

const codes = (vs: readonly { code: string }[]) => [...new Set(vs.map((v) => v.code))].sort();

function engineCodes(s: GameState, action: Action): string[] {
  const r = apply(s, action);
  if (r.ok) return [];
  expect(r.state).toBe(s);
  return codes(r.violations);
}

describe('a Move or Cautious Movement dragged, then declared (RULES.md §5.2, §6.3)', () => {
  const before = fc.constantFrom<'none' | 'idle' | 'move'>('none', 'idle', 'move');
  const skillArb = fc.constantFrom<'move' | 'cautiousMove'>('move', 'move', 'cautiousMove');

  it(`the preview of every dragged piece is the declaration's verdict (property, ${String(RUNS)} runs)`, () => {
    const seen = new Set<string>();
    let clamped = 0;
    let cautious = 0;
    let second = 0;
    fc.assert(
      fc.property(
        tableArb,
        startsArb,
        facingsArb,
        before,
        skillArb,
        fc.array(dragArb, { minLength: 1, maxLength: 3 }),
        (t, starts, facings, first, skill, drags) => {
          let s = deployed(t, starts, facings);
          const activeId = s.pieceOrder[0]!;
          s = ok(s, { type: 'activate', seat: 'A', pieceId: activeId });
          if (first !== 'none') {
            const r = apply(s, { type: 'declare', seat: 'A', skill: first, to: {} });
            fc.pre(r.ok);
            s = passAll(r.state);
            fc.pre(s.phase.kind === 'turn' && s.phase.order?.stage === 'second');
          }
          // Cautious Movement is an Entire Order, and it needs the trooper unseen at the start (§6.3):
          // a skill-level check, not the drag's, so only runs where the skill itself may be declared count.
          const mayDeclare = apply(s, { type: 'declare', seat: 'A', skill, to: {} });
          fc.pre(mayDeclare.ok);
          const view = viewFor(s, 'A');
          const order = view.phase.order!;
          const limits = [t.mov[0], t.mov[1], t.mov[0] + t.mov[1], 2];
          const draft: Record<string, Point> = {};
          drags.forEach((d, i) => {
            const id = order.pieceIds[i % order.pieceIds.length]!;
            const p = view.pieces.find((x) => x.id === id)!;
            const pointer = dropPoint(s, p, d, limits);
            draft[id] = d.stopped ? dragStop(view, id, pointer, 'mov', { skill, draft }) : pointer;
          });
          const preview = Object.entries(draft).flatMap(
            ([id, to]) => previewMove(view, id, to, 'mov', { skill, draft })!.violations,
          );
          const engine = engineCodes(s, { type: 'declare', seat: 'A', skill, to: draft });
          expect(codes(preview)).toEqual(engine);
          for (const c of engine) seen.add(c);
          if (skill === 'cautiousMove') cautious++;
          if (first === 'move') second++;
          // A MOV-limited drag never stops beyond what the declared skill allows.
          if (drags.every((d) => d.stopped)) {
            clamped++;
            expect(engine).not.toContain('MOVE_TOO_LONG');
          }
        },
      ),
      { numRuns: RUNS, seed: 20261 },
    );
    // Runs of every kind are among them: stopped drags, Cautious Movement, a second Move.
    expect(Math.min(clamped, cautious, second)).toBeGreaterThan(0);
    // The runs reach the distance, base, marker, scenery and table rules, so the property is not vacuous.
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        'CONTACT_WITH_ENEMY_MARKER',
        'INSIDE_TALL_SCENERY',
        'MOVE_TOO_LONG',
        'OFF_TABLE',
        'OVERLAPS_BASE',
      ]),
    );
  }, 120_000);
});

describe("a successful Dodger's move (RULES.md §6.4)", () => {
  it(`the preview is the dodgeMove's verdict (property, ${String(RUNS)} runs)`, () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(tableArb, startsArb, facingsArb, fc.nat(6), dragArb, (t, starts, facings, nth, d) => {
        let s = deployed(t, starts, facings);
        s = ok(s, { type: 'activate', seat: 'A', pieceId: s.pieceOrder[0]! });
        // The Order reaches its Effects step with one piece to Dodge (set directly: the dice are not the point).
        // Its own activated piece, or one of B's: the seat that moves it is the one awaited (§5.3 step 6).
        const order = s.phase.kind === 'turn' ? s.phase.order : undefined;
        const dodgers = s.pieceOrder.filter(
          (id) => order?.pieceIds.includes(id) || s.pieces[id]!.owner === 'B',
        );
        const dodger = dodgers[nth % dodgers.length]!;
        const seat: Seat = s.pieces[dodger]!.owner;
        if (s.phase.kind !== 'turn' || !s.phase.order) throw new Error('no Order');
        s = { ...s, phase: { ...s.phase, order: { ...s.phase.order, stage: 'dodge', dodges: [dodger] } } };
        const view = viewFor(s, seat);
        const p = view.pieces.find((x) => x.id === dodger)!;
        const pointer = dropPoint(s, p, d, [2, 2, 2, 2]);
        const to = d.stopped ? dragStop(view, dodger, pointer, 'mov') : pointer;
        const preview = previewMove(view, dodger, to, 'mov')!;
        const engine = engineCodes(s, { type: 'dodgeMove', seat, pieceId: dodger, to });
        expect(codes(preview.violations)).toEqual(engine);
        expect(preview.allowance?.inches).toBe(2);
        if (d.stopped) expect(isWithin(Math.hypot(to.x - p.x, to.y - p.y), 2)).toBe(true);
        for (const c of engine) seen.add(c);
      }),
      { numRuns: RUNS, seed: 20262 },
    );
    expect(seen).toContain('MOVE_TOO_LONG');
  }, 120_000);
});

describe('a piece moved while deploying (RULES.md §11.2, §10.3)', () => {
  /** Step 1: A has placed a model, a CAMO marker, an IMP-1 marker and a Holoecho group, and written a Hidden Deployment. */
  function deploying(scenery: Scenery[]): GameState {
    const rosters = {
      A: [
        'field-officer',
        'camo-sniper',
        'impersonator',
        'holoprojector',
        'veil-stalker',
        'line-trooper',
      ].map((id) => profile(id)),
      B: [profile('line-trooper'), profile('camo-sniper')],
    };
    let s = newGame(
      {
        table: { width: 48, depth: 48, zoneDepth: 12 },
        scenery,
        game: { rosters, firstDeployer: 'A', rules: RULES_EDITION, pins: {} },
      },
      4,
    );
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Field Officer'), 'model', 6, 6));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Camo Sniper'), 'CAMO', 14, 6));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Mask Infiltrator'), 'IMP-1', 22, 10));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Echo Operative'), 'Holoecho', 32, 6));
    const hidden = Object.values(s.troopers).find(
      (x) => x.owner === 'A' && x.form === null && x.profile.name !== 'Line Trooper',
    );
    if (hidden) s = ok(s, deployRoster('A', hidden.id, 'model', 42, 4, { hidden: true }));
    return s;
  }

  it(`the preview is the adjustment's verdict (property, ${String(RUNS)} runs)`, () => {
    const seen = new Set<string>();
    const anywhere = fc.record({
      x: fc.double({ min: -2, max: 50, noNaN: true }),
      y: fc.double({ min: -2, max: 50, noNaN: true }),
    });
    // Close to another piece or to the written position, so bases meet; or into the enemy zone.
    const near = fc.record({
      nth: fc.nat(10),
      dx: fc.double({ min: -2, max: 2, noNaN: true }),
      dy: fc.double({ min: -2, max: 2, noNaN: true }),
    });
    fc.assert(
      fc.property(sceneryArb, fc.nat(20), fc.oneof(anywhere, near), (scenery, nth, drop) => {
        const s = deploying(scenery);
        const mine = s.pieceOrder.filter((id) => s.pieces[id]!.owner === 'A');
        const id = mine[nth % mine.length]!;
        const spots = [...mine.map((x) => s.pieces[x]!), { x: 42, y: 4 }, { x: 22, y: 40 }];
        const to =
          'nth' in drop
            ? {
                x: spots[drop.nth % spots.length]!.x + drop.dx,
                y: spots[drop.nth % spots.length]!.y + drop.dy,
              }
            : drop;
        const preview = previewMove(viewFor(s, 'A'), id, to, 'mov')!;
        const engine = engineCodes(s, { type: 'movePiece', seat: 'A', pieceId: id, to, limit: 'mov' });
        expect(codes(preview.violations)).toEqual(engine);
        for (const c of engine) seen.add(c);
      }),
      { numRuns: RUNS, seed: 20263 },
    );
    expect([...seen].sort()).toEqual(
      expect.arrayContaining(['OUTSIDE_DEPLOYMENT_ZONE', 'OVERLAPS_BASE', 'OUT_OF_COHERENCY']),
    );
  }, 120_000);
});
