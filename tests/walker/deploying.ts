// The walker's candidates in the Deployment Phase (RULES.md §10, §11.2): every reserve trooper in every
// form it may take (CAMO, IMP-1, IMP-2, Holoecho with 2–3 pieces, Decoy with its replicas, HoloMask,
// Hidden Deployment), adjustments of what was placed in the step, and the end of the step.
import { allowedForms, hasSkill, type DeploymentForm, type Point, type Seat } from '../../src/rules/index.ts';
import {
  endStepProblem,
  reserveOf,
  type Action,
  type GameState,
  type TrooperState,
} from '../../src/engine/index.ts';
import { r3, type Rng } from './rng.ts';
import { facingOf, piecesOf, polar, type Candidate } from './table.ts';

type DeployAction = Extract<Action, { type: 'deploy' }>;

/** A point in the seat's Deployment Zone, or anywhere on the table, clear of the edges. */
function spot(s: GameState, seat: Seat, rng: Rng, anywhere = false): Point {
  const { width, depth, zoneDepth } = s.setup.table;
  const x = 1.2 + rng.float() * (width - 2.4);
  if (anywhere) return { x: r3(x), y: r3(1.2 + rng.float() * (depth - 2.4)) };
  // Half the time in the front of the zone, so that the two sides soon meet.
  const y = rng.chance(0.5) ? zoneDepth - 1.2 - rng.float() * 1.5 : 1.2 + rng.float() * (zoneDepth - 2.4);
  return { x: r3(x), y: r3(seat === 'A' ? y : depth - y) };
}

/** One deployment of a reserve trooper in `form` (RULES.md §10, §11.2), with random choices. */
function deployOf(s: GameState, seat: Seat, t: TrooperState, form: DeploymentForm, rng: Rng): DeployAction {
  const at = spot(s, seat, rng, form.startsWith('IMP') && rng.chance(0.5));
  const towardEnemy = seat === 'A' ? 90 : 270;
  const a: DeployAction = {
    type: 'deploy',
    seat,
    trooperId: t.id,
    form,
    at,
    facing: rng.chance(0.7) ? towardEnemy : facingOf(rng),
  };
  const most = form === 'Holoecho' ? 2 : (hasSkill(t.profile, 'Decoy')?.count ?? 0);
  if (most > 0 && (form === 'Holoecho' || form === 'Decoy' || form === 'CAMO' || form.startsWith('IMP'))) {
    // 2–3 Holoechoes, 1–2 Decoy replicas, or a Decoy user's Marker-form replicas (D47).
    const least = form === 'Holoecho' || form === 'Decoy' ? 1 : 0;
    const count = least + rng.int(most - least + 1);
    a.extraCount = count;
    if (rng.chance(0.4)) {
      a.extras = Array.from({ length: count }, () => polar(at, rng.float() * 360, 1.4 + rng.float() * 2.5));
    }
    if (rng.chance(0.6)) a.real = rng.int(count + 1);
  }
  // Minelayer (RULES.md §18.7.5): most of the time a Mine somewhere in the trooper's ZoC.
  if (hasSkill(t.profile, 'Minelayer') && rng.chance(0.7)) {
    a.mine = polar(at, rng.float() * 360, 1.2 + rng.float() * 7);
  }
  if (hasSkill(t.profile, 'HoloMask') && (form === 'model' || form === 'Holoecho') && rng.chance(0.5)) {
    const alike = Object.values(s.troopers).filter(
      (o) => o.owner === seat && o.id !== t.id && o.profile.s === t.profile.s,
    );
    const imitated = rng.pick(alike);
    if (imitated) {
      a.imitates = imitated.id;
      if (form === 'Holoecho' && rng.chance(0.5)) a.decoysAsModels = true;
    }
  }
  return a;
}

/** The Deployment Phase (RULES.md §11.2): deploy, adjust what was placed in this step, end the step. */
export function deploying(s: GameState, seat: Seat, rng: Rng): Candidate[] {
  const step = s.phase.kind === 'deployment' ? s.phase.step : 0;
  const out: Candidate[] = [
    { action: { type: 'endDeployment', seat }, weight: endStepProblem(s, seat) === null ? 4 : 0.05 },
  ];
  for (const t of reserveOf(s, seat)) {
    const forms = allowedForms(t.profile);
    for (const form of forms) {
      // Marker play first: a trooper with a marker form deploys as a plain model less often.
      const weight = (form === 'model' && forms.length > 1 ? 0.5 : 1.5) / forms.length;
      for (let k = 0; k < 2; k++) out.push({ action: deployOf(s, seat, t, form, rng), weight });
    }
    if (hasSkill(t.profile, 'HiddenDeployment')) {
      const form = rng.chance(0.5) && forms.includes('Holoecho') ? 'Holoecho' : 'model';
      out.push({ action: { ...deployOf(s, seat, t, form, rng), hidden: true }, weight: 1.5 });
    }
  }
  for (const t of Object.values(s.troopers)) {
    if (t.owner !== seat || t.deployedInStep !== step || t.form === null) continue;
    out.push({ action: { type: 'withdrawTrooper', seat, trooperId: t.id }, weight: 0.1 });
    out.push({ action: { type: 'setReal', seat, trooperId: t.id, real: rng.int(3) }, weight: 0.15 });
    if (t.id in s.secrets[seat].hidden) {
      out.push({
        action: { type: 'moveHidden', seat, trooperId: t.id, index: rng.int(3), to: spot(s, seat, rng) },
        weight: 0.2,
      });
    }
  }
  const mine = piecesOf(s, seat);
  const p = rng.pick(mine);
  if (p) {
    out.push({
      action: {
        type: 'movePiece',
        seat,
        pieceId: p.id,
        to: polar(p, rng.float() * 360, rng.float() * 2),
        limit: 'free',
      },
      weight: 0.15,
    });
    out.push({ action: { type: 'rotatePiece', seat, pieceId: p.id, facing: facingOf(rng) }, weight: 0.15 });
  }
  return out;
}
