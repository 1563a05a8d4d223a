import { appendLog } from './logList.ts';
import { event, withGroup, withImitation, withSecrets } from './deployState.ts';
import { hiddenInfiltrationProblem, infiltrate, rollsToInfiltrate } from './infiltration.ts';
import { impersonate } from './impersonationDeploy.ts';
import {
  allowedForms,
  deploymentArea,
  hasSkill,
  impetuousMarkerProblem,
  isImpetuous,
  needsImpersonationRoll,
  violation,
  type DeploymentForm,
  type PieceKind,
  type PlacedPiece,
  type Point,
  type Seat,
  type ShownProfile,
  type Violation,
  degrees,
  withProne,
  validateMayGoProne,
  withRule,
} from '../rules/index.ts';
import { mintId } from './random.ts';
import { publicName } from './pieces.ts';
import { actingSeat, reserveOf, stepText } from './phase.ts';
import { own } from './records.ts';
import type { Action, Applied, GameState, HiddenSpot, PieceState, TrooperState } from './types.ts';
import { parseWith, profileSchema } from './schema.ts';
import { buildGroup, groupRequest, type Checker } from './group.ts';
import { mineRequestProblems, placeMineAtDeployment } from './mines.ts';

function reject(state: GameState, v: Violation): Applied {
  return { ok: false, state, violations: [v] };
}

function describePlaced(pieces: readonly PieceState[]): string {
  return pieces
    .map((p) => (p.kind === 'model' ? `a model (${publicName(p)})` : `${article(p.kind)} ${p.kind} marker`))
    .join(', ');
}

function article(kind: PieceKind): string {
  return kind.startsWith('IMP') ? 'an' : 'a';
}

/**
 * Free set-up: put a trooper on the table in one of its forms. The action carries the trooper's
 * profile (the built-in roster's or the players' own), validated here: the engine has no catalogue.
 * Holoecho and Decoy forms bring their extra pieces, placed beside the trooper in Coherency
 * (RULES.md §3, §10.4, §10.6).
 */
export function deployTrooper(
  state: GameState,
  a: { seat: Seat; profileId: string; profile?: unknown; form: DeploymentForm; at: Point; facing: number },
): Applied {
  if (state.phase.kind !== 'free') {
    return reject(
      state,
      violation(
        'WRONG_PHASE',
        'In a game, troopers come from the rosters: deploy them in the Deployment Phase.',
      ),
    );
  }
  if (a.profile === undefined) {
    return reject(state, violation('INVALID_ACTION', "The trooper's profile is missing from the action."));
  }
  const parsed = parseWith(profileSchema, a.profile, 'profile');
  if (!parsed.ok) {
    return reject(
      state,
      violation('INVALID_PROFILE', `This profile cannot be used: ${parsed.errors.join('; ')}`),
    );
  }
  const profile = parsed.value;
  if (!allowedForms(profile).includes(a.form)) {
    return reject(
      state,
      violation('FORM_NOT_ALLOWED', `${profile.name} cannot deploy as ${a.form}: it lacks the skill.`),
    );
  }
  const [trooperId, random] = mintId(
    state.random,
    `${a.seat}:trooper`,
    't',
    (id) => id in state.pieces || id in state.troopers,
  );
  const built = buildGroup(
    { state: { ...state, random }, seat: a.seat, area: null, privateObstacles: [] },
    { seat: a.seat, profile, name: profile.name, form: a.form, at: a.at, facing: a.facing, shows: profile },
    new Set([trooperId]),
  );
  if (!built.ok) return { ok: false, state, violations: built.violations };
  const trooper: TrooperState = { id: trooperId, owner: a.seat, profile, form: a.form };
  const e = event(state, {
    seat: a.seat,
    text: `Player ${a.seat} placed ${describePlaced(built.pieces)}.`,
    ownerText: `Player ${a.seat} placed ${profile.name} as ${a.form === 'model' ? 'a model' : a.form}.`,
  });
  return { ok: true, state: withGroup(state, trooper, built, [e]), events: [e] };
}

/** The hot-seat deploy action without its type tag (types.ts holds its documented shape). */
export type DeployAction = Omit<Extract<Action, { type: 'deploy' }>, 'type'>;

/** The forms that may be written down instead of placed (RULES.md §10.2): a model, or three Holoechoes. */
const HIDDEN_FORMS: readonly DeploymentForm[] = ['model', 'Holoecho'];
/** The forms HoloMask can show another trooper's model in (RULES.md §10.5, §10.4). */
const HOLOMASK_FORMS: readonly DeploymentForm[] = ['model', 'Holoecho'];

/** The written Hidden Deployment spots of a seat, as obstacles for its own later placements. */
export function hiddenObstacles(state: GameState, seat: Seat, except?: string): PlacedPiece[] {
  return Object.entries(state.secrets[seat].hidden).flatMap(([tid, h]) =>
    tid === except
      ? []
      : h.spots.map((s, i) => ({
          id: `hidden:${tid}:${String(i)}`,
          owner: seat,
          kind: s.kind,
          name: `the written position of ${own(state.troopers, tid)?.profile.name ?? 'a trooper'}`,
          x: s.x,
          y: s.y,
          r: s.r,
        })),
  );
}

/**
 * Hot-seat deployment of a roster trooper (RULES.md §11.2): guards in order (phase, seat, trooper,
 * hold-back, form, HoloMask, Hidden Deployment, group), then the pieces or the written spots.
 * The events are private to the deploying seat: the opponent reads a summary when the step ends.
 */
export function deployRosterTrooper(state: GameState, a: DeployAction): Applied {
  const { mine, ...rest } = a;
  if (!mine) return deployTrooperOfRoster(state, rest);
  // Minelayer (RULES.md §18.7.5): the trooper first, then its Mine, or nothing at all.
  const user = own(state.troopers, a.trooperId);
  const problems = user?.owner === a.seat ? mineRequestProblems(user) : [];
  if (problems.length) return { ok: false, state, violations: problems };
  // The Mine's spot is checked with the trooper placed and no die rolled, so a refusal never depends on
  // (nor tells) how an Impersonation or Infiltration roll would fall (decision D95).
  const dry = deployTrooperOfRoster(state, rest, { dryRun: true });
  if (!dry.ok) return dry;
  const checked = placeMineAtDeployment(dry.state, a.trooperId, a.seat, mine);
  if (!checked.ok) return { ok: false, state, violations: checked.violations };
  // The Mine goes with its user (RULES.md §18.11.4): a Mine in the enemy half makes the Infiltration roll.
  const placed = deployTrooperOfRoster(state, rest, { mineAt: mine });
  if (!placed.ok) return placed;
  const withMine = placeMineAtDeployment(placed.state, a.trooperId, a.seat, mine);
  if (!withMine.ok) return { ok: false, state, violations: withMine.violations };
  return { ok: true, state: withMine.state, events: [...placed.events, ...withMine.events] };
}

/** `dryRun`: place the pieces as if no roll were needed (checking a Mine's spot); `mineAt`: its Mine. */
interface DeployOptions {
  dryRun?: boolean;
  mineAt?: Point;
}

function deployTrooperOfRoster(state: GameState, a: DeployAction, o: DeployOptions = {}): Applied {
  const phase = state.phase;
  if (phase.kind !== 'deployment') {
    return reject(state, violation('WRONG_PHASE', 'Troopers can only be deployed in the Deployment Phase.'));
  }
  const acting = actingSeat(state);
  if (a.seat !== acting) {
    return reject(state, violation('WRONG_SEAT', `Player ${acting} deploys now (${stepText(state)}).`));
  }
  const trooper = own(state.troopers, a.trooperId);
  if (trooper?.owner !== a.seat) {
    return reject(state, violation('UNKNOWN_TROOPER', `Player ${a.seat} has no trooper ${a.trooperId}.`));
  }
  const name = trooper.profile.name;
  if (trooper.form !== null) {
    return reject(state, violation('ALREADY_DEPLOYED', `${name} is already deployed.`, [trooper.id]));
  }
  if ((phase.step === 1 || phase.step === 2) && reserveOf(state, a.seat).length <= 1) {
    return reject(
      state,
      violation(
        'MUST_HOLD_BACK',
        withRule(
          `Hold ${name} back: every player deploys all but one trooper first, and the last one after the opponent.`,
          'deployment',
        ),
        [trooper.id],
      ),
    );
  }
  const profile = trooper.profile;
  if (!allowedForms(profile).includes(a.form)) {
    return reject(
      state,
      violation('FORM_NOT_ALLOWED', `${name} cannot deploy as ${a.form}: it lacks the skill.`, [trooper.id]),
    );
  }
  // An Impetuous trooper can never enter a Marker State (RULES.md §18.10.2, decision D76).
  if (
    isImpetuous(profile, trooper.impetuous) &&
    (a.form !== 'model' || a.hidden || a.imitates !== undefined)
  ) {
    const what = a.hidden
      ? 'Hidden Deployment State'
      : a.imitates !== undefined
        ? 'HoloMask State'
        : `${a.form} State`;
    return reject(state, impetuousMarkerProblem(name, what, trooper.id));
  }
  let shows: ShownProfile = profile;
  if (a.imitates !== undefined) {
    const imitated = own(state.troopers, a.imitates);
    const problem = !hasSkill(profile, 'HoloMask')
      ? `${name} has no HoloMask.`
      : !HOLOMASK_FORMS.includes(a.form)
        ? `HoloMask shows a model: deploy ${name} as a model or as Holoecho.`
        : imitated?.owner !== a.seat || imitated.id === trooper.id
          ? `HoloMask imitates another trooper of ${name}'s own roster.`
          : imitated.profile.s !== profile.s
            ? `HoloMask imitates a trooper of the same Silhouette (S${String(profile.s)}); ${imitated.profile.name} is S${String(imitated.profile.s)}.`
            : isImpetuous(imitated.profile, imitated.impetuous) && !isImpetuous(profile, trooper.impetuous)
              ? `HoloMask cannot show ${imitated.profile.name}: an Impetuous trooper gets an Impetuous token every turn, which the imitation could not copy.`
              : null;
    if (problem || !imitated) {
      return reject(
        state,
        violation(
          'INVALID_IMITATION',
          withRule(
            problem ?? 'No such trooper.',
            'holomask',
            ...(problem?.includes('Impetuous') ? (['impetuous'] as const) : []),
          ),
          [trooper.id],
        ),
      );
    }
    shows = imitated.profile;
  }
  if (a.decoysAsModels && (a.form !== 'Holoecho' || a.imitates === undefined)) {
    return reject(
      state,
      violation(
        'INVALID_IMITATION',
        withRule(
          `Holoechoes can be models only for a Holoecho trooper with HoloMask showing another trooper.`,
          'holoecho',
        ),
        [trooper.id],
      ),
    );
  }
  if (a.hidden) {
    if (!hasSkill(profile, 'HiddenDeployment')) {
      return reject(state, violation('FORM_NOT_ALLOWED', `${name} has no Hidden Deployment.`, [trooper.id]));
    }
    if (!HIDDEN_FORMS.includes(a.form)) {
      return reject(
        state,
        violation(
          'FORM_NOT_ALLOWED',
          withRule(
            `Hidden Deployment writes down a model (or three Holoechoes), not ${a.form}.`,
            'hiddenDeployment',
          ),
          [trooper.id],
        ),
      );
    }
  }
  const area = deploymentArea(a.form, profile);
  const checker: Checker = {
    state,
    seat: a.seat,
    area,
    privateObstacles: hiddenObstacles(state, a.seat, trooper.id),
  };
  const group = buildGroup(
    checker,
    { ...groupRequest(a, { profile, name, shows }), ...(a.decoysAsModels ? { asModels: true } : {}) },
    new Set(),
  );
  if (!group.ok) return { ok: false, state, violations: group.violations };
  // Optional Prone at deployment (RULES.md §18.9.1): every piece of the trooper carries the token, so a
  // Holoecho or a Decoy replica never tells which is real (§10.4, §10.6). Hidden Deployment writes down
  // no tokens (decision D56).
  if (a.prone && a.hidden) {
    return reject(
      state,
      violation(
        'PRONE_NOT_ALLOWED',
        withRule(
          `${name} is written down, not placed: it may go Prone with its first Move, Cautious Movement or Dodge.`,
          'prone',
        ),
        [trooper.id],
      ),
    );
  }
  const never = a.prone ? validateMayGoProne(trooper.profile, name, trooper.id) : [];
  if (never[0]) return reject(state, never[0]);
  const built = a.prone
    ? { ...group, pieces: group.pieces.map((p) => ({ ...p, tokens: withProne(p.tokens, true) })) }
    : group;
  const deployed: TrooperState = { ...trooper, form: a.form, deployedInStep: phase.step };
  const masked = a.imitates !== undefined ? ` showing ${shows.name} (HoloMask)` : '';
  const formText = a.form === 'model' ? 'a model' : a.form;

  if (a.hidden) {
    // Decision D96: a written position is never placed, so it cannot take the roll of the enemy half.
    const unrolled = area === 'infiltration' ? hiddenInfiltrationProblem(state, trooper, built.pieces) : null;
    if (unrolled) return reject(state, unrolled);
    const spots: HiddenSpot[] = built.pieces.map((p) => ({
      kind: p.kind,
      x: p.x,
      y: p.y,
      facing: p.facing,
      s: p.s,
      r: p.r,
    }));
    const where = spots.map((s) => `(${s.x.toFixed(1)}, ${s.y.toFixed(1)})`).join(', ');
    const e = event(state, {
      seat: a.seat,
      only: a.seat,
      text: `Player ${a.seat} wrote down a Hidden Deployment position for ${name} as ${formText}${masked}: ${where}, facing ${degrees(spots[0]?.facing ?? 0)}.`,
    });
    const next: GameState = {
      ...state,
      troopers: { ...state.troopers, [trooper.id]: deployed },
      secrets: withSecrets(state, a.seat, {
        hidden: { ...state.secrets[a.seat].hidden, [trooper.id]: { spots, real: built.real } },
        ...(a.imitates !== undefined
          ? { imitates: { ...state.secrets[a.seat].imitates, [trooper.id]: a.imitates } }
          : {}),
      }),
      log: appendLog(state.log, e),
    };
    return { ok: true, state: next, events: [e] };
  }

  // RULES.md §18.11.4: an Infiltration trooper reaching into the enemy half rolls PH−3 after it is placed.
  if (area === 'infiltration' && !o.dryRun && rollsToInfiltrate(state, a.seat, built.pieces, o.mineAt)) {
    return infiltrate(state, { action: a, trooper: deployed, built, checker });
  }

  // RULES.md §10.3: an Impersonator reaching into the enemy zone rolls WIP after it is placed.
  const main = built.pieces[0];
  if (
    area === 'impersonation' &&
    !o.dryRun &&
    main &&
    needsImpersonationRoll(state.setup.table, a.seat, main)
  ) {
    return impersonate(state, { action: a, trooper: deployed, built, checker, main });
  }

  const e = event(state, {
    seat: a.seat,
    only: a.seat,
    text: `Player ${a.seat} placed ${name} as ${formText}${masked}${built.pieces.length > 1 ? `; the real one is the ${describeReal(built.pieces, built.real)}` : ''}.`,
  });
  const next = withGroup(state, deployed, built, [e]);
  return { ok: true, state: withImitation(next, a), events: [e] };
}

function describeOne(p: PieceState | undefined): string {
  if (!p) return 'piece';
  return p.kind === 'model' ? 'model' : `${p.kind} marker`;
}

/**
 * The real piece of a group in its owner's words: its kind, numbered in placement order when others of
 * the group share it ("CAMO marker 2" of three, as the deploy panel numbers them), and where it stands.
 */
function describeReal(pieces: readonly PieceState[], real: number): string {
  const p = pieces[real];
  const one = describeOne(p);
  const shared = pieces.filter((x) => x.kind === p?.kind).length > 1;
  return p ? `${one}${shared ? ` ${String(real + 1)}` : ''} at (${p.x.toFixed(1)}, ${p.y.toFixed(1)})` : one;
}
