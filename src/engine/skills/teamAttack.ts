// Attacks in an Order of several troopers (RULES.md §18.12.1–3; decisions D160–D164). A Coordinated
// Order's participants shoot at one target: the Spearhead with half its Burst, the others one die each,
// each from its own piece with its own weapon. A Fireteam's Team Leader alone attacks or Discovers,
// with the Fireteam's bonus; its members do the same in ARO. Everything here is about Models (markers
// never take part), so who shoots with what is public.
import {
  burstOf,
  COORDINATED_SUPPORT_BURST,
  fireteamBonus,
  fireteamRollBonus,
  fireteamSameUnit,
  hasLineOfFire,
  savesOwed,
  spearheadBurst,
  validateWeaponLoaded,
  weaponAt,
  weaponReaches,
  weaponsOf,
  type FireteamBonus,
  type NamedMod,
  type Seat,
  type SkillId,
  type Weapon,
  TEAM_LEADER_SKILLS,
} from '../../rules/index.ts';
import { fireteamRuleSet } from '../fireteams.ts';
import { playsFireteamRolls } from '../edition.ts';
import { leadPieceIds, publicName, trooperOf } from '../pieces.ts';
import { own } from '../records.ts';
import {
  anyKept,
  attackMods,
  coveredFrom,
  keptAlone,
  keptText,
  sideOf,
  type Kept,
  type Rolled,
} from '../rolling.ts';
import { truthScene } from '../scene.ts';
import { wound } from '../step6-savingRolls.ts';
import { capital } from '../orderKit.ts';
import type { RollSide } from '../events.ts';
import type {
  DeclaredSkill,
  GameState,
  LogEvent,
  OrderState,
  PieceState,
  SupportShooter,
  TrooperState,
} from '../types.ts';
import { spendWeapon } from '../disposable.ts';
import { faceToFace, log, logEvent, rollOn, strayHits, type Resolution } from './resolution.ts';

/** One participant's shot beside the Spearhead, as the Order resolves. */
export interface SupportShot {
  piece: PieceState;
  trooper: TrooperState;
  weapon: Weapon;
  /** "the Line Trooper of Player A" */
  name: string;
  /** Its die, rolled once against whatever opposes it. */
  shot: Rolled | null;
  /** It met a Face to Face roll, so it is not rolled again as a Normal roll. */
  opposed: boolean;
}

/** The Fireteam a trooper is a member of, on the table (published Fireteams: the game is under way). */
function fireteamOf(state: GameState, trooperId: string) {
  return (state.fireteams ?? []).find((f) => f.members.includes(trooperId));
}

/**
 * The bonus a trooper's Fireteam gives it now (RULES.md §18.12.2; decision D163): by its size and, in
 * the 2022 rule set, by how many of its members belong to one Unit. Undefined outside a Fireteam.
 */
export function fireteamBonusOf(state: GameState, trooperId: string): FireteamBonus | undefined {
  const team = fireteamOf(state, trooperId);
  if (!team || !playsFireteamRolls(state.setup)) return undefined;
  const names = team.members.map((m) => own(state.troopers, m)?.profile.name ?? '');
  return fireteamBonus(fireteamRuleSet(state), team.members.length, fireteamSameUnit(names));
}

/** What the Fireteam adds to the Team Leader's roll with `skill` in a Fireteam's Order (D163). */
export function teamLeaderBonus(state: GameState, order: OrderState, skill: SkillId) {
  if (order.team?.kind !== 'fireteam') return { burst: 0, mods: [] as NamedMod[] };
  return fireteamRollBonus(fireteamBonusOf(state, order.trooperId), skill);
}

/**
 * The dice a reacting trooper's BS Attack means to roll: 1, +1 as a member of a Fireteam with the
 * bonus (RULES.md §18.1.1, §18.12.2; D163). A template rolls none, and nothing is added to it.
 */
export function aroDice(state: GameState, trooper: TrooperState, weapon: number | undefined): number {
  const w = weaponAt(trooper.profile, weapon);
  const bonus = w.template ? 0 : aroMemberBonus(state, trooper.id, 'bsAttack').burst;
  return burstOf(w, false) + bonus;
}

/** What a reacting member's Fireteam adds to its ARO with `skill` (RULES.md §18.12.2: every member). */
export function aroMemberBonus(state: GameState, trooperId: string, skill: SkillId) {
  return fireteamRollBonus(fireteamBonusOf(state, trooperId), skill);
}

/**
 * The dice the lead of the Order means to roll with a BS Attack of `burst` (RULES.md §18.12): the
 * Spearhead's half (D161), the Team Leader's Burst with its Fireteam's bonus (D163), or `burst`.
 */
export function leadDice(state: GameState, order: OrderState, burst: number): number {
  if (order.team?.kind === 'coordinated') return spearheadBurst(burst);
  return burst + teamLeaderBonus(state, order, 'bsAttack').burst;
}

/**
 * RULES.md §18.12.3 (decision D161): the other participants of a Coordinated Order that can shoot at
 * `target` now, each with the first weapon of its profile that is no template, is loaded and reaches
 * it from its own piece in LoF; and the names of those that cannot, who perform an Idle instead.
 */
export function coordinatedSupport(
  state: GameState,
  order: OrderState,
  target: PieceState,
): { support: SupportShooter[]; idle: string[] } {
  const support: SupportShooter[] = [];
  const idle: string[] = [];
  if (order.team?.kind !== 'coordinated') return { support, idle };
  const scene = truthScene(state);
  for (const m of order.team.members.slice(1)) {
    const trooper = own(state.troopers, m.trooperId);
    const piece = m.pieceIds.map((id) => state.pieces[id]).find((p) => p !== undefined);
    if (!trooper || !piece) continue;
    const seen = hasLineOfFire(scene, piece.id, target.id);
    const weapon = seen
      ? weaponsOf(trooper.profile).findIndex(
          (w, i) =>
            w.template === undefined &&
            weaponReaches(w, piece, target) &&
            validateWeaponLoaded(w, trooper.spent?.[String(i)] ?? 0, trooper.profile.name).length === 0,
        )
      : -1;
    if (weapon >= 0) support.push({ trooperId: trooper.id, pieceId: piece.id, weapon });
    else idle.push(publicName(piece));
  }
  return { support, idle };
}

/**
 * The log line of an attack or Discover declared in an Order of several troopers (RULES.md §18.12;
 * D161, D162): in a Coordinated attack, who shoots beside the Spearhead with what, and who performs an
 * Idle because it cannot; in a Fireteam's Order, that the Team Leader alone performs it. Public: every
 * participant is a Model.
 */
export function teamDeclaredLines(
  state: GameState,
  order: OrderState,
  declared: DeclaredSkill,
  seat: Seat,
): Omit<LogEvent, 'seq'>[] {
  const team = order.team;
  if (!team || !TEAM_LEADER_SKILLS.includes(declared.skill)) return [];
  const nameOf = (pieceId: string | undefined) => {
    const p = pieceId ? state.pieces[pieceId] : undefined;
    return `the ${p ? publicName(p) : 'trooper'}`;
  };
  const others = team.members.slice(1);
  if (team.kind === 'fireteam' || declared.skill !== 'bsAttack') {
    const who = team.kind === 'fireteam' ? 'its Team Leader' : 'its Spearhead';
    return [
      {
        seat,
        text: `${team.kind === 'fireteam' ? 'Fireteam' : 'Coordinated'} Order of Player ${seat}: ${who}, ${nameOf(team.members[0]?.pieceIds[0])}, performs it; ${others.map((m) => nameOf(m.pieceIds[0])).join(', ')} ${others.length === 1 ? 'performs' : 'perform'} an Idle.`,
        rules: [team.kind === 'fireteam' ? 'fireteams' : 'coordinated'],
      },
    ];
  }
  const support = 'support' in declared ? (declared.support ?? []) : [];
  const shooters = support.map((s) => {
    const t = own(state.troopers, s.trooperId);
    return `${nameOf(s.pieceId)} with its ${t ? weaponAt(t.profile, s.weapon).name : 'weapon'}`;
  });
  const idle = others.filter((m) => !support.some((s) => s.trooperId === m.trooperId));
  const parts = [
    shooters.length
      ? `${shooters.join(', ')} ${shooters.length === 1 ? 'shoots' : 'shoot'} at the same target, ${String(COORDINATED_SUPPORT_BURST)} die each`
      : 'no other trooper can shoot at the target',
    ...(idle.length
      ? [
          `${idle.map((m) => nameOf(m.pieceIds[0])).join(', ')} cannot (no LoF, or no weapon that reaches it) and ${idle.length === 1 ? 'performs' : 'perform'} an Idle`,
        ]
      : []),
  ];
  return [
    {
      seat,
      text: `Coordinated Order of Player ${seat}: the Spearhead, ${nameOf(team.members[0]?.pieceIds[0])}, rolls half its Burst; ${parts.join('; ')}.`,
      rules: ['coordinated'],
    },
  ];
}

/**
 * A Disposable weapon a participant shoots with spends one use, as an attack of one die does
 * (RULES.md §18.9.3, D57): its Burst beside the Spearhead is one die.
 */
export function spendSupportWeapons(state: GameState, declared: DeclaredSkill): GameState {
  if (declared.skill !== 'bsAttack' || !declared.support) return state;
  let next = state;
  for (const s of declared.support) {
    const t = own(next.troopers, s.trooperId);
    const spent = t ? spendWeapon(next, t, s.weapon, false) : undefined;
    if (spent?.ok) next = spent.state;
  }
  return next;
}

/** The participants' shots of the Order's BS Attack, ready to resolve (RULES.md §18.12.3). */
export function supportShots(state: GameState, order: OrderState): SupportShot[] {
  const attack = order.skills.find((k) => k.skill === 'bsAttack');
  if (!attack || !('support' in attack) || !attack.support) return [];
  return attack.support.flatMap((s) => {
    const piece = state.pieces[s.pieceId];
    const trooper = own(state.troopers, s.trooperId);
    if (!piece || !trooper) return [];
    return [
      {
        piece,
        trooper,
        weapon: weaponAt(trooper.profile, s.weapon),
        name: `the ${publicName(piece)} of Player ${piece.owner}`,
        shot: null,
        opposed: false,
      },
    ];
  });
}

/** A participant's die at the target, rolled once (its MODs measured from its own piece). */
function supportRoll(r: Resolution, s: SupportShot, target: PieceState): Rolled | null {
  if (s.shot) return s.shot;
  const mods = attackMods(r.s, s.piece, target, s.weapon);
  if (!mods) return null;
  const shot = rollOn(r, 'BS', s.trooper.profile.bs, mods, COORDINATED_SUPPORT_BURST);
  s.shot = shot;
  strayHits(r, s.piece, target, shot, s.name, s.weapon.damage);
  return shot;
}

function supportSide(s: SupportShot, shot: Rolled): RollSide {
  return sideOf(
    shot,
    s.name,
    'BS Attack',
    `with the ${s.weapon.name} (B${String(COORDINATED_SUPPORT_BURST)})`,
  );
}

/** The hits a participant kept are Saving Rolls for its target, in cover as seen from its piece. */
function supportHits(r: Resolution, s: SupportShot, target: PieceState, kept: Kept): void {
  if (!anyKept(kept)) return;
  const now = r.s.pieces[target.id];
  if (!now) return;
  r.s = wound(r.s, now, s.weapon.damage, coveredFrom(r.s, s.piece, now), savesOwed(kept), s.trooper.id);
}

/**
 * Whether the participant can still shoot when the Order resolves: the target stands, the Order's
 * attack is still at it, the participant keeps LoF and reach (RULES.md §5.3 step 5). A participant
 * that cannot is resolved as Idle, said once.
 */
function supportReady(r: Resolution, s: SupportShot): PieceState | undefined {
  const target = r.supportTarget ? r.s.pieces[r.supportTarget.id] : undefined;
  if (!target) return undefined;
  const scene = truthScene(r.s);
  if (
    !r.s.pieces[s.piece.id] ||
    !hasLineOfFire(scene, s.piece.id, target.id) ||
    !weaponReaches(s.weapon, s.piece, target)
  ) {
    return undefined;
  }
  return target;
}

/**
 * A roll made against the participant's shot (the target's Dodge, or its ARO attack at that
 * participant): Face to Face, one die against one. Returns what each side kept, or null when the
 * participant does not shoot. The participant's hits are Saving Rolls for `piece`.
 */
export function opposeSupport(
  r: Resolution,
  s: SupportShot,
  b: { side: RollSide; roll: Rolled },
  bWord: (kept: Kept) => string,
): { a: Kept; b: Kept } | null {
  const target = supportReady(r, s);
  if (!target) return null;
  const shot = supportRoll(r, s, target);
  if (!shot) return null;
  s.opposed = true;
  const kept = faceToFace(
    r,
    { side: supportSide(s, shot), roll: shot },
    b,
    (k) => (anyKept(k.a) ? `${s.name} scores ${keptText(k.a)}` : anyKept(k.b) ? bWord(k.b) : 'no effect'),
    { rules: ['coordinated', 'rolls'] },
  );
  supportHits(r, s, target, kept.a);
  return kept;
}

/** The participant whose piece a reacting trooper targets, when that participant shoots at it. */
export function supportAt(
  r: Resolution,
  reactorId: string,
  targetId: string | undefined,
): SupportShot | undefined {
  if (r.supportTarget?.id !== reactorId) return undefined;
  return r.supports.find((s) => s.piece.id === targetId);
}

/**
 * RULES.md §18.12.3 (step 4 of resolution): each participant's shot that no roll opposed, a Normal
 * roll; a participant that lost LoF or reach is resolved as Idle.
 */
export function supportAttacks(r: Resolution): void {
  for (const s of r.supports) {
    if (s.opposed) continue;
    const target = supportReady(r, s);
    if (!target) {
      if (r.supportTarget)
        log(r, [
          {
            text: `${capital(s.name)}: no LoF to the target or out of reach now; its part is resolved as Idle.`,
            rules: ['coordinated', 'orders.sequence'],
          },
        ]);
      continue;
    }
    const shot = supportRoll(r, s, target);
    if (!shot) continue;
    const kept = keptAlone(shot);
    logEvent(
      r,
      {
        kind: 'normalRoll',
        side: sideOf(
          shot,
          s.name,
          'BS Attack',
          `with the ${s.weapon.name} (B1) on the ${publicName(target)}`,
        ),
        kept,
        outcome: keptText(kept),
        rules: ['coordinated', 'bsAttack', 'rolls'],
      },
      shot.dice,
    );
    supportHits(r, s, target, kept);
  }
}

/** The public name of the Order's lead for the log: the Spearhead's or Team Leader's piece (D161). */
export function leadName(state: GameState, order: OrderState, seat: string): string | undefined {
  if (!order.team) return undefined;
  const id = order.team.members[0]?.pieceIds[0];
  const p = id ? state.pieces[id] : undefined;
  const t = p ? trooperOf(state, p.id) : undefined;
  return p && t ? `the ${publicName(p)} of Player ${seat}` : undefined;
}

/** The attacks Sixth Sense answers (RULES.md §18.12.2, D165): every skill that is an Attack here. */
/** The skills that attack a target: its Sixth Sense answers them (RULES.md §18.12.2, D165). */
export const ATTACK_SKILLS: readonly string[] = ['bsAttack', 'ccAttack', 'intuitiveAttack', 'carbonite'];

/** Whether the piece's trooper has Sixth Sense from its Fireteam now (4 members, RULES.md §18.12.2). */
export function hasSixthSense(state: GameState, pieceId: string): boolean {
  const t = trooperOf(state, pieceId);
  return t !== undefined && fireteamBonusOf(state, t.id)?.sixthSense === true;
}

/**
 * Sixth Sense for the ARO check of the Order's last declaration (RULES.md §18.12.2; D165, from the
 * N4 page: "allows the user to respond to Attacks (and only Attacks) directed at them by enemies
 * outside their LoF ... the user has a 360° LoF arc"): the attacked piece, and the pieces that attack
 * it (the lead's, and a Coordinated Order's other shooters), when its trooper has Sixth Sense.
 */
export function sixthSenseOf(
  state: GameState,
  order: OrderState,
): { reactorId: string; attackers: string[] } | undefined {
  const last = order.skills.at(-1);
  if (!last || !ATTACK_SKILLS.includes(last.skill) || !('target' in last)) return undefined;
  if (!hasSixthSense(state, last.target)) return undefined;
  const support = 'support' in last ? (last.support ?? []).map((s) => s.pieceId) : [];
  return { reactorId: last.target, attackers: [...leadPieceIds(order), ...support] };
}
