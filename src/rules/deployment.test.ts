// Covers RULES.md §11.2 (deploy "totally inside" the Deployment Zone, no contact with enemy pieces),
// §10.3 (Impersonation: anywhere but the enemy zone, inside it after a Normal WIP Roll) and
// decisions D15 (failed WIP roll → model touching the own table edge) and D16 (EPS = 0.01" on every
// zone line and on contact).
import { describe, expect, it } from 'vitest';
import type { Disc } from '../geometry/disc.ts';
import { EPS } from '../geometry/units.ts';
import { signedGap } from '../geometry/disc.ts';
import {
  deploymentArea,
  deploymentViolations,
  edgeSpots,
  impersonationDeployValue,
  needsImpersonationRoll,
  reachesInto,
  totallyInside,
  type DeploymentArea,
} from './deployment.ts';
import { isOnTable, type PlacedPiece } from './movement.ts';
import type { PieceKind, Seat } from './pieces.ts';
import type { DeploymentForm, Profile } from './profiles.ts';
import { baseRadiusInches } from './silhouettes.ts';
import { DEFAULT_TABLE, deploymentZone, type TableSpec, type Zone } from './table.ts';

const R = baseRadiusInches(2); // 25 mm base: 0.492"
const W = DEFAULT_TABLE.width; // 48"
const D = DEFAULT_TABLE.depth; // 48"
const Z = DEFAULT_TABLE.zoneDepth; // 12"

const disc = (x: number, y: number, r = R): Disc => ({ x, y, r });

describe('when the test tables are set up', () => {
  it('uses the 48" × 48" table with 12" zones, EPS = 0.01" and a 25 mm (S2) base', () => {
    expect(DEFAULT_TABLE).toEqual({ width: 48, depth: 48, zoneDepth: 12 });
    expect(EPS).toBe(0.01);
    expect(R).toBeCloseTo(0.492126, 6);
  });
});

describe('when checking totallyInside (RULES.md §11.2, D16: touching the zone line within EPS is inside)', () => {
  /** Seat A's zone on the default table: x ∈ [0, 48], y ∈ [0, 12]. */
  const zone: Zone = { x: 0, y: 0, width: 48, depth: 12 };

  it.each<[string, boolean, number, number]>([
    ['fully inside, in the middle', true, 24, 6],
    ['touching the left edge from inside', true, R, 6],
    ['touching the right edge from inside', true, 48 - R, 6],
    ['touching the top edge from inside', true, 24, R],
    ['touching the bottom edge (the zone line) from inside', true, 24, 12 - R],
    ['touching the corner (0, 0) from inside', true, R, R],
    ['touching the corner (48, 12) from inside', true, 48 - R, 12 - R],
    ['over the left edge by EPS/2 (within EPS)', true, R - EPS / 2, 6],
    ['over the right edge by EPS/2 (within EPS)', true, 48 - R + EPS / 2, 6],
    ['over the top edge by EPS/2 (within EPS)', true, 24, R - EPS / 2],
    ['over the bottom edge by EPS/2 (within EPS)', true, 24, 12 - R + EPS / 2],
    ['over the left edge by exactly EPS (bound inclusive)', true, R - EPS, 6],
    ['over the bottom edge by exactly EPS (bound inclusive)', true, 24, 12 - R + EPS],
    ['over the left edge by 2·EPS', false, R - 2 * EPS, 6],
    ['over the right edge by 2·EPS', false, 48 - R + 2 * EPS, 6],
    ['over the top edge by 2·EPS', false, 24, R - 2 * EPS],
    ['over the bottom edge by 2·EPS', false, 24, 12 - R + 2 * EPS],
    ['centred on the zone line', false, 24, 12],
    ['centre outside, beyond the zone line', false, 24, 13],
    ['centre outside, off the table above', false, 24, -1],
    ['centre outside, left of the zone', false, -1, 6],
  ])('%s → %s', (_label, expected, x, y) => {
    expect(totallyInside(zone, disc(x, y))).toBe(expected);
  });

  it('also holds for seat B’s zone, y ∈ [36, 48]', () => {
    const zoneB = deploymentZone(DEFAULT_TABLE, 'B');
    expect(zoneB).toEqual({ x: 0, y: 36, width: 48, depth: 12 });
    expect(totallyInside(zoneB, disc(24, 36 + R))).toBe(true);
    expect(totallyInside(zoneB, disc(24, 36 + R - EPS / 2))).toBe(true);
    expect(totallyInside(zoneB, disc(24, 36 + R - 2 * EPS))).toBe(false);
    expect(totallyInside(zoneB, disc(24, 48 - R))).toBe(true);
    expect(totallyInside(zoneB, disc(24, 48 - R + 2 * EPS))).toBe(false);
  });
});

describe('when checking reachesInto (D16: reaching in by more than EPS)', () => {
  /** Seat A's zone on the default table: the zone line is y = 12. */
  const zone: Zone = { x: 0, y: 0, width: 48, depth: 12 };

  it.each<[string, boolean, number, number]>([
    ['far outside, in the middle of the table', false, 24, 24],
    ['touching the zone line from outside', false, 24, 12 + R],
    ['reaching in by EPS/2 (within EPS)', false, 24, 12 + R - EPS / 2],
    ['reaching in by 2·EPS', true, 24, 12 + R - 2 * EPS],
    ['reaching in by half the base', true, 24, 12],
    ['centre just inside the line', true, 24, 12 - 0.001],
    ['centre deep inside', true, 24, 6],
    ['touching the left side of the zone from outside', false, -R, 6],
    ['reaching in through the left side by 2·EPS', true, -R + 2 * EPS, 6],
  ])('%s → %s', (_label, expected, x, y) => {
    expect(reachesInto(zone, disc(x, y))).toBe(expected);
  });

  describe('when the disc is near a zone corner, the distance is diagonal', () => {
    /** A zone with a free corner at (24, 12). */
    const small: Zone = { x: 0, y: 0, width: 24, depth: 12 };
    // Centre at distance d from the corner along the 3:4 direction (0.6, 0.8): both coordinates
    // lie within R of the zone's sides, so only the diagonal decides.
    const atCorner = (d: number): Disc => disc(24 + 0.6 * d, 12 + 0.8 * d);

    it.each<[string, boolean, number]>([
      ['touching the corner (d = r)', false, R],
      ['reaching past the corner by EPS/2', false, R - EPS / 2],
      ['reaching past the corner by 2·EPS', true, R - 2 * EPS],
      ['centre on the corner', true, 0],
    ])('%s → %s', (_label, expected, d) => {
      const c = atCorner(d);
      expect(Math.hypot(c.x - 24, c.y - 12)).toBeCloseTo(d, 9);
      expect(reachesInto(small, c)).toBe(expected);
    });

    it('a disc whose bounding box crosses the corner but whose base does not → false', () => {
      // Each axis alone is 0.4" < r from the zone, yet the corner is 0.566" > r away.
      const c = disc(24.4, 12.4);
      expect(Math.hypot(0.4, 0.4)).toBeGreaterThan(R + EPS);
      expect(reachesInto(small, c)).toBe(false);
    });
  });

  it.each<[string, Zone, Disc]>([
    ['zero-depth zone, disc centred on it', { x: 0, y: 0, width: 48, depth: 0 }, disc(24, 0)],
    ['zero-depth zone, disc straddling it', { x: 0, y: 12, width: 48, depth: 0 }, disc(24, 12, 3)],
    ['zero-width zone, disc centred on it', { x: 24, y: 0, width: 0, depth: 12 }, disc(24, 6)],
    [
      'zero-depth zone from a table with zoneDepth 0',
      deploymentZone({ width: 48, depth: 48, zoneDepth: 0 }, 'B'),
      disc(24, 48 - R),
    ],
  ])('%s → never reaches', (_label, z, d) => {
    expect(reachesInto(z, d)).toBe(false);
  });
});

describe('when deciding needsImpersonationRoll (RULES.md §10.3), 48" × 48" table, 12" zones', () => {
  // Seat A's enemy zone is B's: y ∈ [36, 48]; seat B's enemy zone is A's: y ∈ [0, 12].
  it.each<[string, boolean, Seat, number]>([
    ['A, in the middle of the table', false, 'A', 24],
    ['A, just outside the enemy zone (touching y = 36)', false, 'A', 36 - R],
    ['A, reaching into the enemy zone by EPS/2', false, 'A', 36 - R + EPS / 2],
    ['A, just reaching into the enemy zone (2·EPS)', true, 'A', 36 - R + 2 * EPS],
    ['A, deep inside the enemy zone', true, 'A', 42],
    ['A, touching the enemy table edge', true, 'A', 48 - R],
    ['A, deep inside its own zone', false, 'A', 6],
    ['A, in its own zone touching its zone line', false, 'A', 12 - R],
    ['A, reaching out of its own zone by 2·EPS', false, 'A', 12 - R + 2 * EPS],
    ['B, in the middle of the table', false, 'B', 24],
    ['B, just outside the enemy zone (touching y = 12)', false, 'B', 12 + R],
    ['B, reaching into the enemy zone by EPS/2', false, 'B', 12 + R - EPS / 2],
    ['B, just reaching into the enemy zone (2·EPS)', true, 'B', 12 + R - 2 * EPS],
    ['B, deep inside the enemy zone', true, 'B', 6],
    ['B, touching the enemy table edge', true, 'B', R],
    ['B, deep inside its own zone', false, 'B', 42],
    ['B, in its own zone touching its zone line', false, 'B', 36 + R],
    ['B, reaching out of its own zone by 2·EPS', false, 'B', 36 + R - 2 * EPS],
  ])('%s → %s', (_label, expected, seat, y) => {
    expect(needsImpersonationRoll(DEFAULT_TABLE, seat, disc(24, y))).toBe(expected);
  });
});

describe('when choosing the deployment area of a form (RULES.md §11.2, §10.3)', () => {
  it.each<[DeploymentForm, DeploymentArea]>([
    ['model', 'own-zone'],
    ['CAMO', 'own-zone'],
    ['IMP-1', 'impersonation'],
    ['IMP-2', 'impersonation'],
    ['Holoecho', 'own-zone'],
    ['Decoy', 'own-zone'],
  ])('%s → %s', (form, area) => {
    expect(deploymentArea(form)).toBe(area);
  });
});

describe('when an Impersonator rolls to deploy inside the enemy zone (RULES.md §10.3, D15)', () => {
  const profile = (wip: number): Profile => ({
    id: 'imp',
    name: 'Impersonator',
    s: 2,
    mov: [4, 4],
    wip,
    bs: 11,
    ph: 10,
    arm: 1,
    w: 1,
    skills: [{ skill: 'Impersonation' }],
  });

  it.each([13, 15, 8])('a profile with WIP %s rolls against its WIP', (wip) => {
    expect(impersonationDeployValue(profile(wip))).toBe(wip);
  });
});

describe('when listing deploymentViolations (RULES.md §11.2)', () => {
  const piece = (id: string, owner: Seat, kind: PieceKind, x: number, y: number, r = R): PlacedPiece => ({
    id,
    owner,
    kind,
    name: `${id}-name`,
    x,
    y,
    r,
  });
  /** The deploying piece: seat A, inside its own zone at (24, 6). */
  const me = piece('me', 'A', 'model', 24, 6);
  /** Codes and ids only: message wording is free to change. */
  const summary = (area: DeploymentArea, p: PlacedPiece, others: PlacedPiece[] = []) =>
    deploymentViolations(DEFAULT_TABLE, area, p, others).map(({ code, ids }) => ({ code, ids }));

  describe('when the form must stand in its own zone', () => {
    it.each<[string, boolean, Seat, number, number]>([
      ['A, in the middle of its zone', true, 'A', 24, 6],
      ['A, touching its zone line from inside', true, 'A', 24, Z - R],
      ['A, over its zone line by EPS/2', true, 'A', 24, Z - R + EPS / 2],
      ['A, over its zone line by 2·EPS', false, 'A', 24, Z - R + 2 * EPS],
      ['A, in the middle of the table', false, 'A', 24, 24],
      ['A, in the enemy zone', false, 'A', 24, 42],
      ['A, hanging off the left table edge by 2·EPS', false, 'A', R - 2 * EPS, 6],
      ['B, in the middle of its zone', true, 'B', 24, 42],
      ['B, touching its zone line from inside', true, 'B', 24, D - Z + R],
      ['B, over its zone line by 2·EPS', false, 'B', 24, D - Z + R - 2 * EPS],
      ['B, in the enemy zone', false, 'B', 24, 6],
    ])('%s → inside %s', (_label, inside, seat, x, y) => {
      const p = piece('p', seat, 'model', x, y);
      expect(summary('own-zone', p)).toEqual(inside ? [] : [{ code: 'OUTSIDE_DEPLOYMENT_ZONE', ids: ['p'] }]);
    });

    it('the message points to Deployment and names the piece and the seat', () => {
      const p: PlacedPiece = { ...piece('p', 'A', 'CAMO', 24, 24), name: 'Hidden Sniper' };
      const [v, ...rest] = deploymentViolations(DEFAULT_TABLE, 'own-zone', p, []);
      expect(rest).toEqual([]);
      expect(v?.code).toBe('OUTSIDE_DEPLOYMENT_ZONE');
      expect(v?.ids).toEqual(['p']);
      expect(v?.rules).toEqual(['deployment']);
      expect(v?.message).toContain('Hidden Sniper');
      expect(v?.message).toContain('Player A');
    });
  });

  describe('when the form is an impersonation', () => {
    it.each<[string, number]>([
      ['in the middle of the table', 24],
      ['in its own zone', 6],
      ['inside the enemy zone (the WIP roll decides, not this list)', 42],
    ])('%s → no violation', (_label, y) => {
      expect(summary('impersonation', piece('imp', 'A', 'IMP-1', 24, y))).toEqual([]);
    });
  });

  describe('when an enemy piece stands beside it (edge-to-edge gap along x)', () => {
    const beside = (kind: PieceKind, gap: number, owner: Seat = 'B', r = R): PlacedPiece =>
      piece('o', owner, kind, me.x + me.r + r + gap, me.y, r);

    it.each<[string, boolean, PieceKind, number]>([
      ['enemy model, touching (gap 0)', true, 'model', 0],
      ['enemy model, gap EPS/2 (within EPS)', true, 'model', EPS / 2],
      ['enemy model, gap exactly EPS (bound inclusive)', true, 'model', EPS],
      ['enemy model, overlap EPS/2 (still contact)', true, 'model', -EPS / 2],
      ['enemy model, gap 2·EPS', false, 'model', 2 * EPS],
      ['enemy model, gap 1"', false, 'model', 1],
      ['enemy model, overlapping by 2·EPS (OVERLAPS_BASE elsewhere)', false, 'model', -2 * EPS],
      ['enemy model, same centre (OVERLAPS_BASE elsewhere)', false, 'model', -2 * R],
      ['enemy HOLOECHO-1, touching', true, 'HOLOECHO-1', 0],
      ['enemy HOLOECHO-2, touching', true, 'HOLOECHO-2', 0],
      ['enemy HOLOECHO-1, gap EPS/2', true, 'HOLOECHO-1', EPS / 2],
      ['enemy HOLOECHO-2, gap 2·EPS', false, 'HOLOECHO-2', 2 * EPS],
      ['enemy DECOY-1, touching', true, 'DECOY-1', 0],
      ['enemy DECOY-2, touching', true, 'DECOY-2', 0],
      ['enemy DECOY-1, gap EPS/2', true, 'DECOY-1', EPS / 2],
      ['enemy DECOY-2, gap 2·EPS', false, 'DECOY-2', 2 * EPS],
      ['enemy CAMO marker, touching (validatePlacement reports it)', false, 'CAMO', 0],
      ['enemy IMP-1 marker, touching (validatePlacement reports it)', false, 'IMP-1', 0],
      ['enemy IMP-2 marker, touching (validatePlacement reports it)', false, 'IMP-2', 0],
    ])('%s → TOUCHES_ENEMY %s', (_label, touches, kind, gap) => {
      const o = beside(kind, gap);
      expect(signedGap(me, o)).toBeCloseTo(gap, 9);
      expect(summary('own-zone', me, [o])).toEqual(
        touches ? [{ code: 'TOUCHES_ENEMY', ids: ['me', 'o'] }] : [],
      );
    });

    it.each<PieceKind>(['model', 'CAMO', 'IMP-1', 'IMP-2', 'HOLOECHO-1', 'HOLOECHO-2', 'DECOY-1', 'DECOY-2'])(
      'an own %s piece touching → no violation',
      (kind) => {
        expect(summary('own-zone', me, [beside(kind, 0, 'A')])).toEqual([]);
      },
    );

    it('adds the radii of different bases: an S4 (55 mm) enemy touching an S2', () => {
      const r4 = baseRadiusInches(4);
      expect(summary('own-zone', me, [beside('model', 0, 'B', r4)])).toEqual([
        { code: 'TOUCHES_ENEMY', ids: ['me', 'o'] },
      ]);
      expect(summary('own-zone', me, [beside('model', 2 * EPS, 'B', r4)])).toEqual([]);
    });

    it('touches along a diagonal too', () => {
      const d = 2 * R;
      const o = piece('o', 'B', 'model', me.x + 0.6 * d, me.y + 0.8 * d);
      expect(summary('own-zone', me, [o])).toEqual([{ code: 'TOUCHES_ENEMY', ids: ['me', 'o'] }]);
    });

    it('the message points to Deployment and names both pieces', () => {
      const o: PlacedPiece = { ...beside('model', 0), name: 'Enemy Fusilier' };
      const p: PlacedPiece = { ...me, name: 'My Trooper' };
      const [v] = deploymentViolations(DEFAULT_TABLE, 'own-zone', p, [o]);
      expect(v?.rules).toEqual(['deployment']);
      expect(v?.message).toContain('My Trooper');
      expect(v?.message).toContain('Enemy Fusilier');
    });
  });

  it('reports the zone first, then one TOUCHES_ENEMY per touched enemy, in order', () => {
    // Out of zone at (24, 24), with enemies touching left and right, an own piece touching above,
    // an enemy CAMO touching below and a far enemy.
    const p = piece('p', 'A', 'model', 24, 24);
    const others = [
      piece('left', 'B', 'model', 24 - 2 * R, 24),
      piece('own', 'A', 'model', 24, 24 - 2 * R),
      piece('camo', 'B', 'CAMO', 24, 24 + 2 * R),
      piece('right', 'B', 'DECOY-1', 24 + 2 * R, 24),
      piece('far', 'B', 'model', 30, 30),
    ];
    expect(summary('own-zone', p, others)).toEqual([
      { code: 'OUTSIDE_DEPLOYMENT_ZONE', ids: ['p'] },
      { code: 'TOUCHES_ENEMY', ids: ['p', 'left'] },
      { code: 'TOUCHES_ENEMY', ids: ['p', 'right'] },
    ]);
    expect(summary('impersonation', { ...p, kind: 'IMP-1' }, others)).toEqual([
      { code: 'TOUCHES_ENEMY', ids: ['p', 'left'] },
      { code: 'TOUCHES_ENEMY', ids: ['p', 'right'] },
    ]);
  });
});

describe('when a failed Impersonator is placed at its own table edge (D15)', () => {
  const STEP = 0.25;

  it.each<[Seat, number]>([
    ['A', R],
    ['B', D - R],
  ])('seat %s: every spot touches its own table edge (A: y = r, B: y = depth − r)', (seat, y) => {
    const spots = edgeSpots(DEFAULT_TABLE, seat, 24, R);
    expect(spots.length).toBeGreaterThan(0);
    for (const s of spots) expect(s.y).toBe(y);
  });

  it('seat B on a 32" × 36" table: y = depth − r', () => {
    const table: TableSpec = { width: 32, depth: 36, zoneDepth: 8 };
    const spots = edgeSpots(table, 'B', 16, R);
    for (const s of spots) expect(s.y).toBe(36 - R);
  });

  it.each<[string, number, number]>([
    ['aim in the middle', 24, 24],
    ['aim at a quarter-inch', 10.25, 10.25],
    ['aim at an arbitrary x', 17.3, 17.3],
    ['aim exactly at r', R, R],
    ['aim at 0 → clamped to r', 0, R],
    ['aim left of the table → clamped to r', -5, R],
    ['aim exactly at width − r', W - R, W - R],
    ['aim at the right edge → clamped to width − r', W, W - R],
    ['aim right of the table → clamped to width − r', 100, W - R],
  ])('%s → first spot at the clamped aim', (_label, aim, first) => {
    for (const seat of ['A', 'B'] as const) {
      const [s] = edgeSpots(DEFAULT_TABLE, seat, aim, R);
      expect(s?.x).toBe(first);
    }
  });

  it('alternates sides, 0.25" apart, nearest first', () => {
    const xs = edgeSpots(DEFAULT_TABLE, 'A', 24, R)
      .slice(0, 7)
      .map((s) => s.x);
    expect(xs).toEqual([24, 23.75, 24.25, 23.5, 24.5, 23.25, 24.75]);
  });

  it('keeps going on one side once the other side is used up', () => {
    // Aimed 0.6" from the left end: two steps fit to the left (lo = r ≈ 0.492).
    const aim = R + 0.6;
    const xs = edgeSpots(DEFAULT_TABLE, 'A', aim, R)
      .slice(0, 7)
      .map((s) => s.x - aim);
    const expected = [0, -0.25, 0.25, -0.5, 0.5, 0.75, 1];
    expect(xs).toHaveLength(expected.length);
    xs.forEach((dx, i) => {
      expect(dx).toBeCloseTo(expected[i] ?? NaN, 9);
    });
  });

  const cases: [string, TableSpec, Seat, number][] = [
    ['A, 48" table, aim 24', DEFAULT_TABLE, 'A', 24],
    ['B, 48" table, aim 24', DEFAULT_TABLE, 'B', 24],
    ['A, 48" table, aim 3.1', DEFAULT_TABLE, 'A', 3.1],
    ['B, 48" table, aim at the left end', DEFAULT_TABLE, 'B', -10],
    ['A, 48" table, aim at the right end', DEFAULT_TABLE, 'A', 60],
    ['B, 32" × 48" table, aim 20.13', { width: 32, depth: 48, zoneDepth: 12 }, 'B', 20.13],
  ];

  it.each(cases)(
    '%s: never leaves the table and stays totally inside the own zone',
    (_l, table, seat, aim) => {
      const spots = edgeSpots(table, seat, aim, R);
      for (const s of spots) {
        const d = disc(s.x, s.y);
        expect(s.x).toBeGreaterThanOrEqual(R - 1e-9);
        expect(s.x).toBeLessThanOrEqual(table.width - R + 1e-9);
        expect(isOnTable(table, d)).toBe(true);
        expect(totallyInside(deploymentZone(table, seat), d)).toBe(true);
      }
    },
  );

  it.each(cases)('%s: nearest first and covering the whole edge', (_l, table, seat, aim) => {
    const spots = edgeSpots(table, seat, aim, R);
    const lo = R;
    const hi = table.width - R;
    const start = Math.min(hi, Math.max(lo, aim));
    // Count: every 0.25" step from the start that fits on each side, plus the start itself.
    const expected = Math.floor((start - lo) / STEP + 1e-9) + Math.floor((hi - start) / STEP + 1e-9) + 1;
    expect(spots).toHaveLength(expected);
    // ≈ (width − 2r) / 0.25 + 1: each side may lose a fraction of a step, so one spot fewer at most.
    const full = Math.floor((table.width - 2 * R) / STEP + 1e-9) + 1;
    expect(spots.length).toBeGreaterThanOrEqual(full - 1);
    expect(spots.length).toBeLessThanOrEqual(full);
    // Nearest first: the distance from the start never decreases.
    const dist = spots.map((s) => Math.abs(s.x - start));
    for (let i = 1; i < dist.length; i++) {
      expect(dist[i]).toBeGreaterThanOrEqual((dist[i - 1] ?? 0) - 1e-9);
    }
    // Sorted, the spots are 0.25" apart with no gap, and reach within 0.25" of both ends.
    const xs = spots.map((s) => s.x).sort((a, b) => a - b);
    for (let i = 1; i < xs.length; i++) expect((xs[i] ?? NaN) - (xs[i - 1] ?? NaN)).toBeCloseTo(STEP, 9);
    expect((xs[0] ?? NaN) - lo).toBeLessThan(STEP);
    expect(hi - (xs[xs.length - 1] ?? NaN)).toBeLessThan(STEP);
  });

  it('48" table, aim 24: 189 spots from 0.5" to 47.5"', () => {
    const xs = edgeSpots(DEFAULT_TABLE, 'A', 24, R).map((s) => s.x);
    // (48 − 2·0.492) / 0.25 + 1 = 189.06
    expect(xs).toHaveLength(189);
    expect(Math.min(...xs)).toBe(0.5);
    expect(Math.max(...xs)).toBe(47.5);
  });

  it.each<[string, number, number]>([
    ['a table narrower than a base (0.9")', 0, 0.9],
    ['a table of width 0', 0, 0],
    ['a table exactly one base wide', 1, 2 * R],
    ['a table one base plus 0.3" wide', 2, 2 * R + 0.3],
  ])('%s → %s spot(s)', (_label, count, width) => {
    const table: TableSpec = { width, depth: 48, zoneDepth: 12 };
    const spots = edgeSpots(table, 'A', 0, R);
    expect(spots).toHaveLength(count);
    if (count > 0) expect(spots[0]).toEqual({ x: R, y: R });
  });
});
