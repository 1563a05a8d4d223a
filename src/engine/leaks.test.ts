// Hidden information (ARCHITECTURE.md §5, RULES.md §10.7): property-based leak tests. For random rosters
// and random deployments and moves, a deep scan of one seat's view and log finds none of the other
// seat's secrets. Extended as new states arrive (HoloMask, Hidden Deployment, Orders). The second
// block plays random hot-seat Deployment Phases (RULES.md §10.2–§10.6, §11.2) and scans both views after
// every step, and the messages of every refused action.
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allowedForms,
  hasSkill,
  otherSeat,
  type DeploymentForm,
  type Point,
  type Profile,
  type Seat,
  type Violation,
} from '../rules/index.ts';
import {
  actingSeat,
  apply,
  endStepProblem,
  extraKinds,
  newGame,
  reserveOf,
  rosterOf,
  viewFor,
  type Action,
  type GameState,
  type View,
} from './index.ts';
import { ROSTER, defaultSetup } from '../content/index.ts';
import { RULES_EDITION } from './index.ts';

const arbDeploy = fc.record({
  seat: fc.constantFrom<Seat>('A', 'B'),
  profile: fc.integer({ min: 0, max: ROSTER.length - 1 }),
  form: fc.integer({ min: 0, max: 5 }),
  x: fc.double({ min: 1, max: 47, noNaN: true }),
  y: fc.double({ min: 1, max: 47, noNaN: true }),
  facing: fc.integer({ min: 0, max: 359 }),
});
const arbMove = fc.record({
  nth: fc.nat(),
  dx: fc.double({ min: -6, max: 6, noNaN: true }),
  dy: fc.double({ min: -6, max: 6, noNaN: true }),
});
const arbStep = fc.oneof({ arbitrary: arbDeploy, weight: 3 }, { arbitrary: arbMove, weight: 2 });

type Step = typeof arbStep extends fc.Arbitrary<infer T> ? T : never;

function play(steps: Step[]): GameState {
  let s = newGame(defaultSetup('club'), 9);
  for (const step of steps) {
    let action: Action;
    if ('seat' in step) {
      const profile = ROSTER[step.profile]!;
      const forms = allowedForms(profile);
      const form: DeploymentForm = forms[step.form % forms.length]!;
      action = {
        type: 'deployTrooper',
        seat: step.seat,
        profileId: profile.id,
        profile,
        form,
        at: { x: step.x, y: step.y },
        facing: step.facing,
      };
    } else {
      const id = s.pieceOrder[step.nth % Math.max(1, s.pieceOrder.length)];
      if (!id) continue;
      const p = s.pieces[id]!;
      action = { type: 'movePiece', pieceId: id, to: { x: p.x + step.dx, y: p.y + step.dy }, limit: 'free' };
    }
    const r = apply(s, action);
    if (r.ok) s = r.state;
  }
  return s;
}

/** The secrets of `seat` that the other seat may not learn while its pieces are unrevealed markers. */
function secretsOf(s: GameState, seat: Seat): { trooperIds: string[]; markerNames: string[] } {
  const links = s.secrets[seat].trooperOfPiece;
  const markerTroopers = new Set(
    Object.entries(links)
      .filter(([pid]) => s.pieces[pid]?.kind !== 'model')
      .map(([, tid]) => tid),
  );
  const modelTroopers = new Set(
    Object.entries(links)
      .filter(([pid]) => s.pieces[pid]?.kind === 'model')
      .map(([, tid]) => tid),
  );
  // A trooper shown only by markers: its name is secret. (A Holoecho or Decoy trooper also shows a model.)
  const hidden = [...markerTroopers].filter((t) => !modelTroopers.has(t));
  return {
    trooperIds: Object.values(links),
    markerNames: hidden.map((t) => s.troopers[t]!.profile.name),
  };
}

describe('no seat ever reads the other seat’s secrets (fast-check)', () => {
  it('trooper ids, marker troopers’ names, realness and private skills are absent from the view and log', () => {
    fc.assert(
      fc.property(fc.array(arbStep, { minLength: 1, maxLength: 25 }), (steps) => {
        const s = play(steps);
        for (const viewer of ['A', 'B'] as const) {
          const enemy = otherSeat(viewer);
          const view = viewFor(s, viewer);
          const text = JSON.stringify(view);
          const { trooperIds, markerNames } = secretsOf(s, enemy);
          for (const id of trooperIds) expect(text).not.toContain(id);
          // A name may still appear legitimately: on the viewer's own troopers, or on an enemy model that shows it.
          const publicNames = new Set(
            view.pieces.filter((p) => p.owner === viewer || p.kind === 'model').map((p) => p.profile?.name),
          );
          for (const name of markerNames) if (!publicNames.has(name)) expect(text).not.toContain(name);
          for (const p of view.pieces.filter((x) => x.owner === enemy)) {
            expect(p).not.toHaveProperty('real');
            expect(p).not.toHaveProperty('trooperId');
            if (p.kind !== 'model') expect(p).not.toHaveProperty('profile');
            expect(JSON.stringify(p.profile ?? {})).not.toMatch(/Holoecho|HoloMask|Decoy|HiddenDeployment/);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

// The hot-seat Deployment Phase. Every name, profile id and written position is made distinctive so
// that a plain substring search finds it wherever it turns up: names like "ZqB3xname", profile ids
// like "zq-B3-pid", and Hidden Deployment spots on a fraction no other coordinate in these games has.

const SEATS: readonly Seat[] = ['A', 'B'];
const ALL_FORMS: readonly DeploymentForm[] = ['model', 'CAMO', 'IMP-1', 'IMP-2', 'Holoecho', 'Decoy'];
/** The fraction of every coordinate a seat writes down for Hidden Deployment; other points use eighths. */
const HIDDEN_FRACTION: Readonly<Record<Seat, number>> = { A: 0.31731729, B: 0.68268271 };
/** Skills an opponent may never read on a model's profile (RULES.md §10.7). */
const PRIVATE = /Holoecho|HoloMask|Decoy|HiddenDeployment/;

const nameOf = (seat: Seat, i: number) => `Zq${seat}${String(i)}xname`;
const oneIn = (n: number) => fc.nat({ max: n - 1 }).map((k) => k === 0);

const arbEntry = fc.record({
  base: fc.integer({ min: 0, max: ROSTER.length - 1 }),
  wip: fc.integer({ min: 8, max: 15 }),
  bs: fc.integer({ min: 8, max: 15 }),
  ph: fc.integer({ min: 8, max: 15 }),
  arm: fc.integer({ min: 0, max: 5 }),
  w: fc.integer({ min: 1, max: 3 }),
  /** Adds Hidden Deployment to a Holoecho profile. */
  hide: fc.boolean(),
});
type Entry = typeof arbEntry extends fc.Arbitrary<infer T> ? T : never;

const arbGame = fc.record({
  A: fc.array(arbEntry, { minLength: 1, maxLength: 6 }),
  B: fc.array(arbEntry, { minLength: 1, maxLength: 6 }),
  firstDeployer: fc.constantFrom<Seat>('A', 'B'),
  scenery: fc.constantFrom('open', 'club'),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});
type Game = typeof arbGame extends fc.Arbitrary<infer T> ? T : never;

/**
 * A roster entry: the base profile's S, MOV and skills (so its forms stay valid), random
 * attributes, and a name and profile id of its own.
 */
function rosterProfile(seat: Seat, i: number, e: Entry): Profile {
  const base = ROSTER[e.base]!;
  const skills = structuredClone(base.skills);
  if (e.hide && hasSkill(base, 'Holoecho') && !hasSkill(base, 'HiddenDeployment')) {
    skills.push({ skill: 'HiddenDeployment' });
  }
  return {
    id: `zq-${seat}${String(i)}-pid`,
    name: nameOf(seat, i),
    s: base.s,
    mov: [base.mov[0], base.mov[1]],
    wip: e.wip,
    bs: e.bs,
    ph: e.ph,
    arm: e.arm,
    w: e.w,
    skills,
  };
}

function startGame(g: Game): GameState {
  return newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: defaultSetup(g.scenery).scenery,
      game: {
        rosters: {
          A: g.A.map((e, i) => rosterProfile('A', i, e)),
          B: g.B.map((e, i) => rosterProfile('B', i, e)),
        },
        firstDeployer: g.firstDeployer,
        rules: RULES_EDITION,
        pins: {},
      },
    },
    g.seed,
  );
}

/** Most actions come from the acting seat; one in ten from the other one. */
const wrongSeat = oneIn(10);
const offset = fc.record({ dx: fc.integer({ min: -6, max: 6 }), dy: fc.integer({ min: -6, max: 6 }) });

const arbDeployStep = fc.record({
  kind: fc.constant('deploy' as const),
  wrongSeat,
  /** Mostly a trooper of the seat's reserve; sometimes any trooper at all. */
  anyTrooper: oneIn(8),
  trooper: fc.nat(),
  /** Mostly one of the trooper's forms; sometimes any form. */
  anyForm: oneIn(8),
  form: fc.nat(),
  /** Once the step may end, end it instead, unless this is set (then the hold-back rule refuses). */
  persist: oneIn(4),
  /** In the seat's zone, in the enemy zone (whole inches in from the edge), or anywhere on the table. */
  where: fc.constantFrom('zone', 'zone', 'zone', 'zone', 'zone', 'zone', 'enemy', 'anywhere'),
  x: fc.integer({ min: 1, max: 46 }),
  y: fc.integer({ min: 1, max: 10 }),
  y2: fc.integer({ min: 1, max: 46 }),
  eighth: fc.integer({ min: 0, max: 7 }),
  facing: fc.integer({ min: 0, max: 359 }),
  /** Holoecho or Decoy positions: left to the engine, as many as the form needs, or any number. */
  extras: fc.constantFrom('auto', 'auto', 'fit', 'fit', 'raw'),
  offsets: fc.tuple(offset, offset),
  rawCount: fc.integer({ min: 0, max: 2 }),
  /** Which piece is real: 0 always given, 1–2 given when the form brings extras, else left out. */
  realWhen: fc.nat({ max: 7 }),
  real: fc.integer({ min: 0, max: 2 }),
  /** HoloMask: 0 always asked for, 1–2 when the trooper has it, else not. */
  maskWhen: fc.nat({ max: 9 }),
  /** An own trooper (maybe itself, maybe of another S), or one of the enemy. */
  maskEnemy: oneIn(6),
  mask: fc.nat(),
  /** Hidden Deployment: 0 always asked for, 1–3 when the trooper has it, else not. */
  hiddenWhen: fc.nat({ max: 9 }),
});
const arbMoveStep = fc.record({
  kind: fc.constant('move' as const),
  wrongSeat,
  anyPiece: oneIn(6),
  piece: fc.nat(),
  rotate: fc.boolean(),
  /** In eighths of an inch. */
  dx: fc.integer({ min: -24, max: 24 }),
  dy: fc.integer({ min: -24, max: 24 }),
  facing: fc.integer({ min: 0, max: 359 }),
});
const arbTrooperStep = fc.record({
  kind: fc.constantFrom('withdraw' as const, 'remove' as const, 'setReal' as const),
  wrongSeat,
  anyTrooper: oneIn(6),
  trooper: fc.nat(),
  real: fc.integer({ min: 0, max: 2 }),
});
const arbEndStep = fc.record({ kind: fc.constant('end' as const), wrongSeat });
/** Once the turns begin: activate, declare, react, Dodge or end the turn (RULES.md §5.3). */
const arbOrderStep = fc.record({
  kind: fc.constant('order' as const),
  wrongSeat,
  pick: fc.nat(),
  choice: fc.nat(),
  dx: fc.integer({ min: -32, max: 32 }),
  dy: fc.integer({ min: -32, max: 32 }),
});
const arbDeploymentStep = fc.oneof(
  { arbitrary: arbDeployStep, weight: 8 },
  { arbitrary: arbMoveStep, weight: 3 },
  { arbitrary: arbTrooperStep, weight: 2 },
  { arbitrary: arbEndStep, weight: 3 },
  { arbitrary: arbOrderStep, weight: 6 },
);
type DeploymentStepArb = typeof arbDeploymentStep extends fc.Arbitrary<infer T> ? T : never;
const arbSteps = fc.array(arbDeploymentStep, { minLength: 1, maxLength: 80, size: 'max' });

function nth<T>(xs: readonly T[], n: number): T | undefined {
  return xs.length ? xs[n % xs.length] : undefined;
}

/** Turns a generated step into an action against the current state, or null when nothing fits. */
function toAction(s: GameState, step: DeploymentStepArb): Action | null {
  const acting = actingSeat(s) ?? 'A';
  const seat = step.wrongSeat ? otherSeat(acting) : acting;
  const all = Object.values(s.troopers);
  switch (step.kind) {
    case 'deploy': {
      if (!step.anyTrooper && !step.persist && endStepProblem(s, seat) === null) {
        return { type: 'endDeployment', seat };
      }
      const t = nth(step.anyTrooper ? all : reserveOf(s, seat), step.trooper);
      if (!t) return null;
      const form = nth(step.anyForm ? ALL_FORMS : allowedForms(t.profile), step.form) ?? 'model';
      const when = (k: number, max: number, has: boolean) => k === 0 || (k <= max && has);
      const hidden = when(step.hiddenWhen, 3, !!hasSkill(t.profile, 'HiddenDeployment'));
      const frac = hidden ? HIDDEN_FRACTION[seat] : step.eighth / 8;
      const inZone = (of: Seat) => (of === 'A' ? step.y : 36 + step.y);
      const y = step.where === 'anywhere' ? step.y2 : inZone(step.where === 'zone' ? seat : otherSeat(seat));
      const at: Point = { x: step.x + frac, y: y + frac };
      const count =
        step.extras === 'fit'
          ? extraKinds(t.profile, form).length
          : step.extras === 'raw'
            ? step.rawCount
            : 0;
      const extras = step.offsets.slice(0, count).map((o) => ({ x: at.x + o.dx, y: at.y + o.dy }));
      const real = when(step.realWhen, 2, extraKinds(t.profile, form).length > 0) ? step.real : undefined;
      const imitated = when(step.maskWhen, 2, !!hasSkill(t.profile, 'HoloMask'))
        ? nth(rosterOf(s, step.maskEnemy ? otherSeat(seat) : seat), step.mask)
        : undefined;
      return {
        type: 'deploy',
        seat,
        trooperId: t.id,
        form,
        at,
        facing: step.facing,
        ...(step.extras === 'auto' ? {} : { extras }),
        ...(real !== undefined ? { real } : {}),
        ...(imitated ? { imitates: imitated.id } : {}),
        ...(hidden ? { hidden } : {}),
      };
    }
    case 'move': {
      const ids = step.anyPiece ? s.pieceOrder : s.pieceOrder.filter((id) => s.pieces[id]?.owner === seat);
      const p = s.pieces[nth(ids, step.piece) ?? ''];
      if (!p) return null;
      return step.rotate
        ? { type: 'rotatePiece', seat, pieceId: p.id, facing: step.facing }
        : {
            type: 'movePiece',
            seat,
            pieceId: p.id,
            to: { x: p.x + step.dx / 8, y: p.y + step.dy / 8 },
            limit: 'free',
          };
    }
    case 'withdraw':
    case 'remove':
    case 'setReal': {
      const pool = step.anyTrooper ? all : all.filter((t) => t.owner === seat && t.form !== null);
      const t = nth(pool, step.trooper);
      if (!t) return null;
      if (step.kind === 'setReal') return { type: 'setReal', seat, trooperId: t.id, real: step.real };
      const piece = Object.keys(s.secrets[t.owner].trooperOfPiece).find(
        (pid) => s.secrets[t.owner].trooperOfPiece[pid] === t.id,
      );
      return step.kind === 'remove' && piece
        ? { type: 'removeTrooper', seat, pieceId: piece }
        : { type: 'withdrawTrooper', seat, trooperId: t.id };
    }
    case 'end':
      return { type: 'endDeployment', seat };
    case 'order':
      return orderAction(s, seat, step);
  }
}

const ARO_CHOICES = ['pass', 'delay', 'discover', 'bsAttack', 'dodge', 'lookOut', 'reset'] as const;

/** An Order action that fits the state (legal or not), or null before the turns begin. */
function orderAction(
  s: GameState,
  seat: Seat,
  step: { pick: number; choice: number; dx: number; dy: number },
): Action | null {
  if (s.phase.kind !== 'turn') return null;
  const order = s.phase.order;
  const own = s.pieceOrder.filter((id) => s.pieces[id]?.owner === seat);
  if (!order) {
    if (step.choice % 5 === 0) return { type: 'endTurn', seat };
    const id = nth(own, step.pick);
    return id ? { type: 'activate', seat, pieceId: id } : { type: 'endTurn', seat };
  }
  if (order.stage === 'first' || order.stage === 'second') {
    const skill = (['move', 'move', 'cautiousMove', 'idle'] as const)[step.choice % 4] ?? 'idle';
    const to = Object.fromEntries(
      order.pieceIds.flatMap((id) => {
        const p = s.pieces[id];
        return p ? [[id, { x: p.x + step.dx / 8, y: p.y + step.dy / 8 }]] : [];
      }),
    );
    return { type: 'declare', seat, skill, to };
  }
  if (order.stage === 'aro') {
    const pending = Object.entries(order.reactors).filter(([, r]) => r.status === 'pending');
    const entry = nth(pending, step.pick);
    if (!entry) return null;
    const [reactorId, r] = entry;
    const choice = ARO_CHOICES[step.choice % ARO_CHOICES.length] ?? 'pass';
    const target = nth(r.against, step.dx + 32)?.pieceId;
    return { type: 'aro', seat, reactorId, choice, ...(target ? { target } : {}) };
  }
  const dodger = nth(order.dodges, step.pick);
  if (!dodger) return null;
  const p = s.pieces[dodger];
  return step.choice % 2 === 0 || !p
    ? { type: 'dodgeMove', seat, pieceId: dodger }
    : { type: 'dodgeMove', seat, pieceId: dodger, to: { x: p.x + step.dx / 16, y: p.y + step.dy / 16 } };
}

/** A refused action: the state it was refused in, the action, and what the acting seat is told. */
interface Refusal {
  state: GameState;
  action: Action;
  violations: Violation[];
}

/**
 * Plays the steps, calling `check` on the start and after every step and `refused` on every
 * refusal; a refused action returns the very same state object.
 */
function playDeployment(
  game: Game,
  steps: DeploymentStepArb[],
  check: (s: GameState) => void,
  refused: (r: Refusal) => void = () => undefined,
): GameState {
  let s = startGame(game);
  check(s);
  for (const step of steps) {
    const action = toAction(s, step);
    if (!action) continue;
    const r = apply(s, action);
    if (r.ok) s = r.state;
    else {
      expect(r.state, `a refused ${action.type} returns the very same state`).toBe(s);
      refused({ state: s, action, violations: r.violations });
    }
    check(s);
  }
  return s;
}

/**
 * The strings `viewer` may not read anywhere, each with what it would give away: the other
 * seat's trooper and profile ids, the names no enemy model shows, the HoloMask links and the
 * written Hidden Deployment positions (as numbers, and as the log writes them).
 */
function forbiddenFor(
  s: GameState,
  viewer: Seat,
  view: View,
  revealed: ReadonlySet<string> = new Set(),
): [string, string][] {
  const enemy = otherSeat(viewer);
  // A name is public while an enemy model shows it (HoloMask shows another trooper's name), and
  // stays public once a model has shown it (a revealed trooper may later leave the table, Dead).
  const shown = new Set([
    ...revealed,
    ...view.pieces
      .filter((p) => p.owner === enemy && p.kind === 'model')
      .flatMap((p) => [p.label, p.profile?.name ?? p.label]),
  ]);
  const out: [string, string][] = [];
  for (const t of Object.values(s.troopers).filter((x) => x.owner === enemy)) {
    out.push([t.id, `enemy trooper id ${t.id}`], [t.profile.id, `enemy profile id ${t.profile.id}`]);
    if (!shown.has(t.profile.name)) out.push([t.profile.name, `${t.profile.name}, a name no model shows`]);
  }
  for (const [masked, imitated] of Object.entries(s.secrets[enemy].imitates)) {
    const name = s.troopers[masked]?.profile.name ?? masked;
    out.push(
      [masked, `the id of HoloMask trooper ${name}`],
      [imitated, `the id of the trooper ${name} imitates`],
    );
    if (!shown.has(name)) out.push([name, `${name}, the HoloMask trooper behind a model showing another`]);
  }
  // A coordinate the viewer sees on a piece of the table gives nothing away, even where a written
  // position shares it (seed 1148201903: an enemy model stood at the same y, placed from the same draw).
  const seenX = new Set(view.pieces.map((p) => String(p.x)));
  const seenY = new Set(view.pieces.map((p) => String(p.y)));
  for (const [tid, h] of Object.entries(s.secrets[enemy].hidden)) {
    for (const spot of h.spots) {
      const what = `a Hidden Deployment position of ${s.troopers[tid]?.profile.name ?? tid}`;
      if (!seenX.has(String(spot.x))) out.push([String(spot.x), `${what} (x)`]);
      if (!seenY.has(String(spot.y))) out.push([String(spot.y), `${what} (y)`]);
      out.push([`${spot.x.toFixed(1)}, ${spot.y.toFixed(1)}`, `${what} (as logged)`]);
    }
  }
  return out;
}

/** The deep scan: `viewer`'s view and log hold none of the other seat's secrets. */
function expectNoLeak(s: GameState, viewer: Seat, revealed: Set<string> = new Set()): void {
  const enemy = otherSeat(viewer);
  const view = viewFor(s, viewer);
  const text = JSON.stringify(view);
  for (const p of view.pieces) if (p.owner === enemy && p.kind === 'model') revealed.add(p.label);
  for (const [secret, what] of forbiddenFor(s, viewer, view, revealed)) {
    expect(text, `${viewer}'s view reads ${what}`).not.toContain(secret);
  }
  for (const p of view.pieces.filter((x) => x.owner === enemy)) {
    expect(p).not.toHaveProperty('real');
    expect(p).not.toHaveProperty('trooperId');
    expect(p).not.toHaveProperty('imitates');
    if (p.kind !== 'model') expect(p).not.toHaveProperty('profile');
    else {
      expect(p.profile).not.toHaveProperty('id');
      expect(JSON.stringify(p.profile ?? {})).not.toMatch(PRIVATE);
    }
  }
  expect(view.ghosts.filter((g) => g.owner !== viewer)).toEqual([]);
  expect(view.troopers.every((t) => t.owner === viewer)).toBe(true);
  expect(view.log.map((l) => l.seq)).toEqual(view.log.map((_, i) => i + 1));
  // The enemy's events read as their public text only; their private notes not at all.
  const readable = logItems(s.log).filter((e) => e.only === undefined || e.only === viewer);
  expect(view.log).toHaveLength(readable.length);
  for (const [i, e] of readable.entries()) {
    if (e.seat === enemy) expect(view.log[i]?.text).toBe(e.text);
  }
}

/**
 * A refusal tells the seat that sent the action nothing of the other seat's secrets either
 * (what the action itself named, such as an enemy trooper id, may come back).
 */
function expectNoLeakInRefusal({ state, action, violations }: Refusal): void {
  if (!('seat' in action) || !action.seat) return;
  const asked = JSON.stringify(action);
  const told = JSON.stringify(violations);
  for (const [secret, what] of forbiddenFor(state, action.seat, viewFor(state, action.seat))) {
    if (!asked.includes(secret)) {
      expect(told, `a refused ${action.type} tells ${action.seat} ${what}`).not.toContain(secret);
    }
  }
}

describe('no seat reads the other seat’s secrets in a hot-seat Deployment Phase (fast-check)', () => {
  it('after every step, the view and log hold no enemy trooper id, unshown name, link or written position', () => {
    fc.assert(
      fc.property(arbGame, arbSteps, (game, steps) => {
        // The names each seat has seen on an enemy model so far in this game.
        const revealed = { A: new Set<string>(), B: new Set<string>() };
        playDeployment(
          game,
          steps,
          (s) => {
            for (const viewer of SEATS) expectNoLeak(s, viewer, revealed[viewer]);
          },
          expectNoLeakInRefusal,
        );
      }),
      { numRuns: 200 },
    );
    // About 2–4 s here; the margin is for slower or busy machines (a timeout is not what this checks).
  }, 60_000);

  it('the scan can find what it looks for: the referee reads every name and every string the scan forbids', () => {
    fc.assert(
      fc.property(arbGame, arbSteps, (game, steps) => {
        const s = playDeployment(game, steps, () => undefined);
        const text = JSON.stringify(viewFor(s, 'referee'));
        for (const t of Object.values(s.troopers)) expect(text).toContain(t.profile.name);
        for (const seat of SEATS) {
          for (const [secret, what] of forbiddenFor(s, seat, viewFor(s, seat))) {
            expect(text, `the referee reads ${what}`).toContain(secret);
          }
        }
      }),
      { numRuns: 50 },
    );
  });
});
