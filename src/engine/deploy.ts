import { vec } from '../geometry/vec.ts';
import {
  allowedForms,
  baseRadiusInches,
  hasSkill,
  mimetismOf,
  normalizeDegrees,
  violation,
  type DeploymentForm,
  type PieceKind,
  type Point,
  type Profile,
  type Seat,
} from '../rules/index.ts';
import { drawId } from './random.ts';
import { checkPlacement } from './pieces.ts';
import type { Applied, GameState, PieceState, TrooperState } from './types.ts';
import { findProfile } from './roster.ts';
import { parseWith, profileSchema } from './schema.ts';

const MAIN_KIND: Record<DeploymentForm, PieceKind> = {
  model: 'model',
  CAMO: 'CAMO',
  'IMP-1': 'IMP-1',
  'IMP-2': 'IMP-2',
  Holoecho: 'model',
  Decoy: 'model',
};

function extraKinds(profile: Profile, form: DeploymentForm): PieceKind[] {
  if (form === 'Holoecho') return ['HOLOECHO-1', 'HOLOECHO-2'];
  if (form === 'Decoy')
    return (['DECOY-1', 'DECOY-2'] as const).slice(0, hasSkill(profile, 'Decoy')?.count ?? 1);
  return [];
}

/** Spots around the main piece for its Holoechoes or replicas: beside it, then behind, then ahead. */
function candidateSpots(main: PieceState, r: number): Point[] {
  const gap = main.r + r + 0.25;
  return [90, -90, 135, -135, 180, 45, -45, 0].flatMap((turn) => {
    const d = vec.fromDegrees(main.facing + turn);
    return [1, 2].map((k) => vec.add(main, vec.scale(d, gap * k)));
  });
}

/** Publicly visible piece data for a new piece of this trooper (ARCHITECTURE.md §3). */
function makePiece(
  id: string,
  seat: Seat,
  kind: PieceKind,
  profile: Profile,
  at: Point,
  facing: number,
): PieceState {
  const piece: PieceState = {
    id,
    owner: seat,
    kind,
    x: at.x,
    y: at.y,
    facing: normalizeDegrees(facing),
    s: profile.s,
    r: baseRadiusInches(profile.s),
    tokens: [],
  };
  const mim = mimetismOf(profile);
  if (kind === 'CAMO' && mim !== undefined) piece.mimetism = mim;
  if (kind === 'model') piece.shows = { name: profile.name, profileId: profile.id };
  return piece;
}

/**
 * Free set-up: put a trooper on the table in one of its forms. Holoecho and Decoy forms bring
 * their extra pieces, placed beside the trooper in Coherency (RULES.md §3, §10.4, §10.6).
 */
export function deployTrooper(
  state: GameState,
  a: { seat: Seat; profileId: string; profile?: unknown; form: DeploymentForm; at: Point; facing: number },
): Applied {
  let profile: Profile | undefined;
  if (a.profile !== undefined) {
    const parsed = parseWith(profileSchema, a.profile, 'profile');
    if (!parsed.ok) {
      return reject(
        state,
        violation('INVALID_PROFILE', `This profile cannot be used: ${parsed.errors.join('; ')}`),
      );
    }
    profile = parsed.value;
  } else {
    profile = findProfile(a.profileId);
  }
  if (!profile) {
    return reject(state, violation('UNKNOWN_PROFILE', `There is no profile "${a.profileId}" in the roster.`));
  }
  if (!allowedForms(profile).includes(a.form)) {
    return reject(
      state,
      violation('FORM_NOT_ALLOWED', `${profile.name} cannot deploy as ${a.form}: it lacks the skill.`),
    );
  }
  let rng = state.rng;
  const taken = (id: string) => id in state.pieces || id in state.troopers;
  const [trooperId, rng1] = drawId(rng, 't', taken);
  rng = rng1;
  const [mainId, rng2] = drawId(rng, 'p', (id) => taken(id) || id === trooperId);
  rng = rng2;
  const main = makePiece(mainId, a.seat, MAIN_KIND[a.form], profile, a.at, a.facing);
  const mainProblems = checkPlacement(state, main, a.at);
  if (mainProblems.length) return { ok: false, state, violations: mainProblems };

  const placed: PieceState[] = [main];
  for (const kind of extraKinds(profile, a.form)) {
    const [id, next] = drawId(rng, 'p', (x) => taken(x) || x === trooperId || placed.some((p) => p.id === x));
    rng = next;
    const spot = candidateSpots(main, main.r).find((p) => {
      const piece = makePiece(id, a.seat, kind, profile, p, main.facing);
      return checkPlacement(state, piece, p, placed).length === 0;
    });
    if (!spot) {
      return reject(
        state,
        violation(
          'NO_ROOM_FOR_GROUP',
          `There is no room beside ${profile.name} for its ${kind} marker; place it in the open.`,
        ),
      );
    }
    placed.push(makePiece(id, a.seat, kind, profile, spot, main.facing));
  }

  const trooper: TrooperState = { id: trooperId, owner: a.seat, profile, form: a.form };
  const links = { ...state.secrets[a.seat].trooperOfPiece };
  for (const p of placed) links[p.id] = trooperId;
  const event = {
    seq: state.log.length + 1,
    seat: a.seat,
    text: `Player ${a.seat} placed ${placed.map((p) => (p.kind === 'model' ? 'a model' : `${p.kind.startsWith('IMP') ? 'an' : 'a'} ${p.kind} marker`)).join(', ')}.`,
    ownerText: `Player ${a.seat} placed ${profile.name} as ${a.form === 'model' ? 'a model' : a.form}.`,
  };
  const next: GameState = {
    ...state,
    rng,
    pieces: { ...state.pieces, ...Object.fromEntries(placed.map((p) => [p.id, p])) },
    pieceOrder: [...state.pieceOrder, ...placed.map((p) => p.id)],
    troopers: { ...state.troopers, [trooperId]: trooper },
    secrets: {
      ...state.secrets,
      [a.seat]: {
        trooperOfPiece: links,
        realPieceOf: { ...state.secrets[a.seat].realPieceOf, [trooperId]: main.id },
      },
    },
    log: [...state.log, event],
  };
  return { ok: true, state: next, events: [event] };
}

function reject(state: GameState, v: ReturnType<typeof violation>): Applied {
  return { ok: false, state, violations: [v] };
}
