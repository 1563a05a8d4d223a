import { vec } from '../geometry/vec.ts';
import {
  baseRadiusInches,
  bringsReplicas,
  deploymentViolations,
  landingViolations,
  type AirborneSkill,
  groupCoherencyViolations,
  MIN_EXTRA_PIECES,
  mimetismOf,
  normalizeDegrees,
  publicProfile,
  validatePlacement,
  violation,
  type DeploymentArea,
  type DeploymentForm,
  type PieceKind,
  type PlacedPiece,
  type Point,
  type Profile,
  type Seat,
  type ShownProfile,
  type Violation,
  type Checked,
  withRule,
  type Ruled,
} from '../rules/index.ts';
import { markerRadius } from './pieces.ts';
import { mintId, type RandomState } from './random.ts';
import { extraKinds, MAIN_KIND, placementScene, toPlaced } from './pieces.ts';
import type { GameState, PieceState } from './types.ts';

/**
 * A trooper's pieces on the table (RULES.md §1, §3, §10.4, §10.6, §11.2): which kinds a form brings,
 * where the extra pieces go when not given, and the checks of each placement and of the group's
 * Coherency. Used by the free set-up and by the Deployment Phase (deploy.ts).
 */

/** Spots around the main piece for its Holoechoes or replicas (1.5" apart, so their captions read): on either side, then behind, then ahead; then twice as far. */
function candidateSpots(main: Point & { facing: number; r: number }, r: number): Point[] {
  const gap = main.r + r + 1.5;
  return [1, 2].flatMap((k) =>
    [90, -90, 135, -135, 180, 45, -45, 0].map((turn) =>
      vec.add(main, vec.scale(vec.fromDegrees(main.facing + turn), gap * k)),
    ),
  );
}

/** Publicly visible piece data for a new piece of this trooper (ARCHITECTURE.md §3). */
function makePiece(
  id: string,
  seat: Seat,
  kind: PieceKind,
  profile: Profile,
  at: Point,
  facing: number,
  shows: ShownProfile,
  markerR: number = baseRadiusInches(profile.s),
): PieceState {
  const piece: PieceState = {
    id,
    owner: seat,
    kind,
    x: at.x,
    y: at.y,
    facing: normalizeDegrees(facing),
    s: profile.s,
    r: kind === 'model' ? baseRadiusInches(profile.s) : markerR,
    tokens: [],
  };
  const mim = mimetismOf(profile);
  if (kind === 'CAMO' && mim !== undefined) piece.mimetism = mim;
  if (kind === 'model') piece.shows = { name: shows.name, profile: publicProfile(shows) };
  return piece;
}

/** What a placement is checked against: the table, and in a game the deployment rules too. */
export interface Checker {
  state: GameState;
  seat: Seat;
  /** Deployment Phase rules (RULES.md §11.2) or a free set-up. */
  area: DeploymentArea | null;
  /** Obstacles only the acting seat knows of: its own written Hidden Deployment spots. */
  privateObstacles: PlacedPiece[];
  /** An Airborne Deployment arrival: where its skill lets every piece land (RULES.md §18.11.2, §18.11.3). */
  landing?: AirborneSkill;
}

function problemsAt(c: Checker, piece: PlacedPiece, placed: readonly PlacedPiece[]): Violation[] {
  const scene = placementScene(c.state, piece.id);
  const others = [...scene.others, ...placed.filter((p) => p.id !== piece.id), ...c.privateObstacles];
  const out = validatePlacement({ ...scene, others }, piece);
  if (c.area) out.push(...deploymentViolations(c.state.setup.table, c.area, piece, others));
  if (c.landing) out.push(...landingViolations(c.state.setup.table, c.landing, piece));
  return out;
}

export interface GroupRequest {
  seat: Seat;
  profile: Profile;
  /** The name used in the acting seat's messages. */
  name: string;
  form: DeploymentForm;
  at: Point;
  facing: number;
  extras?: Point[];
  /** How many extra pieces (Holoechoes, replicas), up to the form's most; all of them by default. */
  extraCount?: number;
  real?: number;
  shows: ShownProfile;
  /** Holoecho with HoloMask: the two Holoechoes are models of the imitated trooper (RULES.md §10.4). */
  asModels?: boolean;
}

/** Where an action (deploy, arrive) puts a trooper: its form, main piece and extra pieces. */
export interface NamedPlacement {
  seat: Seat;
  form: DeploymentForm;
  at: Point;
  facing: number;
  extras?: Point[];
  extraCount?: number;
  real?: number;
}

/** The group an action names, for `buildGroup`: its placement, with the trooper's profile and names. */
export function groupRequest(
  a: NamedPlacement,
  who: { profile: Profile; name: string; shows: ShownProfile },
): GroupRequest {
  return {
    seat: a.seat,
    profile: who.profile,
    name: who.name,
    form: a.form,
    at: a.at,
    facing: a.facing,
    ...(a.extras ? { extras: a.extras } : {}),
    ...(a.extraCount !== undefined ? { extraCount: a.extraCount } : {}),
    ...(a.real !== undefined ? { real: a.real } : {}),
    shows: who.shows,
  };
}

export type Built = Checked<{ pieces: PieceState[]; random: RandomState; real: number }>;

/**
 * Builds and checks the pieces of one trooper in one form: the main piece, then its Holoechoes or
 * replicas (given, or found beside it), each checked for placement and the group for Coherency
 * (RULES.md §3, §10.4, §10.6). Ids come from the game's generator.
 */
export function buildGroup(c: Checker, req: GroupRequest, reservedIds: ReadonlySet<string>): Built {
  const most = extraKinds(req.profile, req.form);
  const count = req.extraCount ?? req.extras?.length ?? most.length;
  const least = MIN_EXTRA_PIECES[req.form] ?? 0;
  if (!Number.isInteger(count) || count < least || count > most.length) {
    return fail(
      'INVALID_GROUP',
      withRule(
        `${req.name} as ${req.form} places ${least === most.length ? String(least) : `${String(least)} to ${String(most.length)}`} extra piece${most.length === 1 ? '' : 's'}, not ${String(count)}.`,
        'holoecho',
        'decoy',
      ),
    );
  }
  const kinds = [MAIN_KIND[req.form], ...most.slice(0, count).map((k) => (req.asModels ? 'model' : k))];
  if (req.extras && req.extras.length !== kinds.length - 1) {
    return fail(
      'INVALID_GROUP',
      `${req.name} as ${req.form} with ${String(count)} extra piece${count === 1 ? '' : 's'} needs as many positions, not ${String(req.extras.length)}.`,
    );
  }
  const real = req.real ?? 0;
  if (!Number.isInteger(real) || real < 0 || real >= kinds.length) {
    return fail('INVALID_GROUP', `The real piece must be one of the ${String(kinds.length)} placed.`);
  }
  let random = c.state.random;
  const ids = new Set(reservedIds);
  const taken = (id: string) => id in c.state.pieces || id in c.state.troopers || ids.has(id);
  const placed: PieceState[] = [];
  const named = (p: PieceState) =>
    toPlaced(p, p.kind === 'model' ? req.name : `${req.name} (${p.kind} marker)`);
  for (const [i, kind] of kinds.entries()) {
    const [id, next] = mintId(random, `${req.seat}:piece`, 'p', taken);
    random = next;
    ids.add(id);
    const make = (at: Point) =>
      makePiece(
        id,
        req.seat,
        kind,
        req.profile,
        at,
        req.facing,
        req.shows,
        markerRadius(c.state, req.profile.s),
      );
    const given = i === 0 ? req.at : req.extras?.[i - 1];
    if (given) {
      const piece = make(given);
      const problems = problemsAt(c, named(piece), placed.map(named));
      if (problems.length) return { ok: false, violations: problems };
      placed.push(piece);
      continue;
    }
    const main = placed[0];
    const spot =
      main &&
      candidateSpots(main, main.r).find((p) => problemsAt(c, named(make(p)), placed.map(named)).length === 0);
    if (!spot) {
      return fail(
        'NO_ROOM_FOR_GROUP',
        `There is no room beside ${req.name} for its ${kind} marker; place it in the open.`,
      );
    }
    placed.push(make(spot));
  }
  if (placed.length > 1) {
    // Decoy replicas deploy "within Coherency of the user's Model" (RULES.md §3, §10.6): measured from
    // the Model piece whichever piece is real, so the layout's legality tells nothing (decision D37).
    const coherency = groupCoherencyViolations({
      mode: bringsReplicas(req.profile, req.form) ? 'reference' : 'each',
      members: placed.map(named),
      referenceId: placed[0]?.id,
    });
    if (coherency.length) return { ok: false, violations: coherency };
  }
  return { ok: true, pieces: placed, random, real };
}

function fail(code: Violation['code'], message: string | Ruled): Built {
  return { ok: false, violations: [violation(code, message)] };
}
