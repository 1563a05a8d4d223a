import { viewLog } from './viewLog.ts';
import { commandTokensOf } from './commandTokens.ts';
import { sharedCopy } from './viewShared.ts';
import {
  KIND_RULES,
  allowedForms,
  hasSkill,
  isImpetuous,
  poolsSplit,
  publicProfile,
  type Seat,
  otherSeat,
  SMALL_TEARDROP_LENGTH,
} from '../rules/index.ts';
import { hackingAreaReach, repeaterReach, withOpenHackable } from './hacking.ts';
import { HIDDEN_KEY } from './records.ts';
import {
  actingSeat,
  endStepProblem,
  piecesOfUnfinishedStep,
  rosterOf,
  stepRuled,
  DEPLOYMENT_STEPS,
} from './phase.ts';
import { ordersLeft } from './turnStatus.ts';
import { own } from './records.ts';
import type { GameState, PieceState, TrooperState } from './types.ts';
import { editionOf, RULES_EDITION } from './edition.ts';
import { extraKinds, hasReplicas, mineName, ownerName, piecesOfTrooper, publicName } from './pieces.ts';
import { fireteamsView } from './fireteamsView.ts';

export type {
  ViewFireteam,
  Viewer,
  ViewPiece,
  ViewGhost,
  ViewTrooper,
  ViewPhase,
  ViewOrder,
  ViewLogLine,
  View,
} from './viewTypes.ts';
import type { Viewer, ViewPiece, ViewGhost, ViewTrooper, ViewPhase, View } from './viewTypes.ts';

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sortedIds(ids: readonly string[]): string[] {
  return [...ids].sort(compareIds);
}

/** Fields anybody may see on any piece (RULES.md §10.7), copied by allow-list. */
function publicPiece(p: PieceState): ViewPiece {
  const v: ViewPiece = {
    id: p.id,
    owner: p.owner,
    kind: p.kind,
    x: p.x,
    y: p.y,
    facing: p.facing,
    s: p.s,
    r: p.r,
    arc: KIND_RULES[p.kind].arc,
    tokens: [...p.tokens],
    label: publicName(p),
  };
  if (p.mimetism !== undefined) v.mimetism = p.mimetism;
  if (p.kind === 'model' && p.shows) v.profile = sharedCopy(p.shows.profile, publicProfile);
  return v;
}

/** Adds what the owner (or the referee) knows about its own piece. */
function knownPiece(state: GameState, p: PieceState): ViewPiece {
  const v = publicPiece(p);
  const tid = own(state.secrets[p.owner].trooperOfPiece, p.id);
  const trooper = tid ? own(state.troopers, tid) : undefined;
  if (!trooper) return v;
  v.label = trooper.deployable
    ? `${mineName(state, trooper)}${p.kind === 'CAMO' ? ' (CAMO marker)' : ''}`
    : ownerName(state, p);
  v.profile = sharedCopy(trooper.profile);
  if (trooper.deployable) {
    v.deployable = {
      kind: trooper.deployable.kind,
      placedBy: trooper.deployable.placedBy,
      triggerRange: SMALL_TEARDROP_LENGTH,
    };
  }
  const reach = hackingAreaReach(state, trooper, p);
  if (reach !== undefined) v.hackingArea = reach;
  const repeater = repeaterReach(state, trooper, p);
  if (repeater !== undefined) v.repeaterArea = repeater;
  v.trooperId = trooper.id;
  v.real = state.secrets[p.owner].realPieceOf[trooper.id] === p.id;
  if (hasReplicas(trooper)) v.decoyUser = true;
  const imitated = own(state.secrets[p.owner].imitates, trooper.id);
  const shown = imitated ? own(state.troopers, imitated) : undefined;
  if (shown) v.imitates = shown.profile.name;
  return v;
}

function ghostsOf(state: GameState, seat: Seat): ViewGhost[] {
  return Object.entries(state.secrets[seat].hidden).flatMap(([tid, h]) => {
    const t = own(state.troopers, tid);
    return h.spots.map((spot, i) => ({
      id: `${tid}:${String(i)}`,
      trooperId: tid,
      index: i,
      owner: seat,
      label: `${t?.profile.name ?? 'Trooper'} (hidden${spot.kind === 'model' ? '' : `, ${spot.kind}`})`,
      kind: spot.kind,
      x: spot.x,
      y: spot.y,
      facing: spot.facing,
      s: spot.s,
      r: spot.r,
      arc: KIND_RULES[spot.kind].arc,
      real: h.real === i,
    }));
  });
}

function viewTrooper(state: GameState, t: TrooperState): ViewTrooper {
  const secrets = state.secrets[t.owner];
  const pieces = piecesOfTrooper(state, t);
  const hidden = own(secrets.hidden, t.id);
  const forms = allowedForms(t.profile);
  const imitated = own(secrets.imitates, t.id);
  const imitatedTrooper = imitated ? own(state.troopers, imitated) : undefined;
  const realId = own(secrets.realPieceOf, t.id);
  const v: ViewTrooper = {
    id: t.id,
    owner: t.owner,
    name: t.profile.name,
    profile: sharedCopy(t.profile),
    form: t.form,
    hidden: hidden !== undefined,
    adjustable:
      (t.form !== null || t.airborne === true) &&
      state.phase.kind === 'deployment' &&
      t.deployedInStep === state.phase.step,
    forms,
    extras: Object.fromEntries(
      forms.flatMap((f) => {
        const kinds = extraKinds(t.profile, f);
        return kinds.length ? [[f, kinds]] : [];
      }),
    ),
    canHide: hasSkill(t.profile, 'HiddenDeployment') !== undefined,
    canImitate: hasSkill(t.profile, 'HoloMask')
      ? rosterOf(state, t.owner)
          .filter((o) => o.id !== t.id && o.profile.s === t.profile.s)
          .map((o) => ({ id: o.id, name: o.profile.name }))
      : [],
    pieceIds: pieces.map((p) => p.id),
  };
  if (imitatedTrooper) v.imitates = { id: imitatedTrooper.id, name: imitatedTrooper.profile.name };
  if (t.airborne) v.airborne = true;
  if (t.spent) v.spent = { ...t.spent };
  if (isImpetuous(t.profile, t.impetuous)) v.impetuous = true;
  if (t.frenzied) v.frenzied = true;
  if (hidden) v.real = hidden.real;
  else if (pieces.length > 1) v.real = pieces.findIndex((p) => p.id === realId);
  return v;
}

function phaseView(state: GameState, viewer: Viewer): ViewPhase {
  const acting = actingSeat(state);
  const step = stepRuled(state);
  const v: ViewPhase = {
    kind: state.phase.kind,
    text: step.text,
    ...(step.rules ? { rules: [...step.rules] } : {}),
  };
  if (state.phase.kind === 'deployment') {
    v.step = state.phase.step;
    v.holdBack = DEPLOYMENT_STEPS[state.phase.step].holdBack;
  }
  const p = state.phase;
  if (p.kind === 'turn') {
    v.active = p.active;
    v.round = p.round;
    v.playerTurn = p.playerTurn;
    v.ordersLeft = ordersLeft(p);
    if (p.statesPhase) v.statesPhase = true;
    if (p.opening) v.opening = true;
    if (p.impetuousPhase) v.impetuousPhase = true;
    if (p.order) {
      const o = p.order;
      const reactive = viewer === 'referee' || viewer === otherSeat(p.active);
      // Lists of pieces come sorted by their opaque ids for whoever does not own them, so their order
      // never tells in which order a trooper's pieces were placed (issue: secrets that hold).
      v.order = {
        pieceIds: viewer === p.active || viewer === 'referee' ? [...o.pieceIds] : sortedIds(o.pieceIds),
        stage: o.stage,
        skills: o.skills.map((k) => k.skill),
        ...(o.impetuous ? { impetuous: true } : {}),
        ...(o.team ? { team: o.team.kind } : {}),
        // The lead of an Order of several troopers: public, each participant being a Model (D161).
        ...(o.team?.members[0]?.pieceIds[0] ? { teamLead: o.team.members[0].pieceIds[0] } : {}),
        paths: o.skills.flatMap((k) =>
          k.skill === 'move' || k.skill === 'cautiousMove'
            ? Object.entries(k.from).flatMap(([pieceId, from]) => {
                const to = own(k.to, pieceId);
                return to && (to.x !== from.x || to.y !== from.y)
                  ? [{ pieceId, from: { ...from }, to: { ...to } }]
                  : [];
              })
            : [],
        ),
        targets: o.skills.flatMap((k) => ('target' in k ? [k.target] : [])),
        // A Hidden Deployment trooper's entry exists only for its owner (RULES.md §10.2, D28), and so
        // does a Hacker's reacting only through a Repeater until it declares (D151).
        reactors: Object.entries(o.reactors)
          .sort(([a], [b]) => compareIds(a, b))
          .filter(([, r]) => !(r.hidden || r.area) || reactive)
          .map(([id, r]) => ({
            id,
            ...(r.hidden
              ? {
                  hidden: true as const,
                  name: own(state.troopers, id.slice(HIDDEN_KEY.length))?.profile.name ?? 'trooper',
                }
              : {}),
            status: r.status,
            ...(r.area && reactive ? { area: true as const } : {}),
            ...(r.pieceIds ? { pieceIds: sortedIds(r.pieceIds) } : {}),
            ...(r.skill ? { skill: r.skill } : {}),
            ...(r.target ? { target: r.target } : {}),
            ...(reactive ? { against: structuredClone(r.against) } : {}),
          })),
        dodges: sortedIds(o.dodges),
      };
      if (viewer === 'referee' || viewer === p.active) v.order.trooperId = o.trooperId;
    }
    if (viewer === 'referee' || viewer === p.active) {
      v.pool = p.orders.regular;
      // Each Combat Group's pool, its owner's alone (RULES.md §5.1, D155).
      const groups = p.orders.groups;
      if (groups && poolsSplit(groups))
        v.pools = Object.entries(groups).map(([group, orders]) => ({ group: Number(group), orders }));
      v.irregular = Object.entries(p.orders.irregular).map(([trooperId, orders]) => ({
        trooperId,
        name: own(state.troopers, trooperId)?.profile.name ?? 'a trooper',
        orders,
      }));
    }
  }
  if (acting) {
    v.acting = acting;
    if (viewer === acting) {
      const problem = p.kind === 'deployment' ? endStepProblem(state, acting) : null;
      v.canEnd = problem === null;
      if (problem)
        v.endProblem = { text: problem.message, ...(problem.rules ? { rules: [...problem.rules] } : {}) };
    }
  }
  return v;
}

/**
 * The projection (ARCHITECTURE.md §5): everything a viewer may know and nothing more. The UI
 * reads game data only through this. Pieces are copied field by field; nothing is deleted from a copy.
 * The opponent's pieces come sorted by their opaque ids, so their order links nothing.
 */
export function viewFor(state: GameState, viewer: Viewer): View {
  const knows = (seat: Seat) => viewer === 'referee' || viewer === seat;
  // A deployment step under way is the deploying seat's alone until it ends (decision D52).
  const deploying = actingSeat(state);
  const unseen =
    deploying && !knows(deploying) ? piecesOfUnfinishedStep(state, deploying) : new Set<string>();
  const all = state.pieceOrder.flatMap((id) => (unseen.has(id) ? [] : (state.pieces[id] ?? [])));
  const mine = all.filter((p) => knows(p.owner)).map((p) => knownPiece(state, p));
  const theirs = all
    .filter((p) => !knows(p.owner))
    .sort((a, b) => compareIds(a.id, b.id))
    .map(publicPiece);
  const seats: Seat[] = viewer === 'referee' ? ['A', 'B'] : viewer === 'public' ? [] : [viewer];
  const pending = state.replacements?.[0];
  const pendingPiece = pending ? state.pieces[pending.pieceId] : undefined;
  const alert = state.alerts?.[0];
  return {
    ...(alert ? { alert: { seat: alert.seat, pieceIds: sortedIds(alert.pieceIds) } } : {}),
    ...(state.endProposedBy ? { endProposedBy: state.endProposedBy } : {}),
    ...(state.retreat?.length ? { retreat: [...state.retreat] } : {}),
    ...fireteamsView(state, viewer),
    ...(state.setup.game
      ? { commandTokens: { A: commandTokensOf(state, 'A'), B: commandTokensOf(state, 'B') } }
      : {}),
    // A game begun under an older edition of the rules says so (public; decision D87).
    ...(state.setup.game && editionOf(state.setup) < RULES_EDITION
      ? { edition: editionOf(state.setup) }
      : {}),
    ...(pending && pendingPiece
      ? {
          replacement: {
            pieceId: pending.pieceId,
            owner: pending.owner,
            old: { ...pending.old },
            newR: pendingPiece.r,
            keepFacing: pending.keepFacing,
          },
        }
      : {}),
    viewer,
    mode: state.setup.game ? 'game' : 'free',
    table: { ...state.setup.table },
    scenery: sharedCopy(state.setup.scenery),
    phase: phaseView(state, viewer),
    pieces: withOpenHackable(state, viewer, [...mine, ...theirs]),
    ghosts: seats.flatMap((seat) => ghostsOf(state, seat)),
    troopers: seats.flatMap((seat) => rosterOf(state, seat).map((t) => viewTrooper(state, t))),
    log: viewLog(state, viewer),
  };
}
