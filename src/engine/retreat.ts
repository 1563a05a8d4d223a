// Retreat! and the marker states it ends (RULES.md §18.10.3, §10.1–§10.6): the Tactical Phase count of an
// army's surviving points, and the cancellation of every Marker, Holoecho, HoloMask and Decoy state of a
// trooper that enters Retreat! or becomes Impetuous, through the reveal code so logs and replacements
// are those of any other reveal.
import {
  afterWounds,
  inRetreat,
  publicProfile,
  retreatThreshold,
  rosterPoints,
  triggerFor,
  type Seat,
  type StateEvent,
} from '../rules/index.ts';
import { hasReplicas, piecesOfTrooper, publicName } from './pieces.ts';
import { own } from './records.ts';
import { playsRetreat } from './edition.ts';
import { finishHoloecho, revealAsModel, revealDecoyUser } from './reveal.ts';
import type { GameState, LogEvent } from './types.ts';
import { isInRetreat } from './turnStatus.ts';

/**
 * The points of a seat's surviving troopers (RULES.md §18.10.3): every trooper neither Dead nor
 * Unconscious, a Null state that counts for no Victory Points (decision D80); troopers not on the table
 * (Hidden Deployment) are survivors. A trooper's points are a private army-list fact (D49).
 */
export function survivingPoints(state: GameState, seat: Seat): number {
  return rosterPoints(
    Object.values(state.troopers)
      .filter((t) => t.owner === seat && afterWounds(t.profile.w, t.woundsLost ?? 0).condition === 'fit')
      .map((t) => t.profile),
  );
}

/** The points of a seat's army list: the sum of its roster's points (decision D79). */
export function listPoints(state: GameState, seat: Seat): number {
  return rosterPoints(state.setup.game?.rosters[seat] ?? []);
}

/**
 * The Retreat! check of a seat's Tactical Phase (RULES.md §11.3, §18.10.3): count, and enter, stay in or
 * leave Retreat!. Entering it cancels the marker states of the whole army. Both seats read that the army
 * is in Retreat!; only its owner reads the points.
 */
export function retreatCheck(
  state: GameState,
  seat: Seat,
): { state: GameState; lines: Omit<LogEvent, 'seq'>[] } {
  // A game begun before Retreat! was played never counts it (decision D87).
  if (!playsRetreat(state.setup)) return { state, lines: [] };
  const listed = listPoints(state, seat);
  const left = survivingPoints(state, seat);
  const now = inRetreat(listed, left);
  const was = isInRetreat(state, seat);
  if (!now && !was) return { state, lines: [] };
  const points = `${String(left)} of ${String(listed)} points survive, the threshold is ${String(retreatThreshold(listed))}`;
  if (!now) {
    const retreat = (state.retreat ?? []).filter((s) => s !== seat);
    const { retreat: _gone, ...rest } = state;
    return {
      state: retreat.length ? { ...rest, retreat } : rest,
      lines: [
        {
          seat,
          text: `Player ${seat}'s army is no longer in Retreat!.`,
          ownerText: `Player ${seat}'s army is no longer in Retreat!: ${points}.`,
          rules: ['retreat'],
        },
      ],
    };
  }
  if (was) {
    return {
      state,
      lines: [
        {
          seat,
          text: `Player ${seat}'s army is still in Retreat!.`,
          ownerText: `Player ${seat}'s army is still in Retreat!: ${points}.`,
          rules: ['retreat'],
        },
      ],
    };
  }
  let s: GameState = { ...state, retreat: [...(state.retreat ?? []), seat].sort() };
  const lines: Omit<LogEvent, 'seq'>[] = [
    {
      seat,
      text: `Player ${seat}'s army enters Retreat!: no Impetuous Phase, and its troopers may only use Short Movement Skills, Cautious Movement, Dodge and Reset.`,
      ownerText: `Player ${seat}'s army enters Retreat!: ${points}. No Impetuous Phase, and its troopers may only use Short Movement Skills, Cautious Movement, Dodge and Reset.`,
      rules: ['retreat'],
    },
  ];
  for (const t of Object.values(s.troopers)) {
    if (t.owner !== seat) continue;
    const ended = cancelMarkerStates(s, t.id, { kind: 'retreat' });
    s = ended.state;
    lines.push(...ended.lines);
  }
  return { state: s, lines };
}

/**
 * A trooper enters Retreat! or becomes Impetuous (RULES.md §10.1, §10.3, §10.4, §10.5, §10.6; seed rows
 * 1.19, 2.20, 4.28): each state's own trigger table says whether the event ends it. A Decoy user's
 * replicas go and it stands as its model; a Holoecho bearer's decoys go and it stands where the real one
 * was; a CAMO or IMP marker becomes the model; a HoloMask shows the real model, facing the same way.
 * Hidden Deployment is no Marker State and stays (decision D78).
 */
export function cancelMarkerStates(
  state: GameState,
  trooperId: string,
  event: Extract<StateEvent, { kind: 'impetuous' | 'retreat' }>,
): { state: GameState; lines: Omit<LogEvent, 'seq'>[] } {
  let s = state;
  const lines: Omit<LogEvent, 'seq'>[] = [];
  const first = own(s.troopers, trooperId);
  if (!first) return { state, lines };
  const seat = first.owner;
  const pieces = piecesOfTrooper(s, first);
  if (pieces.length === 0) return { state, lines };
  const cause = event.kind === 'retreat' ? 'enters Retreat!' : 'becomes Impetuous';
  if (
    hasReplicas(first) &&
    (pieces.length > 1 || pieces.some((p) => p.kind !== 'model')) &&
    triggerFor('decoyUser', event)?.effect === 'cancel'
  ) {
    const shown = revealDecoyUser(s, trooperId);
    s = shown.state;
    lines.push(...shown.lines);
  } else if (
    first.form === 'Holoecho' &&
    pieces.length > 1 &&
    triggerFor('holoechoBearer', event)?.effect === 'cancel'
  ) {
    const done = finishHoloecho(s, trooperId);
    s = done.state;
    lines.push(...done.lines);
  }
  const piece = piecesOfTrooper(s, first)[0];
  if (
    piece &&
    ((piece.kind === 'CAMO' && triggerFor('camouflaged', event)?.effect === 'cancel') ||
      ((piece.kind === 'IMP-1' || piece.kind === 'IMP-2') &&
        triggerFor('impersonation', event)?.effect === 'cancel'))
  ) {
    const shown = revealAsModel(s, piece);
    s = shown.state;
    lines.push(...shown.lines);
  }
  const imitated = own(s.secrets[seat].imitates, trooperId);
  const t = own(s.troopers, trooperId);
  if (imitated !== undefined && t && triggerFor('holoMask', event)?.effect === 'cancel') {
    const { [trooperId]: _gone, ...imitates } = s.secrets[seat].imitates;
    const model = piecesOfTrooper(s, t).find((p) => p.kind === 'model');
    const shownAs = model?.shows?.name ?? 'model';
    s = { ...s, secrets: { ...s.secrets, [seat]: { ...s.secrets[seat], imitates } } };
    if (model && shownAs !== t.profile.name) {
      s = {
        ...s,
        pieces: {
          ...s.pieces,
          [model.id]: { ...model, shows: { name: t.profile.name, profile: publicProfile(t.profile) } },
        },
      };
      lines.push({
        text: `The ${shownAs} of Player ${seat} ${cause}: it was a HoloMask, and is ${t.profile.name}, facing the same way.`,
        rules: ['holomask', event.kind === 'retreat' ? 'retreat' : 'frenzy'],
      });
    }
  }
  if (lines.length) {
    const now = piecesOfTrooper(s, first)[0];
    lines.unshift({
      text: `A trooper of Player ${seat} ${cause}: its marker state ends${now ? ` (it is the ${publicName(now)})` : ''}.`,
      rules: [event.kind === 'retreat' ? 'retreat' : 'frenzy'],
    });
  }
  return { state: s, lines };
}
