// Reveals and removals in marker play (RULES.md §9.3, §10): markers becoming models, decoys leaving, Holoecho ending.
import { standingOf } from './scene.ts';
import { logSince, logUpTo } from './logList.ts';
import {
  baseRadiusInches,
  publicProfile,
  coherencyFailures,
  hasSkill,
  inContact,
  triggerFor,
} from '../rules/index.ts';
import { mintId } from './random.ts';
import { afterReplacement, IMMOBILIZED_A } from './replace.ts';
import { markerRadius } from './pieces.ts';

import { checkPlacement, hasReplicas, piecesOfTrooper, publicName, trooperOf } from './pieces.ts';

import { own } from './records.ts';
import { revealMine } from './mines.ts';
import { narrated, removedEvent, type EngineEvent } from './events.ts';
import type { GameState, LogEvent, PieceState } from './types.ts';

import { turnOf, withLog, withOrder } from './orderKit.ts';

/**
 * A CAMO or IMP marker that reveals itself, or is Discovered as IMP-2, becomes the trooper's model
 * where it stands, facing the same way, and its Open Information is shared (RULES.md §10.1, §10.3).
 * The replacement choices of RULES.md §12 come with the marker states.
 */
export function revealAsModel(
  state: GameState,
  piece: PieceState,
): { state: GameState; lines: Omit<LogEvent, 'seq'>[] } {
  const trooper = trooperOf(state, piece.id);
  if (!trooper) return { state, lines: [] };
  const model: PieceState = {
    ...piece,
    kind: 'model',
    r: baseRadiusInches(trooper.profile.s),
    shows: { name: trooper.profile.name, profile: publicProfile(trooper.profile) },
  };
  delete model.mimetism;
  // A model of another base size than the marker is placed by its owner (RULES.md §12).
  const placed = afterReplacement(
    { ...state, pieces: { ...state.pieces, [piece.id]: model } },
    model,
    piece.r,
    null,
  );
  const event: EngineEvent = {
    kind: 'revealed',
    piece: piece.id,
    owner: piece.owner,
    from: piece.kind,
    shows: trooper.profile.name,
  };
  return { state: placed.state, lines: [narrated(event), ...placed.lines] };
}

/**
 * A Hidden Deployment trooper reveals itself (RULES.md §10.2, A17): its written spots become pieces
 * (the model, or its three Holoechoes; a CAMO marker instead when it has Camouflage and chose so),
 * with new opaque ids, and the written note is gone. A Holoecho trooper's Coherency is checked at
 * once (T48).
 */
export function revealHidden(
  state: GameState,
  trooperId: string,
  asCamo = false,
): { state: GameState; lines: Omit<LogEvent, 'seq'>[]; pieceIds: string[] } {
  const trooper = own(state.troopers, trooperId);
  const note = trooper ? own(state.secrets[trooper.owner].hidden, trooperId) : undefined;
  if (!trooper || !note) return { state, lines: [], pieceIds: [] };
  const seat = trooper.owner;
  const secrets = state.secrets[seat];
  const imitated = own(secrets.imitates, trooperId);
  const shownProfile = (imitated ? own(state.troopers, imitated)?.profile : undefined) ?? trooper.profile;
  let random = state.random;
  const placed: PieceState[] = [];
  for (const spot of note.spots) {
    const [id, next] = mintId(
      random,
      `${seat}:piece`,
      'p',
      (x) => x in state.pieces || x in state.troopers || placed.some((p) => p.id === x),
    );
    random = next;
    const kind = asCamo && note.spots.length === 1 ? 'CAMO' : spot.kind;
    const piece: PieceState = {
      id,
      owner: seat,
      kind,
      x: spot.x,
      y: spot.y,
      facing: spot.facing,
      s: spot.s,
      r:
        kind === 'model'
          ? baseRadiusInches(shownProfile.s)
          : kind === spot.kind
            ? spot.r
            : markerRadius(state, spot.s),
      tokens: [],
    };
    if (kind === 'model') piece.shows = { name: shownProfile.name, profile: publicProfile(shownProfile) };
    const mim = kind === 'CAMO' ? hasSkill(trooper.profile, 'Mimetism')?.mod : undefined;
    if (mim !== undefined) piece.mimetism = mim;
    placed.push(piece);
  }
  const links = { ...secrets.trooperOfPiece };
  for (const p of placed) links[p.id] = trooperId;
  const { [trooperId]: _written, ...hidden } = secrets.hidden;
  const real = placed[note.real] ?? placed[0];
  const form = placed.length > 1 ? 'Holoecho' : asCamo ? 'CAMO' : trooper.form;
  let s: GameState = {
    ...state,
    random,
    pieces: { ...state.pieces, ...Object.fromEntries(placed.map((p) => [p.id, p])) },
    pieceOrder: [...state.pieceOrder, ...placed.map((p) => p.id)],
    troopers: { ...state.troopers, [trooperId]: { ...trooper, form } },
    secrets: {
      ...state.secrets,
      [seat]: {
        ...secrets,
        trooperOfPiece: links,
        realPieceOf: real ? { ...secrets.realPieceOf, [trooperId]: real.id } : secrets.realPieceOf,
        hidden,
      },
    },
  };
  const where = placed.map((p) => `${publicName(p)} at (${p.x.toFixed(1)}, ${p.y.toFixed(1)})`).join(', ');
  const lines: Omit<LogEvent, 'seq'>[] = [
    {
      text: `A Hidden Deployment trooper of Player ${seat} reveals itself: ${where}.`,
      rules: ['hiddenDeployment'],
      event: { kind: 'created', pieces: placed.map((p) => p.id), owner: seat },
    },
  ];
  // A written position somebody has since moved onto: the piece stands there all the same and is
  // Immobilized-A until it fits, as for a replacement that does not fit (RULES.md §12; decision D34).
  for (const p of placed) {
    const now = s.pieces[p.id];
    if (!now || checkPlacement(s, now, now).length === 0) continue;
    s = { ...s, pieces: { ...s.pieces, [p.id]: { ...now, tokens: [...now.tokens, IMMOBILIZED_A] } } };
    lines.push({
      text: `The ${publicName(now)} of Player ${seat} finds its written position taken: it enters ${IMMOBILIZED_A} until it fits.`,
      rules: ['replacement'],
    });
  }
  if (placed.length > 1) {
    const before = s.log.length;
    s = holoechoCoherency(s);
    lines.push(...logSince(s.log, before).map(({ seq: _seq, ...e }) => e));
    s = { ...s, log: logUpTo(s.log, before) };
  }
  return { state: s, lines, pieceIds: placed.filter((p) => s.pieces[p.id]).map((p) => p.id) };
}

/**
 * A Decoy user reveals itself (RULES.md §10.6): the replicas are removed and the real piece becomes
 * the trooper's model where it stands (the owner may turn it afterwards).
 */
export function revealDecoyUser(
  state: GameState,
  trooperId: string,
): { state: GameState; lines: Omit<LogEvent, 'seq'>[] } {
  const trooper = own(state.troopers, trooperId);
  if (!trooper) return { state, lines: [] };
  const real = own(state.secrets[trooper.owner].realPieceOf, trooper.id);
  const group = piecesOfTrooper(state, trooper);
  const user = group.find((p) => p.id === real) ?? group[0];
  if (!user) return { state, lines: [] };
  const replicas = group.filter((p) => p.id !== user.id).map((p) => p.id);
  const removed = removePieces(state, replicas);
  // Already its Model: it stays as it stands; a marker becomes the Model, faced by its owner (§10.6).
  const shown = user.kind === 'model' ? { state: removed, lines: [] } : revealAsModel(removed, user);
  return {
    state: shown.state,
    lines: [
      {
        text: `Player ${trooper.owner}'s Decoy user reveals itself: ${String(replicas.length)} replica${replicas.length === 1 ? ' is' : 's are'} removed.`,
        rules: ['decoy'],
        event: removedEvent(replicas, 'decoyUserRevealed'),
      },
      ...(user.kind === 'model' ? [] : shown.lines),
    ],
  };
}

/** The reveal of a successful Discover (RULES.md §9.3), as far as the pieces on the table go. */
export function discovered(
  state: GameState,
  target: PieceState,
): { state: GameState; lines: Omit<LogEvent, 'seq'>[] } {
  const trooper = trooperOf(state, target.id);
  if (!trooper) return { state, lines: [] };
  // A Mine's CAMO marker becomes a Mine token (RULES.md §18.7, W-MINES).
  if (trooper.deployable) {
    return target.kind === 'CAMO'
      ? revealMine(state, target)
      : { state, lines: [{ text: `The ${publicName(target)} hides nothing.`, rules: ['discover.result'] }] };
  }
  const pieces = piecesOfTrooper(state, trooper);
  if (trooper.form !== 'Decoy' && hasReplicas(trooper) && pieces.length > 1) {
    // A Decoy user in Marker form (D47): a replica is removed; the real user's replicas go, and its
    // marker then follows its own state's rule (CAMO revealed, IMP-1 becomes IMP-2) (RULES.md §10.6).
    const realId = own(state.secrets[target.owner].realPieceOf, trooper.id);
    if (realId !== target.id) {
      return {
        state: removePieces(state, [target.id]),
        lines: [
          {
            text: `The ${publicName(target)} was a Decoy replica: it is removed.`,
            rules: ['decoy'],
            event: removedEvent([target.id], 'discoveredNotReal'),
          },
        ],
      };
    }
    const others = pieces.filter((p) => p.id !== target.id).map((p) => p.id);
    const after = discovered(removePieces(state, others), target);
    return {
      state: after.state,
      lines: [
        {
          text: `The ${publicName(target)} was the real Decoy user: ${String(others.length)} replica${others.length === 1 ? ' is' : 's are'} removed.`,
          rules: ['decoy'],
          event: removedEvent(others, 'realDiscovered'),
        },
        ...after.lines,
      ],
    };
  }
  if (target.kind === 'IMP-1') {
    return {
      state: { ...state, pieces: { ...state.pieces, [target.id]: { ...target, kind: 'IMP-2' } } },
      lines: [{ text: `The IMP-1 marker is Discovered and becomes IMP-2.`, rules: ['discover.result'] }],
    };
  }
  if (target.kind === 'CAMO' || target.kind === 'IMP-2') return revealAsModel(state, target);
  const real = own(state.secrets[target.owner].realPieceOf, trooper.id);
  const group = piecesOfTrooper(state, trooper);
  if (group.length > 1 && real !== target.id) {
    // A Holoecho or Decoy piece that is not the real one is removed (RULES.md §9.3, §10.4, §10.6).
    return {
      state: removePieces(state, [target.id]),
      lines: [
        {
          text: `The ${publicName(target)} was not the real trooper: it is removed.`,
          rules: ['discover.result'],
          event: removedEvent([target.id], 'discoveredNotReal'),
        },
      ],
    };
  }
  if (group.length > 1 && trooper.form === 'Holoecho') {
    // The real bearer: its decoys are removed at the end of the Order, where it stands (T42).
    return {
      state: endHoloechoAtConclusion(state, trooper.id),
      lines: [
        {
          text: `The ${publicName(target)} was the real trooper: its Holoecho State ends, and the other Holoechoes go at the end of the Order.`,
          rules: ['holoecho'],
        },
      ],
    };
  }
  if (group.length > 1) {
    // The real one: the others are removed and it stands as the trooper's model (RULES.md §9.3).
    const others = group.filter((p) => p.id !== target.id).map((p) => p.id);
    const removed = removePieces(state, others);
    // A real piece that is already the trooper's Model stays as it stands (RULES.md §10.6).
    const shown = target.kind === 'model' ? { state: removed, lines: [] } : revealAsModel(removed, target);
    return {
      state: shown.state,
      lines: [
        {
          text: `The ${publicName(target)} was the real trooper: the other pieces are removed.`,
          rules: ['discover.result'],
          event: removedEvent(others, 'realDiscovered'),
        },
        ...shown.lines,
      ],
    };
  }
  const imitated = own(state.secrets[target.owner].imitates, trooper.id);
  if (imitated && target.kind === 'model') {
    // HoloMask: the real model replaces the imitated one, facing the same way (RULES.md §10.5).
    const { [trooper.id]: _gone, ...imitates } = state.secrets[target.owner].imitates;
    const shownAs = target.shows?.name ?? 'model';
    return {
      state: {
        ...state,
        pieces: {
          ...state.pieces,
          [target.id]: {
            ...target,
            shows: { name: trooper.profile.name, profile: publicProfile(trooper.profile) },
          },
        },
        secrets: { ...state.secrets, [target.owner]: { ...state.secrets[target.owner], imitates } },
      },
      lines: [
        {
          text: `The ${shownAs} was a HoloMask: it is ${trooper.profile.name}, facing the same way.`,
          rules: ['holomask'],
        },
      ],
    };
  }
  return { state, lines: [{ text: `The ${publicName(target)} hides nothing.`, rules: ['discover.result'] }] };
}

/**
 * The Coherency check at the end of every Order (RULES.md §3, §10.4): a Holoecho with no other
 * within 8" is out of Coherency. A decoy out of Coherency is removed; a bearer out of Coherency
 * loses its Holoecho State (its remaining decoys go too).
 */
export function holoechoCoherency(state: GameState, o: { only?: string; atOnce?: boolean } = {}): GameState {
  let s = state;
  for (const trooper of Object.values(s.troopers)) {
    if (trooper.form !== 'Holoecho' || (o.only !== undefined && trooper.id !== o.only)) continue;
    const pieces = piecesOfTrooper(s, trooper);
    if (pieces.length === 0) continue;
    const failing = pieces.length === 1 ? [0] : coherencyFailures(pieces);
    if (failing.length === 0) continue;
    const real = own(s.secrets[trooper.owner].realPieceOf, trooper.id);
    const out = failing.flatMap((i) => pieces[i] ?? []);
    const decoys = out.filter(
      (p) => p.id !== real && triggerFor('holoechoDecoy', { kind: 'coherencyFailure' }),
    );
    if (decoys.length) {
      s = withLog(
        removePieces(
          s,
          decoys.map((p) => p.id),
        ),
        [
          {
            text: `${decoys.map((p) => `The ${publicName(p)}`).join(' and ')} of Player ${trooper.owner} ${decoys.length === 1 ? 'is' : 'are'} out of Coherency and removed.`,
            rules: ['coherency', 'holoecho'],
            event: removedEvent(
              decoys.map((p) => p.id),
              'outOfCoherency',
            ),
          },
        ],
      );
    }
    if (
      out.some((p) => p.id === real) &&
      triggerFor('holoechoBearer', { kind: 'coherencyFailure' })?.effect === 'cancel'
    ) {
      if (o.atOnce) {
        // At the start of an Order the decoys go at once, before any movement is measured (§10.4).
        const done = finishHoloecho(s, trooper.id);
        s = withLog(done.state, done.lines);
      } else {
        s = endHoloechoAtConclusion(s, trooper.id);
      }
    }
  }
  return s;
}

/** Marks a Holoecho trooper's state as ended in this Order; without an Order it ends at once. */
export function endHoloechoAtConclusion(state: GameState, trooperId: string): GameState {
  const turn = turnOf(state);
  const order = turn?.order;
  if (!order) return finishHoloecho(state, trooperId).state;
  const ends = order.holoechoEnds ?? [];
  return ends.includes(trooperId)
    ? state
    : withOrder(state, { ...order, holoechoEnds: [...ends, trooperId] });
}

/**
 * A Holoecho bearer's state has ended (RULES.md §10.4, T42): every decoy is removed, and if the bearer
 * stood as a marker or showed another model, its own model takes that spot, facing the same way.
 */
export function finishHoloecho(
  state: GameState,
  trooperId: string,
): { state: GameState; lines: Omit<LogEvent, 'seq'>[] } {
  const trooper = own(state.troopers, trooperId);
  if (!trooper) return { state, lines: [] };
  const seat = trooper.owner;
  const real = own(state.secrets[seat].realPieceOf, trooper.id);
  const pieces = piecesOfTrooper(state, trooper);
  const bearer = pieces.find((p) => p.id === real);
  const decoys = pieces.filter((p) => p.id !== real).map((p) => p.id);
  const extra: Omit<LogEvent, 'seq'>[] = [];
  let s = removePieces(state, decoys);
  if (bearer) {
    const model: PieceState = {
      ...bearer,
      kind: 'model',
      r: baseRadiusInches(trooper.profile.s),
      shows: { name: trooper.profile.name, profile: publicProfile(trooper.profile) },
    };
    s = { ...s, pieces: { ...s.pieces, [bearer.id]: model } };
    // The bearer's model keeps the Holoecho's facing; a different base is placed by its owner (§12).
    const placed = afterReplacement(s, model, bearer.r, bearer.facing);
    s = placed.state;
    extra.push(...placed.lines);
  }
  s = { ...s, troopers: { ...s.troopers, [trooper.id]: { ...trooper, form: 'model' } } };
  return {
    state: s,
    lines: [
      {
        text: `Player ${seat}'s Holoecho State ends: ${String(decoys.length)} Holoecho${decoys.length === 1 ? ' is' : 'es are'} removed${bearer ? ` and ${trooper.profile.name} stands where the real one was, facing the same way` : ''}.`,
        rules: ['holoecho'],
        event: removedEvent(decoys, 'holoechoEnded'),
      },
      ...extra,
    ],
  };
}

export function removePieces(state: GameState, ids: readonly string[]): GameState {
  const gone = new Set(ids);
  const pieces = Object.fromEntries(Object.entries(state.pieces).filter(([id]) => !gone.has(id)));
  const secrets = { ...state.secrets };
  for (const seat of ['A', 'B'] as const) {
    secrets[seat] = {
      ...secrets[seat],
      trooperOfPiece: Object.fromEntries(
        Object.entries(secrets[seat].trooperOfPiece).filter(([pid]) => !gone.has(pid)),
      ),
    };
  }
  return { ...state, pieces, pieceOrder: state.pieceOrder.filter((id) => !gone.has(id)), secrets };
}

/**
 * Silhouette contact after a movement (RULES.md §10.1, §10.3, §10.4, §10.6): an enemy Model touching a
 * Decoy replica or a Holoecho decoy removes it, and touching the real Decoy user or Holoecho bearer
 * reveals it or ends its state; a moving CAMO or IMP marker, Decoy user or Holoecho that touches an
 * enemy Model is revealed the same way. Returns whether one of the moved troopers revealed itself.
 */
export function contactTriggers(
  state: GameState,
  moved: readonly string[],
): { state: GameState; lines: Omit<LogEvent, 'seq'>[]; moverRevealed: boolean } {
  let s = state;
  const lines: Omit<LogEvent, 'seq'>[] = [];
  let moverRevealed = false;
  const touchedBy = (a: PieceState, b: PieceState) =>
    a.owner !== b.owner && inContact(standingOf(s, a), standingOf(s, b));
  for (const id of moved) {
    const mover = s.pieces[id];
    if (!mover) continue;
    const enemies = Object.values(s.pieces).filter((p) => touchedBy(mover, p));
    // The mover's own state: it touched an enemy Model.
    if (enemies.some((p) => p.kind === 'model')) {
      const before = trooperOf(s, mover.id)?.form;
      const shown = contactWithEnemyModel(s, mover);
      s = shown.state;
      lines.push(...shown.lines);
      // The mover revealed itself unless only one of its decoys went (RULES.md §7.3).
      if (shown.lines.length && (s.pieces[mover.id] !== undefined || before !== 'Holoecho'))
        moverRevealed = true;
    }
    // The enemies' states: a Model touched them.
    const now = s.pieces[id];
    if (now?.kind !== 'model') continue;
    for (const enemy of enemies) {
      const still = s.pieces[enemy.id];
      if (!still) continue;
      const shown = contactWithEnemyModel(s, still);
      s = shown.state;
      lines.push(...shown.lines);
    }
  }
  return { state: s, lines, moverRevealed };
}

/** One piece in Silhouette contact with an enemy Model: what its state's triggers say (RULES.md §10). */
function contactWithEnemyModel(
  state: GameState,
  piece: PieceState,
): { state: GameState; lines: Omit<LogEvent, 'seq'>[] } {
  const trooper = trooperOf(state, piece.id);
  if (!trooper) return { state, lines: [] };
  const group = piecesOfTrooper(state, trooper);
  const real = own(state.secrets[piece.owner].realPieceOf, trooper.id);
  const event = { kind: 'contactWithEnemyModel' } as const;
  if (hasReplicas(trooper) && group.length > 1) {
    if (piece.id !== real && triggerFor('decoyReplica', event)) {
      return {
        state: removePieces(state, [piece.id]),
        lines: [
          {
            text: `The ${publicName(piece)} touched an enemy Model: it was a Decoy replica and is removed.`,
            rules: ['decoy'],
            event: removedEvent([piece.id], 'contactWithEnemyModel'),
          },
        ],
      };
    }
    if (triggerFor('decoyUser', event)?.effect === 'cancel') return revealDecoyUser(state, trooper.id);
  }
  if (trooper.form === 'Holoecho' && group.length > 1) {
    if (piece.id !== real && triggerFor('holoechoDecoy', event)) {
      return {
        state: removePieces(state, [piece.id]),
        lines: [
          {
            text: `The ${publicName(piece)} touched an enemy Model: it was a Holoecho and is removed.`,
            rules: ['holoecho'],
            event: removedEvent([piece.id], 'contactWithEnemyModel'),
          },
        ],
      };
    }
    if (triggerFor('holoechoBearer', event)?.effect === 'cancel') {
      return {
        state: endHoloechoAtConclusion(state, trooper.id),
        lines: [
          {
            text: `The ${publicName(piece)} touched an enemy Model: it is the real trooper, and its Holoecho State ends with the Order.`,
            rules: ['holoecho'],
          },
        ],
      };
    }
  }
  if (
    (piece.kind === 'CAMO' && triggerFor('camouflaged', event)?.effect === 'cancel') ||
    ((piece.kind === 'IMP-1' || piece.kind === 'IMP-2') &&
      triggerFor('impersonation', event)?.effect === 'cancel')
  ) {
    return revealAsModel(state, piece);
  }
  return { state, lines: [] };
}
