// Going back into a marker state with an Entire Order (RULES.md §10.1, §10.3, §10.4; T38, T39).
import {
  SKILLS,
  cybermaskProblem,
  hasSkill,
  isHacker,
  impetuousMarkerProblem,
  isImpetuous,
  retreatMarkerProblem,
  validatePlacement,
  violation,
  type Seat,
  type Checked,
  withRule,
} from '../rules/index.ts';
import { retreatBinds } from './commandTokens.ts';
import { exposure } from './step2-aroCheck.ts';
import { placementScene, publicName, toPlaced } from './pieces.ts';
import { mintId } from './random.ts';
import { markerRadius } from './pieces.ts';
import type { GameState, LogEvent, PieceState, TrooperState } from './types.ts';

/**
 * Going back into a marker state with an Entire Order (RULES.md §10.1, §10.3, §10.4; T38, T39): the
 * trooper must stand outside the LoF of every enemy Model and Marker (Hidden Deployment troopers do
 * not count, and an enemy marker with LoF blocks it without being revealed). Camouflage and
 * Impersonation put a **new** marker in the model's place (a new opaque id, so no lock-out or link
 * carries over); Holoecho places two HOLOECHO markers in Silhouette contact with the model.
 */
export function reenter(
  state: GameState,
  seat: Seat,
  pieceIds: readonly string[],
  trooper: TrooperState,
  skill: 'reenterCamouflage' | 'reenterImpersonation' | 'reenterHoloecho' | 'cybermask',
): Checked<{ state: GameState; lines: Omit<LogEvent, 'seq'>[]; pieceIds: string[] }> {
  // Cybermask is a Hacking Program: a Hacker runs it and goes into Impersonation State (D130).
  const need =
    skill === 'reenterCamouflage'
      ? 'Camouflage'
      : skill === 'reenterImpersonation' || skill === 'cybermask'
        ? 'Impersonation'
        : 'Holoecho';
  const label = SKILLS[skill].label;
  if (skill === 'cybermask' && !isHacker(trooper.profile)) {
    return { ok: false, violations: [cybermaskProblem(trooper.profile.name)] };
  }
  if (skill !== 'cybermask' && !hasSkill(trooper.profile, need)) {
    return {
      ok: false,
      violations: [
        violation(
          'FORM_NOT_ALLOWED',
          withRule(`${trooper.profile.name} has no ${need}.`, SKILLS[skill].rule),
        ),
      ],
    };
  }
  const stateName = `${need === 'Camouflage' ? 'Camouflaged' : need} State`;
  // Impetuous troopers never enter a Marker State (RULES.md §18.10.2); an army in Retreat! none until
  // it ends, so Camouflage drops to Mimetism (§18.10.3, §10.1).
  if (isImpetuous(trooper.profile, trooper.impetuous)) {
    return { ok: false, violations: [impetuousMarkerProblem(trooper.profile.name, stateName, trooper.id)] };
  }
  if (retreatBinds(state, seat, trooper.id)) {
    return { ok: false, violations: [retreatMarkerProblem(trooper.profile.name, stateName, trooper.id)] };
  }
  const model = pieceIds.length === 1 ? state.pieces[pieceIds[0] ?? ''] : undefined;
  if (model?.kind !== 'model') {
    return {
      ok: false,
      violations: [
        violation('REQUIREMENT_NOT_MET', `${label}: the trooper must stand as a single model first.`),
      ],
    };
  }
  const seen = exposure(state, seat, [{ pieceId: model.id, path: [{ x: model.x, y: model.y }] }]).seen;
  if (seen) {
    return {
      ok: false,
      violations: [
        violation(
          'REQUIREMENT_NOT_MET',
          withRule(
            `${label} needs the trooper outside the LoF of every enemy Model and Marker.`,
            SKILLS[skill].rule,
          ),
        ),
      ],
    };
  }
  const secrets = state.secrets[seat];
  if (skill === 'reenterHoloecho') {
    // In Silhouette contact with the model: centres the two radii apart (a token may differ, A18).
    const tokenR = markerRadius(state, model.s);
    const reach = model.r + tokenR;
    const spots = [90, -90, 180, 0, 135, -135, 45, -45].map((turn) => {
      const d = {
        x: Math.cos(((model.facing + turn) * Math.PI) / 180),
        y: Math.sin(((model.facing + turn) * Math.PI) / 180),
      };
      return { x: model.x + d.x * reach, y: model.y + d.y * reach };
    });
    let s = state;
    const placed: PieceState[] = [];
    for (const kind of ['HOLOECHO-1', 'HOLOECHO-2'] as const) {
      const [id, random] = mintId(
        s.random,
        `${seat}:piece`,
        'p',
        (x) => x in s.pieces || x in s.troopers || placed.some((p) => p.id === x),
      );
      s = { ...s, random };
      const spot = spots.find((at) => {
        const piece = { ...model, id, kind, x: at.x, y: at.y, r: tokenR };
        const scene = placementScene(s, id);
        return (
          validatePlacement(
            { ...scene, others: [...scene.others, ...placed.map((p) => toPlaced(p, publicName(p)))] },
            toPlaced(piece, kind),
          ).length === 0
        );
      });
      if (!spot) {
        return {
          ok: false,
          violations: [
            violation(
              'NO_ROOM_FOR_GROUP',
              `There is no room in contact with ${trooper.profile.name} for its ${kind} marker.`,
            ),
          ],
        };
      }
      const piece: PieceState = {
        id,
        owner: seat,
        kind,
        x: spot.x,
        y: spot.y,
        facing: model.facing,
        s: model.s,
        r: markerRadius(state, model.s),
        tokens: [...model.tokens],
      };
      placed.push(piece);
    }
    const links = { ...secrets.trooperOfPiece };
    for (const p of placed) links[p.id] = trooper.id;
    s = {
      ...s,
      pieces: { ...s.pieces, ...Object.fromEntries(placed.map((p) => [p.id, p])) },
      pieceOrder: [...s.pieceOrder, ...placed.map((p) => p.id)],
      troopers: { ...s.troopers, [trooper.id]: { ...trooper, form: 'Holoecho' } },
      secrets: {
        ...s.secrets,
        [seat]: {
          ...secrets,
          trooperOfPiece: links,
          realPieceOf: { ...secrets.realPieceOf, [trooper.id]: model.id },
        },
      },
    };
    return {
      ok: true,
      state: s,
      pieceIds: [model.id, ...placed.map((p) => p.id)],
      lines: [
        {
          text: `Player ${seat}: the ${publicName(model)} switches Holoecho on: two HOLOECHO markers stand in contact with it.`,
          rules: ['holoecho'],
        },
      ],
    };
  }
  const imp = hasSkill(trooper.profile, 'Impersonation');
  const kind =
    skill === 'reenterCamouflage' ? 'CAMO' : skill === 'cybermask' || imp?.only2 ? 'IMP-2' : 'IMP-1';
  const [id, random] = mintId(
    state.random,
    `${seat}:piece`,
    'p',
    (x) => x in state.pieces || x in state.troopers,
  );
  const marker: PieceState = {
    id,
    owner: seat,
    kind,
    x: model.x,
    y: model.y,
    facing: model.facing,
    s: model.s,
    r: markerRadius(state, model.s),
    tokens: [...model.tokens],
  };
  const mim = kind === 'CAMO' ? hasSkill(trooper.profile, 'Mimetism')?.mod : undefined;
  if (mim !== undefined) marker.mimetism = mim;
  const links = Object.fromEntries(
    Object.entries(secrets.trooperOfPiece).filter(([pid]) => pid !== model.id),
  );
  links[id] = trooper.id;
  const pieces = Object.fromEntries(Object.entries(state.pieces).filter(([pid]) => pid !== model.id));
  pieces[id] = marker;
  return {
    ok: true,
    state: {
      ...state,
      random,
      pieces,
      pieceOrder: state.pieceOrder.map((pid) => (pid === model.id ? id : pid)),
      troopers: { ...state.troopers, [trooper.id]: { ...trooper, form: kind === 'CAMO' ? 'CAMO' : kind } },
      secrets: {
        ...state.secrets,
        [seat]: {
          ...secrets,
          trooperOfPiece: links,
          realPieceOf: { ...secrets.realPieceOf, [trooper.id]: id },
        },
      },
    },
    pieceIds: [id],
    lines: [
      {
        text: `Player ${seat}: the ${publicName(model)} ${skill === 'cybermask' ? 'runs Cybermask and goes' : 'goes back'} into ${kind === 'CAMO' ? 'Camouflaged' : 'Impersonation'} State: a new ${kind} marker stands in its place.`,
        rules: [SKILLS[skill].rule],
      },
    ],
  };
}
