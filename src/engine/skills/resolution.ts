// RULES.md §5.3 step 5: the Order's rolls under way. One `Resolution` is made for each Order when it
// resolves and the skill modules (skills/*.ts) work on it in turn; only `resolve` (step5-resolution.ts)
// makes one, and it hands back the state it ends with, so resolution stays a function of the state.
import {
  CARBONITE_EFFECT,
  SKILLS,
  carboniteRollMods,
  carboniteSavesOwed,
  ccOf,
  edgeDistance,
  savesOwed,
  strayDice,
  violation,
  type NamedMod,
  type PieceKind,
  type Point,
  type Seat,
  type SkillId,
  type Violation,
  type Weapon,
  type RuleId,
} from '../../rules/index.ts';
import { own } from '../records.ts';
import { capital, withLog } from '../orderKit.ts';
import { alliesInFight } from '../engaged.ts';
import { publicName } from '../pieces.ts';
import {
  anyKept,
  attackMods,
  coveredFrom,
  exchange,
  keptAlone,
  keptText,
  rollFor,
  sideOf,
  type Kept,
  type Rolled,
} from '../rolling.ts';
import { wound } from '../step6-savingRolls.ts';
import { narrated, type EngineEvent, type RollSide } from '../events.ts';
import { opposeSupport, type SupportShot } from './teamAttack.ts';
import type {
  Against,
  GameState,
  LogEvent,
  OrderState,
  PieceState,
  ReactorEntry,
  TrooperState,
  TurnPhase,
} from '../types.ts';

export interface Resolution {
  /** The state as resolution has left it so far. */
  s: GameState;
  readonly turn: TurnPhase;
  readonly order: OrderState;
  readonly active: TrooperState;
  /** "the CAMO marker of Player A": the activated pieces by public name. */
  readonly activeName: string;
  /** The weapon of the Order's attack, its Burst this turn, and how the log names it. */
  readonly weapon: Weapon;
  readonly burst: number;
  readonly weaponName: string;
  /** The Order's attack is a CC Attack (RULES.md §18.8.2): a CC roll, no cover; otherwise a BS Attack. */
  readonly cc: boolean;
  /** The Order's attack is the Carbonite program (D144): a WIP roll, no MODs of range, cover or Mimetism. */
  readonly program: boolean;
  /** What each piece was when the Discovers were declared (RULES.md §10.3, T22). */
  readonly kindAtStart: ReadonlyMap<string, PieceKind>;
  /** The active attack's target and the piece it shoots from, once its requirements are met. */
  attackTarget?: PieceState;
  shooter?: PieceState;
  /**
   * The troopers a Direct Template hits: the enemies it touches (RULES.md §10.3, D27), then everybody in
   * a close combat with a touched trooper (§13, D64), who are also in `templateFight`.
   */
  templateHits: string[];
  templateFight: string[];
  /** Surprise Attack's MOD on the ARO rolls of the attack's target (RULES.md §6.8). */
  surprise: number;
  /** The active attack met a Face to Face roll, so it is not rolled again as a Normal roll. */
  opposed: boolean;
  /** The active trooper's attack dice, rolled once for every opponent (RULES.md §8). */
  activeShot: Rolled | null;
  /** The active trooper's Dodge, and whether an ARO attack beat it. */
  activeDodge: Rolled | null;
  activeDodgeBeaten: boolean;
  /** The active trooper's Reset (RULES.md §6.5): it opposes a Comms Attack aimed at it, as Dodge does not. */
  activeReset: Rolled | null;
  activeResetBeaten: boolean;
  /** Reactive pieces whose Dodge succeeded (they may move 2"), and pieces a template missed. */
  dodges: string[];
  evaded: string[];
  /** Seats that declared Look Out! (RULES.md §18.6). */
  warners: Seat[];
  /** MODs the Order's lead adds to its BS Attack: a Fireteam's bonus (RULES.md §18.12.2, D163). */
  teamMods: NamedMod[];
  /** A Coordinated Order's other participants shooting at the same target (RULES.md §18.12.3, D161). */
  supports: SupportShot[];
  /** The target they shoot at, once it met the attack's requirements (not Discovered, gone...). */
  supportTarget?: PieceState;
}

/** One declared ARO, as its skill module resolves it (RULES.md §7). */
export interface AroCall {
  r: Resolution;
  entry: ReactorEntry;
  /** The piece that performs it: the trooper's only piece, or its real one (D25). */
  reactor: PieceState;
  trooper: TrooperState;
  /** "the Line Trooper of Player B" */
  name: string;
  /** What the performing piece may do against its target, if anything. */
  against: Against | undefined;
  target: PieceState | undefined;
  /** The active attack is aimed at the reactor (its target, or its template touches it). */
  isAttacked: boolean;
  /** The reactor's roll and the active attack affect each other: a Face to Face roll (RULES.md §8). */
  opposes: boolean;
  /** A Coordinated Order's participant it targets that shoots at it: Face to Face with that one (D161). */
  versus?: SupportShot;
  /** The ARO's MODs with Surprise Attack added when the reactor is the attack's target (§6.8). */
  mods: (extra: NamedMod[]) => NamedMod[];
}

/** Adds log lines to the resolution's state. */
export function log(r: Resolution, lines: Omit<LogEvent, 'seq'>[]): void {
  r.s = withLog(r.s, lines);
}

/** Adds an event's line, its text written from it, with every die it rolled. */
export function logEvent(r: Resolution, event: EngineEvent, dice: number[]): void {
  log(r, [{ dice, ...narrated(event) }]);
}

/** Rolls for a skill with the game's dice, on the resolution's state. */
export function rollOn(
  r: Resolution,
  attribute: string,
  base: number,
  mods: readonly NamedMod[],
  count = 1,
): Rolled {
  const [rolled, next] = rollFor(r.s, attribute, base, mods, count);
  r.s = next;
  return rolled;
}

/** The active trooper's attack dice: rolled once, with its whole Burst, against every opponent. */
export function activeShot(r: Resolution, at: PieceState, from: PieceState): Rolled {
  if (r.activeShot) return r.activeShot;
  if (r.cc) {
    // A CC Attack: CC with no MODs of range or cover (RULES.md §18.8.2).
    const swing = rollOn(r, 'CC', ccOf(r.active.profile), [], r.burst);
    r.activeShot = swing;
    return swing;
  }
  if (r.program) {
    // A Hacking Program: WIP with its Attack MOD, no range, Cover or Mimetism MOD (D146).
    const run = rollOn(r, 'WIP', r.active.profile.wip, carboniteRollMods(), r.burst);
    r.activeShot = run;
    return run;
  }
  const shot = rollOn(
    r,
    'BS',
    r.active.profile.bs,
    [...(attackMods(r.s, from, at, r.weapon) ?? []), ...r.teamMods],
    r.burst,
  );
  r.activeShot = shot;
  // Into a close combat, the failed dice hit the shooter's allies in the fight (RULES.md §18.8.5).
  strayHits(r, from, at, shot, r.activeName);
  return shot;
}

/**
 * A BS Attack into a close combat (RULES.md §18.8.5, decision D62): each failed die hits one of the
 * shooter's allies Engaged with the target, nearest to the shooter first, in turn; a log line names who.
 */
export function strayHits(
  r: Resolution,
  from: PieceState,
  at: PieceState,
  shot: Rolled,
  who: string,
  damage = r.weapon.damage,
): void {
  const allies = alliesInFight(r.s, at, from.owner, [from.id])
    .flatMap((id) => r.s.pieces[id] ?? [])
    .sort((a, b) => edgeDistance(from, a) - edgeDistance(from, b) || (a.id < b.id ? -1 : 1));
  const stray = strayDice(shot.dice, shot.sv, allies.length);
  for (let i = 0; i < stray; i += 1) {
    const ally = allies[i % allies.length];
    const hit = ally && r.s.pieces[ally.id];
    if (!hit) continue;
    log(r, [
      {
        text: `${capital(who)} shot into a close combat: a failed die hits the ${publicName(hit)} of Player ${hit.owner}, its own side's trooper in the fight.`,
        rules: ['bsAttack.intoCloseCombat'],
      },
    ]);
    r.s = wound(r.s, hit, damage);
  }
}

/** The active trooper's attack as one side of a Face to Face roll. */
export function activeAttackSide(r: Resolution, shot: Rolled): RollSide {
  if (r.program) return sideOf(shot, r.activeName, 'Carbonite');
  return sideOf(shot, r.activeName, r.cc ? 'CC Attack' : 'BS Attack', `with ${r.weaponName}`);
}

/**
 * The one Face to Face block of the engine (RULES.md §8, §18.1.3): every die of both sides, what each
 * keeps, and the log line written from the event. `outcome` words the result for the log.
 */
export function faceToFace(
  r: Resolution,
  a: { side: RollSide; roll: Rolled },
  b: { side: RollSide; roll: Rolled },
  outcome: (kept: { a: Kept; b: Kept }) => string,
  o: { rules?: RuleId[]; dice?: number[] } = {},
): { a: Kept; b: Kept } {
  const kept = exchange(a.roll, b.roll);
  logEvent(
    r,
    { kind: 'faceToFace', a: a.side, b: b.side, kept, outcome: outcome(kept), rules: o.rules ?? ['rolls'] },
    o.dice ?? [...a.roll.dice, ...b.roll.dice],
  );
  return kept;
}

/**
 * A roll that opposes the active trooper's attack (a Dodge, an ARO attack, a warned Dodge): Face to
 * Face against every die of its Burst; the hits the attack keeps are Saving Rolls for `piece`.
 * `bWord` words what the opposing side keeps; returns what each side kept.
 */
export function opposeActiveAttack(
  r: Resolution,
  piece: PieceState,
  b: { side: RollSide; roll: Rolled },
  bWord: (kept: Kept) => string,
  rules: RuleId[] = ['rolls'],
): { a: Kept; b: Kept } | null {
  const { attackTarget, shooter } = r;
  if (!attackTarget || !shooter) return null;
  const shot = activeShot(r, attackTarget, shooter);
  r.opposed = true;
  const kept = faceToFace(
    r,
    { side: activeAttackSide(r, shot), roll: shot },
    b,
    (k) =>
      anyKept(k.a) ? `${r.activeName} scores ${keptText(k.a)}` : anyKept(k.b) ? bWord(k.b) : 'no effect',
    { rules },
  );
  if (anyKept(kept.a) && r.program) {
    r.s = wound(
      r.s,
      piece,
      r.weapon.damage,
      false,
      carboniteSavesOwed(kept.a),
      r.active.id,
      CARBONITE_EFFECT,
    );
  } else if (anyKept(kept.a)) {
    const cover = !r.cc && coveredFrom(r.s, shooter, piece);
    r.s = wound(r.s, piece, r.weapon.damage, cover, savesOwed(kept.a), r.active.id);
  }
  return kept;
}

/**
 * An attack in ARO once rolled (RULES.md §18.1.3, §6.4), BS or CC alike: Face to Face against the attack
 * aimed at its trooper, or against the active trooper's Dodge when it targets the Dodger, otherwise a
 * Normal roll logged with `alone`; `hit` takes whatever the ARO kept.
 */
export function aroAttackOutcome(
  c: AroCall,
  a: {
    side: RollSide;
    rolled: Rolled;
    hit: (kept: Kept) => void;
    /** The rules of the line against the Dodge (its die was logged when rolled; this adds the attack's). */
    dodgeRules?: RuleId[];
    /** The Normal roll's side (it may say more than the Face to Face one) and rules. */
    alone: { side: RollSide; rules: RuleId[] };
    /** A Comms Attack (a Hacking Program): the target's Reset opposes it, its Dodge does not. */
    comms?: true;
  },
): void {
  const { r, reactor, name, target } = c;
  const scores = (k: Kept) => `${name} scores ${keptText(k)}`;
  const opposed = c.versus
    ? opposeSupport(r, c.versus, { side: a.side, roll: a.rolled }, scores)
    : c.opposes
      ? opposeActiveAttack(r, reactor, { side: a.side, roll: a.rolled }, scores)
      : null;
  if (opposed) {
    if (anyKept(opposed.b)) a.hit(opposed.b);
    return;
  }
  const avoid = a.comms ? r.activeReset : r.activeDodge;
  if (target && avoid && r.order.pieceIds.includes(target.id)) {
    const dodge = avoid;
    const kept = faceToFace(
      r,
      { side: sideOf(dodge, r.activeName, a.comms ? 'Reset' : 'Dodge'), roll: dodge },
      { side: a.side, roll: a.rolled },
      (k) => (anyKept(k.b) ? scores(k.b) : a.comms ? 'the Reset holds' : 'the Dodge holds'),
      { dice: a.rolled.dice, ...(a.dodgeRules ? { rules: a.dodgeRules } : {}) },
    );
    if (anyKept(kept.b)) {
      if (a.comms) r.activeResetBeaten = true;
      else r.activeDodgeBeaten = true;
      a.hit(kept.b);
    }
    return;
  }
  const kept = keptAlone(a.rolled);
  logEvent(
    r,
    { kind: 'normalRoll', side: a.alone.side, kept, outcome: keptText(kept), rules: a.alone.rules },
    a.rolled.dice,
  );
  if (anyKept(kept)) a.hit(kept);
}

/** A skill the active trooper declares, as its module checks it (RULES.md §5.2, §6, §9). */
export interface Declaring {
  state: GameState;
  order: OrderState;
  trooper: TrooperState;
  targetId: string | undefined;
  weaponIndex: number | undefined;
  /** Place Deployable: the spot, and whether it is declared as an Intuitive Attack (RULES.md §18.7). */
  at?: Point;
  intuitive?: boolean;
}

/** The declared target if it is an enemy piece on the table. */
export function enemyTarget(d: Declaring): PieceState | undefined {
  const target = d.targetId ? own(d.state.pieces, d.targetId) : undefined;
  return target && target.owner !== d.trooper.owner ? target : undefined;
}

export function needsEnemy(skill: SkillId): { ok: false; violations: Violation[] } {
  return {
    ok: false,
    violations: [violation('INVALID_ACTION', `${SKILLS[skill].label} needs an enemy piece as its target.`)],
  };
}
