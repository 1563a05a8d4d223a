// The fuzzed engine (ARCHITECTURE.md §4, §5): a fast-check model-based test of the one reducer. From
// ready-made games (every scenario's start and the states its script passes through, a hot-seat game
// already deployed, games still in the Deployment Phase, and states deep in games the walker of
// tests/walker.ts played) it plays random mixtures of legal and illegal actions, chosen against the
// current state so that many are accepted, and checks after every step: apply never throws; a refusal
// returns the very same, untouched state; the table invariants hold (no overlapping bases, Holoecho and
// Decoy groups consistent with their real piece, no negative Order count, every piece linked to one
// trooper of its owner); neither seat's view holds the other seat's secrets. At the end of each game,
// replaying the accepted actions from the set-up and seed gives the identical state (a game is set-up
// + actions). Whole games the walker plays are checked the same way, step by step. Whether every game
// can go on to its end is the liveness property's (liveness.test.ts), which walks far more actions
// than these checks could afford.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allowedForms,
  hasSkill,
  otherSeat,
  type DeploymentForm,
  type Point,
  type Seat,
} from '../rules/index.ts';
import {
  actingSeat,
  apply,
  endStepProblem,
  newGame,
  reserveOf,
  viewFor,
  type Action,
  type GameSetup,
  type GameState,
  type View,
} from './index.ts';
import { ROSTER, findProfile, type Scenario } from '../content/index.ts';
import { SCENARIOS } from '../content/scenarioLibrary.ts';
import { playScript } from '../content/scenarios.ts';
import { IMMOBILIZED_A } from './replace.ts';
import { hasReplicas } from './pieces.ts';
import { deployRoster, endStep, hotSeat, rosterId } from '../../tests/engineFixtures.ts';
import { walkGame } from '../../tests/walker.ts';
import { RULES_EDITION } from './index.ts';

const SEATS: readonly Seat[] = ['A', 'B'];
/**
 * The fast-check seed (fixed, so CI replays the same games) and a multiplier of the number of games.
 * A longer local hunt: `FUZZ_SEED=7 FUZZ_SCALE=10 npx vitest run --project unit src/engine/fuzz.test.ts`.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 42);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
/** Per test: a second or two when all is well, but shrinking a failure replays games for minutes. */
const TIMEOUT = 600_000 * SCALE;
const ARO_CHOICES = ['pass', 'delay', 'discover', 'bsAttack', 'dodge', 'lookOut', 'reset'] as const;
const PLAIN_SKILLS = ['idle', 'dodge', 'reset', 'lookOut'] as const;
const REENTER = ['reenterCamouflage', 'reenterImpersonation', 'reenterHoloecho', 'cybermask'] as const;
const ALL_FORMS: readonly DeploymentForm[] = ['model', 'CAMO', 'IMP-1', 'IMP-2', 'Holoecho', 'Decoy'];
/** Two bases may touch (Silhouette contact) but not overlap by more than this, in inches. */
const OVERLAP_TOLERANCE = 0.02;

/** Where a game starts: its set-up and seed, the actions that led there, and the state they give. */
interface Start {
  name: string;
  setup: GameSetup;
  seed: number;
  prelude: Action[];
  state: GameState;
  /** The names each seat's models have shown during the prelude (a revealed trooper may hide again). */
  shown?: Record<Seat, string[]>;
}

/** One random step, drawn up front so that fast-check can shrink the whole game. */
interface Choice {
  /**
   * 0–15: an action of the awaited seat (while deploying, 0–11 deploy or end the step and 12–15 adjust
   * what was placed); 16–17: an action of the other seat; 18–19: garbage.
   */
  lane: number;
  /** Which candidate of the lane. */
  pick: number;
  /** A second choice: a form, an ARO, a target, a real piece. */
  k: number;
  /** A direction (0–1 of a turn) and a distance (0–1 of the lane's range). */
  angle: number;
  dist: number;
  flag: boolean;
}

const arbChoice: fc.Arbitrary<Choice> = fc.record({
  lane: fc.nat({ max: 19 }),
  pick: fc.nat(),
  k: fc.nat(),
  angle: fc.integer({ min: 0, max: 3599 }).map((n) => n / 3600),
  dist: fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000),
  flag: fc.boolean(),
});

function nth<T>(xs: readonly T[], n: number): T | undefined {
  return xs.length ? xs[n % xs.length] : undefined;
}

/** Rounds to a thousandth of an inch (and turns −0 into 0, so saved games read back the same). */
function r3(v: number): number {
  return Math.round(v * 1000) / 1000 + 0;
}

/** A point `dist × range` inches from `p` in the choice's direction (the n-th piece turns a bit further). */
function offset(p: Point, c: Choice, range: number, n = 0): Point {
  const a = (c.angle + n * 0.37) * 2 * Math.PI;
  const d = c.dist * range;
  return { x: r3(p.x + d * Math.cos(a)), y: r3(p.y + d * Math.sin(a)) };
}

function piecesOf(s: GameState, owner: Seat): string[] {
  return s.pieceOrder.filter((id) => s.pieces[id]?.owner === owner);
}

function troopersOf(s: GameState, owner: Seat): string[] {
  return Object.values(s.troopers)
    .filter((t) => t.owner === owner)
    .map((t) => t.id);
}

/** A point in the seat's Deployment Zone (or, with `anywhere`, on the whole table). */
function deployPoint(s: GameState, seat: Seat, c: Choice, anywhere: boolean): Point {
  const { width, depth, zoneDepth } = s.setup.table;
  // Far enough from the edges for the largest base (S4, or a 40 mm token).
  const x = 1.2 + c.angle * (width - 2.4);
  if (anywhere) return { x: r3(x), y: r3(1.2 + c.dist * (depth - 2.4)) };
  const y = 1.2 + c.dist * (zoneDepth - 2.4);
  return { x: r3(x), y: r3(seat === 'A' ? y : depth - y) };
}

/**
 * Actions of the Deployment Phase for `seat` (RULES.md §11.2, §10.2–§10.6): mostly deploying a reserve
 * trooper or ending the step, sometimes adjusting what was placed in it (move, turn, real piece, take back).
 */
function deploymentActions(s: GameState, seat: Seat, c: Choice): Action[] {
  const mine = Object.values(s.troopers).filter((t) => t.owner === seat);
  if (c.lane % 16 < 12) {
    const out: Action[] = reserveOf(s, seat).map((t): Action => {
      const forms = c.k % 11 === 0 ? ALL_FORMS : allowedForms(t.profile);
      const form = nth(forms, c.k) ?? 'model';
      const hidden = c.flag && hasSkill(t.profile, 'HiddenDeployment') !== undefined;
      const masks = mine.filter((o) => o.id !== t.id && o.profile.s === t.profile.s);
      const imitated = !c.flag && hasSkill(t.profile, 'HoloMask') ? nth(masks, c.k >> 2) : undefined;
      return {
        type: 'deploy',
        seat,
        trooperId: t.id,
        form,
        at: deployPoint(s, seat, c, form.startsWith('IMP') && c.k % 3 === 0),
        facing: r3(c.angle * 360),
        ...(c.k % 5 === 1 ? { real: (c.k >> 3) % 3 } : {}),
        ...(hidden ? { hidden: true } : {}),
        ...(imitated ? { imitates: imitated.id } : {}),
        ...(imitated && form === 'Holoecho' && c.k % 2 === 0 ? { decoysAsModels: true } : {}),
      };
    });
    // Ending the step: once allowed, as likely as everything else together.
    const end: Action = { type: 'endDeployment', seat };
    return endStepProblem(s, seat) === null ? [...out, ...out.map(() => end), end] : [...out, end];
  }
  const out: Action[] = [];
  for (const t of mine.filter((x) => x.form !== null)) {
    out.push(
      c.k % 4 === 0
        ? { type: 'withdrawTrooper', seat, trooperId: t.id }
        : { type: 'setReal', seat, trooperId: t.id, real: c.k % 3 },
    );
    if (t.id in s.secrets[seat].hidden) {
      out.push({
        type: 'moveHidden',
        seat,
        trooperId: t.id,
        index: c.k % 3,
        to: deployPoint(s, seat, c, false),
      });
    }
  }
  for (const id of piecesOf(s, seat)) {
    const p = s.pieces[id];
    if (!p) continue;
    out.push(
      c.flag
        ? { type: 'movePiece', seat, pieceId: id, to: offset(p, c, 3), limit: 'free' }
        : { type: 'rotatePiece', seat, pieceId: id, facing: r3(c.angle * 360) },
    );
  }
  return out;
}

/** Actions of a Player Turn for `seat` (RULES.md §5.3, §6, §7, §10, §12). */
function turnActions(s: GameState, seat: Seat, c: Choice): Action[] {
  if (s.phase.kind !== 'turn') return [];
  const replacing = s.replacements?.[0];
  if (replacing) {
    const { old } = replacing;
    const a = c.angle * 2 * Math.PI;
    const rim = { x: r3(old.x + old.r * Math.cos(a)), y: r3(old.y + old.r * Math.sin(a)) };
    const facing = c.flag ? {} : { facing: replacing.keepFacing ?? r3(c.angle * 360) };
    return [
      { type: 'replace', seat, pieceId: replacing.pieceId, mode: 'centre', ...facing },
      { type: 'replace', seat, pieceId: replacing.pieceId, mode: { edgeToward: rim }, ...facing },
    ];
  }
  const alert = s.alerts?.[0];
  if (alert) {
    return [
      ...alert.pieceIds.map((pieceId): Action => ({
        type: 'alertTurn',
        seat,
        pieceId,
        facing: r3(c.angle * 360),
      })),
      { type: 'alertDone', seat },
      { type: 'alertDone', seat },
    ];
  }
  const enemy = piecesOf(s, otherSeat(seat));
  const order = s.phase.order;
  if (!order) {
    const own = piecesOf(s, seat);
    const out: Action[] = [
      ...own.flatMap((pieceId): Action[] => [
        { type: 'activate', seat, pieceId },
        { type: 'activate', seat, pieceId },
      ]),
      ...enemy.map((pieceId): Action => ({ type: 'activate', seat, pieceId })),
      ...Object.keys(s.secrets[seat].hidden).map((trooperId): Action => ({
        type: 'activateHidden',
        seat,
        trooperId,
        asCamo: c.flag,
      })),
      ...own.map((pieceId): Action => ({ type: 'holoechoOn', seat, pieceId })),
      { type: 'endTurn', seat },
    ];
    return out;
  }
  if (order.stage === 'first' || order.stage === 'second') {
    const together: Record<string, Point> = {};
    const apart: Record<string, Point> = {};
    for (const [i, id] of order.pieceIds.entries()) {
      const p = s.pieces[id];
      if (!p) continue;
      together[id] = offset(p, c, 5.5);
      apart[id] = offset(p, c, 5.5, i);
    }
    return [
      { type: 'declare', seat, skill: 'move', to: together },
      { type: 'declare', seat, skill: 'move', to: together },
      { type: 'declare', seat, skill: 'move', to: apart },
      { type: 'declare', seat, skill: 'cautiousMove', to: together },
      ...PLAIN_SKILLS.map((skill): Action => ({ type: 'declare', seat, skill })),
      ...REENTER.map((skill): Action => ({ type: 'declare', seat, skill })),
      ...enemy.flatMap((target): Action[] => [
        { type: 'declare', seat, skill: 'discover', target },
        { type: 'declare', seat, skill: 'bsAttack', target },
      ]),
    ];
  }
  if (order.stage === 'aro') {
    const choice = ARO_CHOICES[c.k % ARO_CHOICES.length] ?? 'pass';
    const target = c.flag ? undefined : nth(order.pieceIds, c.k >> 3);
    const keys = Object.entries(order.reactors)
      .filter(([, r]) => r.status === 'pending' || c.k % 7 === 0)
      .map(([key]) => key);
    return [
      ...keys.flatMap((reactorId): Action[] => [
        { type: 'aro', seat, reactorId, choice, ...(target !== undefined ? { target } : {}) },
        { type: 'aro', seat, reactorId, choice: 'pass' },
      ]),
      { type: 'endAros', seat },
    ];
  }
  return order.dodges.flatMap((pieceId): Action[] => {
    const p = s.pieces[pieceId];
    return [
      { type: 'dodgeMove', seat, pieceId },
      ...(p ? [{ type: 'dodgeMove' as const, seat, pieceId, to: offset(p, c, 2.5) }] : []),
    ];
  });
}

function legalish(s: GameState, seat: Seat, c: Choice): Action[] {
  if (s.phase.kind === 'deployment') return deploymentActions(s, seat, c);
  if (s.phase.kind === 'turn') return turnActions(s, seat, c);
  return [{ type: 'endTurn', seat }];
}

/**
 * Nonsense a saved file or a confused client could send: unknown and inherited ids, enemy ids,
 * the other seat's secrets guessed at, coordinates a million inches away, and objects that are no
 * action at all (cast to Action: the reducer must refuse them, not throw).
 */
function garbage(s: GameState, seat: Seat, c: Choice): Action[] {
  const piece = nth(s.pieceOrder, c.pick) ?? 'pnobody';
  const trooper = nth(Object.keys(s.troopers), c.pick) ?? 'tnobody';
  const enemyTrooper = nth(troopersOf(s, otherSeat(seat)), c.k) ?? 'tnobody';
  const far = { x: 1e6, y: -1e6 };
  const odd = nth(['__proto__', 'constructor', 'toString', 'hasOwnProperty', '', 'pnobody'], c.k) ?? '';
  const malformed: unknown[] = [
    null,
    {},
    'endTurn',
    { type: 'activate' },
    { type: 'activate', seat: 'C', pieceId: piece },
    { type: 'activate', seat, pieceId: 42 },
    { type: 'declare', seat, skill: 'fly' },
    { type: 'aro', seat, reactorId: piece, choice: 'shout' },
    { type: 'deploy', seat, trooperId: trooper, form: 'model', at: { x: 'a', y: 2 }, facing: 0 },
    {
      type: 'deploy',
      seat,
      trooperId: trooper,
      form: 'Holoecho',
      at: far,
      facing: 0,
      extras: [far, far, far],
    },
    { type: 'setReal', seat, trooperId: trooper, real: 1.5 },
    { type: 'dodgeMove', seat, pieceId: piece, to: { x: 1 } },
    { type: 'declare', seat, skill: 'move', to: JSON.parse('{"__proto__": {"x": 1, "y": 1}}') as unknown },
  ];
  const silly: Action[] = [
    { type: 'activate', seat, pieceId: odd },
    { type: 'activate', seat, pieceId: trooper },
    { type: 'activateHidden', seat, trooperId: enemyTrooper },
    { type: 'activateHidden', seat, trooperId: odd, asCamo: true },
    { type: 'declare', seat, skill: 'move', to: { [piece]: far } },
    { type: 'declare', seat, skill: 'move', to: { pnobody: { x: 1, y: 1 } } },
    { type: 'declare', seat, skill: 'cautiousMove', to: { [odd]: { x: 1, y: 1 } } },
    { type: 'declare', seat, skill: 'bsAttack', target: odd },
    { type: 'declare', seat, skill: 'discover', target: trooper },
    { type: 'aro', seat, reactorId: `hidden:${enemyTrooper}`, choice: 'bsAttack' },
    { type: 'aro', seat, reactorId: odd, choice: 'pass' },
    { type: 'aro', seat, reactorId: piece, choice: 'dodge', target: odd },
    { type: 'endAros', seat },
    { type: 'dodgeMove', seat, pieceId: piece, to: far },
    { type: 'replace', seat, pieceId: piece, mode: { edgeToward: far }, facing: 1e6 },
    { type: 'replace', seat, pieceId: odd, mode: 'centre' },
    { type: 'alertTurn', seat, pieceId: piece, facing: 1e6 },
    { type: 'alertDone', seat },
    { type: 'holoechoOn', seat, pieceId: odd },
    { type: 'endTurn', seat },
    { type: 'endDeployment', seat },
    { type: 'deploy', seat, trooperId: trooper, form: 'model', at: far, facing: 1e6 },
    { type: 'deploy', seat, trooperId: enemyTrooper, form: 'CAMO', at: { x: 24, y: 6 }, facing: 90 },
    { type: 'deploy', seat, trooperId: trooper, form: 'Decoy', at: { x: 24, y: 6 }, facing: 0, real: 2 },
    { type: 'deploy', seat, trooperId: trooper, form: 'model', at: { x: 3, y: 3 }, facing: 0, imitates: odd },
    { type: 'withdrawTrooper', seat, trooperId: enemyTrooper },
    { type: 'setReal', seat, trooperId: trooper, real: 2 },
    { type: 'moveHidden', seat, trooperId: enemyTrooper, index: 0, to: far },
    {
      type: 'deployTrooper',
      seat,
      profileId: 'line-trooper',
      profile: findProfile('line-trooper'),
      form: 'model',
      at: { x: 24, y: 6 },
      facing: 0,
    },
    { type: 'movePiece', seat, pieceId: piece, to: far, limit: 'free' },
    { type: 'movePiece', pieceId: piece, to: { x: 24, y: 24 }, limit: 'mov' },
    { type: 'rotatePiece', seat, pieceId: piece, facing: 1e6 },
    { type: 'removeTrooper', seat, pieceId: piece },
    {
      type: 'addScenery',
      name: 'Crate',
      height: 'low',
      polygon: [
        { x: 1, y: 1 },
        { x: 2, y: 1 },
        { x: 2, y: 2 },
      ],
    },
    { type: 'removeScenery', id: odd },
  ];
  return [...silly, ...(malformed as Action[])];
}

/** The action a choice stands for in this state, or null when its lane has nothing to offer. */
function actionFor(s: GameState, c: Choice): Action | null {
  const acting = actingSeat(s) ?? 'A';
  if (c.lane >= 18) return nth(garbage(s, c.flag ? acting : otherSeat(acting), c), c.pick) ?? null;
  const seat = c.lane >= 16 ? otherSeat(acting) : acting;
  return nth(legalish(s, seat, c), c.pick) ?? null;
}

/** Throws with the step's context when an invariant fails (fast-check then shrinks the game). */
function must(ok: boolean, what: () => string): void {
  if (!ok) throw new Error(what());
}

/** The table invariants (ARCHITECTURE.md §3, RULES.md §1.4, §5.1, §10). */
function checkInvariants(s: GameState): void {
  const ids = Object.keys(s.pieces);
  must(
    s.pieceOrder.length === ids.length && new Set(s.pieceOrder).size === ids.length,
    () => `pieceOrder ${JSON.stringify(s.pieceOrder)} does not list the pieces ${JSON.stringify(ids)}`,
  );
  const { width, depth } = s.setup.table;
  // A revealed model waiting for its owner's placement stands centre on centre meanwhile (RULES.md §12).
  const placing = new Set((s.replacements ?? []).map((r) => r.pieceId));
  const pieces = s.pieceOrder.map((id) => {
    const p = s.pieces[id];
    if (!p) throw new Error(`pieceOrder names ${id}, which is not a piece`);
    must(p.id === id, () => `piece ${id} calls itself ${p.id}`);
    must(
      p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= depth,
      () => `piece ${id} stands off the table at (${String(p.x)}, ${String(p.y)})`,
    );
    const tid = s.secrets[p.owner].trooperOfPiece[id];
    const t = tid === undefined ? undefined : s.troopers[tid];
    must(t?.owner === p.owner, () => `piece ${id} of ${p.owner} is linked to no trooper of ${p.owner}`);
    must(t?.form !== null, () => `piece ${id} stands for trooper ${String(tid)}, which is in reserve`);
    must(
      !(tid !== undefined && tid in s.secrets[p.owner].hidden),
      () => `trooper ${String(tid)} is in Hidden Deployment yet has piece ${id} on the table`,
    );
    return p;
  });
  for (const [i, a] of pieces.entries()) {
    if (a.tokens.includes(IMMOBILIZED_A) || placing.has(a.id)) continue;
    for (const b of pieces.slice(i + 1)) {
      if (b.tokens.includes(IMMOBILIZED_A) || placing.has(b.id)) continue;
      const gap = Math.hypot(a.x - b.x, a.y - b.y) - (a.r + b.r);
      must(
        gap >= -OVERLAP_TOLERANCE,
        () => `the bases of ${a.id} (${a.kind}) and ${b.id} (${b.kind}) overlap by ${(-gap).toFixed(3)}"`,
      );
    }
  }
  for (const seat of SEATS) {
    const secrets = s.secrets[seat];
    for (const pid of Object.keys(secrets.trooperOfPiece)) {
      must(
        s.pieces[pid]?.owner === seat,
        () => `${seat} links piece ${pid}, which is not its piece on the table`,
      );
    }
    for (const tid of Object.keys(secrets.hidden)) {
      must(s.troopers[tid]?.owner === seat, () => `${seat} hides ${tid}, which is not its trooper`);
    }
  }
  for (const t of Object.values(s.troopers)) {
    const group = s.pieceOrder.filter((id) => s.secrets[t.owner].trooperOfPiece[id] === t.id);
    if (t.form === null)
      must(group.length === 0, () => `trooper ${t.id} is in reserve with pieces on the table`);
    if (group.length > 1) {
      const real = s.secrets[t.owner].realPieceOf[t.id];
      // A Decoy user in Marker form has its replicas too (D47).
      must(
        t.form === 'Holoecho' || hasReplicas(t),
        () => `trooper ${t.id} (${String(t.form)}) has ${String(group.length)} pieces`,
      );
      must(
        real !== undefined && group.includes(real),
        () =>
          `${String(t.form)} trooper ${t.id}: its real piece ${String(real)} is not among ${group.join(', ')}`,
      );
      must(group.length <= 3, () => `trooper ${t.id} has ${String(group.length)} pieces`);
    }
  }
  if (s.phase.kind === 'turn') {
    const { regular, irregular } = s.phase.orders;
    must(regular >= 0 && Number.isInteger(regular), () => `the Order pool is ${String(regular)}`);
    for (const [tid, n] of Object.entries(irregular)) {
      must(n >= 0 && Number.isInteger(n), () => `trooper ${tid} has ${String(n)} Irregular Orders`);
    }
  }
}

/**
 * Neither seat's view holds the other seat's secrets (RULES.md §10.7): no enemy trooper id (so no
 * `hidden:` ARO key of the other seat either), no name of an enemy trooper that no model has shown in
 * this game, no private field on an enemy piece, no enemy ghost or roster entry. `shown` collects, per
 * viewer, the names enemy models have shown so far (a revealed trooper may go back to a marker, and a
 * HoloMask model shows another trooper's name).
 */
function checkViews(
  s: GameState,
  shown: Record<Seat, Set<string>>,
  look: (s: GameState, viewer: Seat) => View = viewFor,
): void {
  for (const viewer of SEATS) {
    const enemy = otherSeat(viewer);
    const view = look(s, viewer);
    const text = JSON.stringify(view);
    for (const p of view.pieces) {
      if (p.owner !== enemy) continue;
      if (p.kind === 'model') shown[viewer].add(p.label).add(p.profile?.name ?? p.label);
      must(
        !('trooperId' in p || 'real' in p || 'imitates' in p),
        () => `${viewer} reads a private field of enemy piece ${p.id}`,
      );
      must(
        p.kind === 'model' || p.profile === undefined,
        () => `${viewer} reads the profile of marker ${p.id}`,
      );
    }
    const own = new Set(
      Object.values(s.troopers)
        .filter((t) => t.owner === viewer)
        .map((t) => t.profile.name),
    );
    for (const t of Object.values(s.troopers)) {
      if (t.owner !== enemy) continue;
      must(!text.includes(t.id), () => `${viewer}'s view holds enemy trooper id ${t.id} (${t.profile.name})`);
      // A trooper that left the table (Dead) was revealed first, maybe within the very step that killed it.
      const hidden = t.id in s.secrets[enemy].hidden;
      const onTable = s.pieceOrder.some((id) => s.secrets[enemy].trooperOfPiece[id] === t.id);
      const name = t.profile.name;
      if ((t.form === null || hidden || onTable) && !shown[viewer].has(name) && !own.has(name)) {
        must(!text.includes(name), () => `${viewer}'s view holds ${name}, a name no enemy model has shown`);
      }
    }
    must(
      view.ghosts.every((g) => g.owner === viewer) && view.troopers.every((t) => t.owner === viewer),
      () => `${viewer} reads an enemy ghost or roster entry`,
    );
    const reactors = view.phase.order?.reactors ?? [];
    if (s.phase.kind === 'turn' && s.phase.active === viewer) {
      must(
        reactors.every((r) => !r.id.startsWith('hidden:') && r.hidden === undefined),
        () => `${viewer}, the active seat, reads a Hidden Deployment ARO of the other seat`,
      );
    }
  }
}

/** What the whole file did: actions applied and accepted, and the starts and phases it played. */
const tally = { applied: 0, accepted: 0, starts: new Set<string>(), reached: new Set<string>() };

/** An action's type, or what was sent instead of an action. */
function label(a: unknown): string {
  if (a === null || typeof a !== 'object') return JSON.stringify(a);
  return 'type' in a && typeof a.type === 'string' ? a.type : 'malformed';
}

/**
 * Plays the choices from a start and checks everything after every step; returns the accepted
 * actions and the final state.
 */
function play(start: Start, choices: readonly Choice[]): { accepted: Action[]; state: GameState } {
  let s = start.state;
  const accepted: Action[] = [];
  const shown: Record<Seat, Set<string>> = { A: new Set(start.shown?.B), B: new Set(start.shown?.A) };
  checkInvariants(s);
  checkViews(s, shown);
  for (const [i, c] of choices.entries()) {
    if (s.phase.kind === 'over') break;
    const action = actionFor(s, c);
    if (action === null) continue;
    const where = () => `${start.name}, step ${String(i + 1)} (${label(action)} ${JSON.stringify(action)})`;
    const before = JSON.stringify(s);
    let r: ReturnType<typeof apply>;
    try {
      r = apply(s, action);
    } catch (e) {
      throw new Error(`apply threw at ${where()}: ${String(e)}`, { cause: e });
    }
    tally.applied++;
    must(JSON.stringify(s) === before, () => `apply changed its input state at ${where()}`);
    if (!r.ok) {
      must(r.state === s, () => `a refusal returned another state object at ${where()}`);
      must(r.violations.length > 0, () => `a refusal gave no violation at ${where()}`);
      continue;
    }
    tally.accepted++;
    tally.reached.add(
      r.state.phase.kind === 'turn' ? `turn:${r.state.phase.order?.stage ?? 'no order'}` : r.state.phase.kind,
    );
    if (r.state.replacements) tally.reached.add('replacement');
    if (r.state.alerts) tally.reached.add('alert');
    accepted.push(action);
    s = r.state;
    try {
      checkInvariants(s);
      checkViews(s, shown);
    } catch (e) {
      throw new Error(`after ${where()}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
  }
  return { accepted, state: s };
}

/** Replays set-up + seed + the prelude + the accepted actions, read back from JSON as a saved game would be. */
function replay(start: Start, accepted: readonly Action[]): GameState {
  const actions = JSON.parse(JSON.stringify([...start.prelude, ...accepted])) as Action[];
  let s = newGame(start.setup, start.seed);
  for (const [i, a] of actions.entries()) {
    const r = apply(s, a);
    if (!r.ok) {
      throw new Error(
        `replay refused action ${String(i + 1)} (${a.type}): ${r.violations.map((v) => v.message).join(' ')}`,
      );
    }
    s = r.state;
  }
  return s;
}

/** A scenario after its prelude and the first `steps` steps of its script. */
function scenarioAt(scenario: Scenario, steps: number): Start {
  const played = playScript(scenario, steps);
  if (played.problem) throw new Error(`${scenario.id} step ${String(steps)}: ${played.problem}`);
  return {
    name: `${scenario.id} after ${String(steps)} script steps`,
    setup: scenario.setup,
    seed: scenario.seed,
    prelude: played.actions,
    state: played.state,
  };
}

function fromActions(name: string, first: GameState, actions: readonly Action[], seed: number): Start {
  let s = first;
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`${name}: ${a.type} refused: ${r.violations.map((v) => v.message).join(' ')}`);
    s = r.state;
  }
  return { name, setup: first.setup, seed, prelude: [...actions], state: s };
}

/**
 * A hot-seat game with one trooper of nearly every kind, deployed in every marker form and ready for
 * round 1: CAMO, IMP-1, IMP-2, Holoecho (one of them HoloMasked), Decoy, Hidden Deployment, an S4.
 */
function deployedHotSeat(): Start {
  const seed = 11;
  const g = hotSeat(
    {
      A: ['camo-sniper', 'impersonator', 'holoprojector', 'decoy-user', 'line-trooper', 'heavy-s4'],
      B: ['veil-stalker', 'impersonator', 'holoprojector', 'decoy-scout', 'field-officer', 'chain-trooper'],
    },
    'A',
    seed,
  );
  const a = (name: string) => rosterId(g, 'A', name);
  const b = (name: string) => rosterId(g, 'B', name);
  const actions: Action[] = [
    deployRoster('A', a('Camo Sniper'), 'CAMO', 10, 8),
    deployRoster('A', a('Mask Infiltrator'), 'IMP-2', 16, 10),
    deployRoster('A', a('Echo Operative'), 'Holoecho', 24, 8),
    deployRoster('A', a('Lure Specialist'), 'Decoy', 34, 8),
    deployRoster('A', a('Line Trooper'), 'model', 40, 4),
    endStep('A'),
    deployRoster('B', b('Veil Stalker'), 'model', 20, 40, { hidden: true }),
    deployRoster('B', b('Mask Infiltrator'), 'IMP-1', 28, 38),
    deployRoster('B', b('Echo Operative'), 'Holoecho', 12, 40, { imitates: b('Assault Trooper') }),
    deployRoster('B', b('Lure Scout'), 'Decoy', 36, 40, { real: 1 }),
    deployRoster('B', b('Assault Trooper'), 'model', 44, 44),
    endStep('B'),
    deployRoster('A', a('Bulwark Walker'), 'model', 4, 6),
    endStep('A'),
    deployRoster('B', b('Field Officer'), 'model', 6, 42),
    endStep('B'),
  ];
  return fromActions('a deployed hot-seat game', g, actions, seed);
}

/**
 * A hot-seat game still in its Deployment Phase, on a small table where everything soon meets:
 * every marker skill in both rosters (names told apart by seat), printed 40 mm marker tokens (so
 * revealed models are replaced, RULES.md §12), and the reactive seat asked after every declaration.
 */
function smallTableDeployment(firstDeployer: Seat, seed: number): Start {
  const ids: Record<Seat, string[]> = {
    A: ['camo-sniper', 'veil-stalker', 'impersonator', 'holoprojector', 'decoy-user', 'holo-lurker'],
    B: ['heavy-s4', 'decoy-scout', 'holoprojector', 'impersonator', 'field-officer', 'camo-sniper'],
  };
  const roster = (seat: Seat) =>
    ids[seat].map((id) => {
      const p = ROSTER.find((x) => x.id === id);
      if (!p) throw new Error(`no profile ${id}`);
      return { ...structuredClone(p), name: `${p.name} ${seat}` };
    });
  const setup: GameSetup = {
    table: { width: 32, depth: 24, zoneDepth: 6 },
    scenery: [],
    game: {
      rosters: { A: roster('A'), B: roster('B') },
      firstDeployer,
      rules: RULES_EDITION,
      pins: {},
      rounds: 2,
      askEveryDeclaration: true,
      markerTokens: 'fixed40',
    },
  };
  return {
    name: `a small-table deployment (${firstDeployer} first)`,
    setup,
    seed,
    prelude: [],
    state: newGame(setup, seed),
  };
}

/** A scenario's own set-up still in its Deployment Phase (its rosters deployed at random). */
function scenarioDeployment(scenario: Scenario): Start {
  return {
    name: `${scenario.id} from the Deployment Phase`,
    setup: scenario.setup,
    seed: scenario.seed,
    prelude: [],
    state: newGame(scenario.setup, scenario.seed),
  };
}

/** What waits in a state, as the walker's starts are told apart: a placement, an Alert, an Order's stage. */
function waitingFor(s: GameState): string | null {
  if (s.replacements) return 'a placement';
  if (s.alerts) return 'an Alert';
  if (s.endProposedBy) return 'an answer to end the game';
  const stage = s.phase.kind === 'turn' ? s.phase.order?.stage : undefined;
  return stage ? `the Order's ${stage} step` : null;
}

/**
 * Starts from games the walker played to their end (tests/walker.ts: random marker-play set-ups, legal
 * actions only): in each game, the first state where each kind of step waits, so the fuzz also plays on
 * from deep in a game, where a placement, an Alert or a Dodge move is owed.
 */
function walkerStarts(seeds: readonly number[]): Start[] {
  return seeds.flatMap((seed) => {
    const found = new Map<string, { index: number; state: GameState; shown: Record<Seat, string[]> }>();
    const shown: Record<Seat, Set<string>> = { A: new Set(), B: new Set() };
    const walk = walkGame(seed, {
      onStep: (step, _before, index) => {
        for (const p of Object.values(step.state.pieces)) if (p.shows) shown[p.owner].add(p.shows.name);
        const what = waitingFor(step.state);
        if (what && !found.has(what)) {
          found.set(what, {
            index: index + 1,
            state: step.state,
            shown: { A: [...shown.A], B: [...shown.B] },
          });
        }
      },
    });
    return [...found].map(([what, { index, state, shown: names }]) => ({
      name: `walker game ${String(seed)} at ${what}, after ${String(index)} actions`,
      setup: walk.setup,
      seed,
      prelude: walk.actions.slice(0, index),
      state,
      shown: names,
    }));
  });
}

const arbChoices = (max: number) => fc.array(arbChoice, { minLength: 1, maxLength: max, size: 'max' });

/** Plays one game and checks the replay. */
function property(start: Start, choices: readonly Choice[]): void {
  tally.starts.add(start.name);
  const { accepted, state } = play(start, choices);
  expect(
    replay(start, accepted),
    `${start.name}: replaying ${String(accepted.length)} accepted actions`,
  ).toEqual(state);
}

/** The value, or a failed test naming what was missing. */
function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the test needs ${what}`);
  return value;
}

/** Random actions (up to `steps`) from one of `starts`, `runs` times, checking the property each time. */
function fuzzFrom(starts: readonly (Start | undefined)[], steps: number, runs: number): void {
  fc.assert(
    fc.property(fc.nat({ max: starts.length - 1 }), arbChoices(steps), (k, choices) => {
      property(need(starts[k], `start ${String(k)}`), choices);
    }),
    { seed: SEED, numRuns: runs, unbiased: true, endOnFailure: process.env.FUZZ_NO_SHRINK === '1' },
  );
}

describe('the fuzzed engine (fast-check, model-based)', () => {
  it.each(SCENARIOS.map((s) => [s.id, s] as const))(
    'scenario %s: from its start or any point of its script, random actions keep every invariant',
    (_id, scenario) => {
      const starts = Array.from({ length: scenario.script.length + 1 }, (_, k) => scenarioAt(scenario, k));
      fuzzFrom(starts, 120, 20 * SCALE);
    },
    TIMEOUT,
  );

  it(
    'a hot-seat game deployed with every marker form, played for its three rounds',
    () => {
      const start = deployedHotSeat();
      fc.assert(
        fc.property(arbChoices(200), (choices) => {
          property(start, choices);
        }),
        { seed: SEED, numRuns: 20 * SCALE, unbiased: true, endOnFailure: process.env.FUZZ_NO_SHRINK === '1' },
      );
    },
    TIMEOUT,
  );

  it(
    'hot-seat games from the Deployment Phase: random deployments, then the turns',
    () => {
      const starts = [
        smallTableDeployment('A', 3),
        smallTableDeployment('B', 5),
        ...SCENARIOS.map(scenarioDeployment),
      ];
      fuzzFrom(starts, 200, 40 * SCALE);
    },
    TIMEOUT,
  );

  it(
    'from deep in games the walker played: random actions keep every invariant',
    () => {
      const starts = walkerStarts(Array.from({ length: 4 * SCALE }, (_, i) => 1 + i));
      fuzzFrom(starts, 120, 20 * SCALE);
    },
    TIMEOUT,
  );

  it(
    'games the walker plays to their end keep every invariant, leak nothing and replay',
    () => {
      for (const seed of Array.from({ length: 4 * SCALE }, (_, i) => 1001 + i)) {
        const shown: Record<Seat, Set<string>> = { A: new Set(), B: new Set() };
        const walk = walkGame(seed, {
          onStep: (step, _before, index) => {
            tally.applied += 1 + step.refused.length;
            tally.accepted++;
            try {
              checkInvariants(step.state);
              checkViews(step.state, shown);
            } catch (e) {
              throw new Error(
                `walker game ${String(seed)}, action ${String(index)} (${JSON.stringify(step.action)}): ${e instanceof Error ? e.message : String(e)}`,
                { cause: e },
              );
            }
          },
        });
        expect(walk.stuck, `walker game ${String(seed)}`).toBeUndefined();
        const start: Start = {
          name: `walker game ${String(seed)}`,
          setup: walk.setup,
          seed,
          prelude: [],
          state: walk.state,
        };
        expect(replay(start, walk.actions), start.name).toEqual(walk.state);
      }
    },
    TIMEOUT,
  );

  it('the checks find what they look for: a broken table, a negative Order count, a leaking view', () => {
    const good = deployedHotSeat().state;
    checkInvariants(good);
    checkViews(good, { A: new Set(), B: new Set() });
    const broken = (change: (s: GameState) => void) => () => {
      const s = structuredClone(good);
      change(s);
      checkInvariants(s);
    };
    const piece = (s: GameState, i: number) => need(s.pieces[s.pieceOrder[i] ?? ''], `piece ${String(i)}`);
    const groupOf = (s: GameState, name: string) => {
      const t = need(
        Object.values(s.troopers).find((x) => x.owner === 'A' && x.profile.name === name),
        name,
      );
      return { t, ids: s.pieceOrder.filter((id) => s.secrets.A.trooperOfPiece[id] === t.id) };
    };
    expect(
      broken((s) => {
        const [a, b] = [piece(s, 0), piece(s, 1)];
        b.x = a.x + 0.1;
        b.y = a.y;
      }),
    ).toThrow(/overlap/);
    expect(
      broken((s) => {
        if (s.phase.kind === 'turn') s.phase.orders.regular = -1;
      }),
    ).toThrow(/Order pool/);
    expect(
      broken((s) => {
        const p = piece(s, 0);
        s.secrets[p.owner].trooperOfPiece = Object.fromEntries(
          Object.entries(s.secrets[p.owner].trooperOfPiece).filter(([id]) => id !== p.id),
        );
      }),
    ).toThrow(/linked to no trooper/);
    expect(
      broken((s) => {
        s.secrets.A.realPieceOf[groupOf(s, 'Echo Operative').t.id] = 'pnobody';
      }),
    ).toThrow(/real piece/);
    expect(
      broken((s) => {
        const { t, ids } = groupOf(s, 'Echo Operative');
        const extra = { ...need(s.pieces[ids[1] ?? ''], 'a Holoecho'), id: 'pextra1', x: 46, y: 46 };
        s.pieces[extra.id] = extra;
        s.pieceOrder.push(extra.id);
        s.secrets.A.trooperOfPiece[extra.id] = t.id;
      }),
    ).toThrow(/4 pieces/);
    expect(
      broken((s) => {
        const hidden = need(Object.keys(s.secrets.B.hidden)[0], 'a Hidden Deployment trooper');
        const p = need(
          s.pieceOrder.map((id) => s.pieces[id]).find((x) => x?.owner === 'B'),
          'a piece of B',
        );
        s.secrets.B.trooperOfPiece[p.id] = hidden;
      }),
    ).toThrow(/Hidden Deployment/);
    const leaking = (secret: (viewer: Seat) => string) => () => {
      checkViews(good, { A: new Set(), B: new Set() }, (s, viewer) => {
        const v = viewFor(s, viewer);
        return { ...v, log: [...v.log, { seq: v.log.length + 1, text: secret(viewer) }] };
      });
    };
    // Player B's Veil Stalker waits in Hidden Deployment: Player A may read neither its id nor its name.
    const veil = need(
      Object.values(good.troopers).find((t) => t.id in good.secrets.B.hidden),
      'a Hidden Deployment trooper',
    );
    expect(leaking(() => '')).not.toThrow();
    expect(leaking((viewer) => (viewer === 'A' ? `hidden:${veil.id}` : ''))).toThrow(/enemy trooper id/);
    expect(leaking((viewer) => (viewer === 'A' ? veil.profile.name : ''))).toThrow(
      /a name no enemy model has shown/,
    );
    expect(() => {
      checkViews(good, { A: new Set(), B: new Set() }, (s) => viewFor(s, 'referee'));
    }).toThrow(/enemy/);
  });

  it('played at least 5,000 actions, many accepted, through every stage of an Order', () => {
    expect(tally.applied).toBeGreaterThanOrEqual(5000);
    expect(tally.accepted).toBeGreaterThanOrEqual(2000);
    expect([...tally.reached]).toEqual(
      expect.arrayContaining([
        'deployment',
        'turn:no order',
        'turn:first',
        'turn:aro',
        'turn:second',
        'turn:dodge',
        'alert',
        'replacement',
        'over',
      ]),
    );
  });
});
