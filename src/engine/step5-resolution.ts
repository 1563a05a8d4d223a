// RULES.md §5.3 steps 5–6: the Order's rolls, in order, each skill resolved by its own module
// (skills/*.ts). The Saving Rolls (step 6) are step6-savingRolls.ts, the conclusion step7-conclusion.ts.
import {
  CARBONITE_WEAPON,
  burstOf,
  SKILLS,
  normalRoll,
  templateWeaponIndex,
  weaponAt,
  type NamedMod,
} from '../rules/index.ts';
import { capital, turnOf, withLog, withOrder } from './orderKit.ts';
import { leadPieceIds, publicName, trooperOf } from './pieces.ts';
import { own } from './records.ts';
import { reenter } from './reenter.ts';
import { engagedEndedLines } from './engaged.ts';
import { conclude } from './step7-conclusion.ts';
import type { GameState, PieceState, ReactorEntry } from './types.ts';
import { ARO_RESOLVERS } from './skills/index.ts';
import { isAroSkill } from './actions.ts';
import { activeAttack, prepareActiveAttack, weaponText } from './skills/bsAttack.ts';
import { activeDiscovers } from './skills/discover.ts';
import { activeDodge } from './skills/dodge.ts';
import { prepareCarbonite } from './skills/carbonite.ts';
import { activeReset, activeResetEnds } from './skills/reset.ts';
import { minesGoOff } from './mineTrigger.ts';
import { activeCcAttack, activeCcBurst, prepareCcAttack } from './skills/ccAttack.ts';
import { warnedDodges } from './skills/lookOut.ts';
import { rollIntuitiveMine } from './skills/placeDeployable.ts';
import { log, type AroCall, type Resolution } from './skills/resolution.ts';
import {
  hasSixthSense,
  leadName,
  supportAt,
  supportAttacks,
  supportShots,
  teamLeaderBonus,
} from './skills/teamAttack.ts';

export { conclude } from './step7-conclusion.ts';
export { reactorEntryOf } from './skills/discover.ts';
export { DODGE_MOVE, DODGE_WITHOUT_LOF_MOD } from './skills/dodge.ts';

/**
 * RULES.md §5.3 steps 5–6, §8: resolution with the game's dice.
 * 1. The active trooper's Discovers (a Discover + Attack needs its Discover to succeed, §9.4).
 * 2. Whether the active attack still meets its requirements (an Intuitive Attack rolls for its
 *    template), and the active trooper's Dodge.
 * 3. Each declared ARO, by its skill's module: Face to Face against the active attack or Dodge when
 *    they affect each other, otherwise a Normal roll. Surprise Attack's MOD goes on the ARO rolls of the
 *    attack's target (§6.8). Then the Dodges of allies warned by Look Out! (§18.6).
 * 4. The active attack on a target that did not oppose it; a template on everybody it touched.
 * 5. Going back into a marker state, if its requirement still holds (T38).
 * Successful Dodges then wait for their 2" move; otherwise the Order concludes.
 */
export function resolve(state: GameState): GameState {
  const turn = turnOf(state);
  const order = turn?.order;
  if (!turn || !order) return state;
  const active = own(state.troopers, order.trooperId);
  if (!active) return conclude(state);
  // The weapon of the Order's attack and its Burst in the Active Turn (RULES.md §18.1.1).
  const declaredAttack = order.skills.find(
    (
      k,
    ): k is {
      skill: 'bsAttack' | 'intuitiveAttack' | 'ccAttack';
      target: string;
      weapon?: number;
      dice?: number;
    } => k.skill === 'bsAttack' || k.skill === 'intuitiveAttack' || k.skill === 'ccAttack',
  );
  const ccTarget = declaredAttack?.skill === 'ccAttack' ? declaredAttack.target : undefined;
  const cc = ccTarget !== undefined;
  // The Carbonite program is the Order's attack, its "weapon" the program's numbers (D144).
  const program = order.skills.some((k) => k.skill === 'carbonite');
  const weapon = program
    ? CARBONITE_WEAPON
    : weaponAt(
        active.profile,
        declaredAttack?.weapon ??
          (declaredAttack?.skill === 'intuitiveAttack' ? templateWeaponIndex(active.profile) : undefined),
      );
  // A CC Attack rolls 1 die, +1 per ally in the fight (RULES.md §18.8.5). A Coordinated Order's
  // Spearhead rolls half its Burst; a Fireteam's Team Leader adds the Fireteam's (§18.12; D161, D163).
  // The dice were counted when declared, where they are not the weapon's Burst.
  const lead = teamLeaderBonus(state, order, declaredAttack?.skill === 'bsAttack' ? 'bsAttack' : 'idle');
  const burst =
    ccTarget !== undefined
      ? activeCcBurst(state, order, ccTarget, turn.active)
      : (declaredAttack?.dice ?? burstOf(weapon, true));
  const r: Resolution = {
    s: state,
    turn,
    order,
    active,
    activeName:
      leadName(state, order, turn.active) ??
      `the ${order.pieceIds.map((id) => publicName(state.pieces[id] ?? ({ kind: 'model' } as PieceState))).join(', ')} of Player ${turn.active}`,
    weapon,
    burst,
    weaponName: weaponText(weapon, burst),
    cc,
    program,
    kindAtStart: new Map(Object.values(state.pieces).map((p) => [p.id, p.kind])),
    templateHits: [],
    templateFight: [],
    surprise: 0,
    opposed: false,
    activeShot: null,
    activeDodge: null,
    activeDodgeBeaten: false,
    activeReset: null,
    activeResetBeaten: false,
    dodges: [],
    evaded: [],
    warners: [],
    teamMods: lead.mods,
    supports: supportShots(state, order),
  };

  activeDiscovers(r);
  rollIntuitiveMine(r);
  prepareActiveAttack(r);
  prepareCcAttack(r);
  prepareCarbonite(r);
  activeDodge(r);
  activeReset(r);
  for (const [key, entry] of Object.entries(order.reactors)) resolveAro(r, key, entry);
  warnedDodges(r);
  activeResetEnds(r);
  activeAttack(r);
  supportAttacks(r);
  activeCcAttack(r);
  // Mines set off by what was declared or done in their trigger areas (RULES.md §18.7.3).
  r.s = minesGoOff(r.s, order, turn.active);
  reenterAtResolution(r);
  // Engaged State ends in the Effects step for whoever has no enemy in contact left that can fight
  // (RULES.md §13, D88); it is worked out from the table, so only the line is written here.
  const ended = engagedEndedLines(state, r.s);
  if (ended.length) r.s = withLog(r.s, ended);

  const s = r.s;
  const t2 = turnOf(s);
  if (!t2?.order) return s;
  // A successful active Dodge (a Normal roll, or one no attack beat) moves too, first (RULES.md §6.4).
  const dodges = [...r.dodges];
  if (r.activeDodge && normalRoll(r.activeDodge.sv, r.activeDodge.die).success && !r.activeDodgeBeaten) {
    for (const id of order.pieceIds) if (s.pieces[id]) dodges.unshift(id);
  }
  // A Dodger a Mine then left Unconscious makes no Dodge move (RULES.md §6.4, §18.7.3).
  const stillThere = dodges.filter((id) => s.pieces[id] && !s.pieces[id].tokens.includes('Unconscious'));
  if (stillThere.length) return withOrder(s, { ...t2.order, stage: 'dodge', dodges: stillThere });
  return conclude(s);
}

/** RULES.md §7: one declared ARO, carried out by the piece that performs it, through its skill's module. */
function resolveAro(r: Resolution, key: string, entry: ReactorEntry): void {
  if (entry.status !== 'declared' || !entry.skill || !entry.target || !isAroSkill(entry.skill)) return;
  const reactor = performerOf(r.s, key, entry);
  const trooper = reactor ? trooperOf(r.s, reactor.id) : undefined;
  if (!reactor || !trooper) return;
  const grouped = (entry.pieceIds?.length ?? 1) > 1;
  const against = (grouped ? own(entry.eligible ?? {}, reactor.id) : entry.against)?.find(
    (a) => a.pieceId === entry.target,
  );
  const name = `the ${publicName(reactor)} of Player ${reactor.owner}`;
  if (grouped && !against) {
    // The real piece had neither LoF nor ZoC to the target; another of its pieces had (RULES.md §7.1).
    log(r, [
      {
        text: `${capital(name)}: the real trooper has neither LoF nor ZoC to its target; the ARO is resolved as Idle.`,
        rules: ['aro'],
      },
    ]);
    return;
  }
  const skill = ARO_RESOLVERS[entry.skill];
  const target = r.s.pieces[entry.target];
  if (skill.needsTarget && !target) {
    log(r, [
      {
        text: `${capital(name)}: its target is gone; the ARO is resolved as Idle.`,
        rules: ['orders.sequence'],
      },
    ]);
    return;
  }
  const isAttacked = r.weapon.template
    ? r.templateHits.includes(reactor.id)
    : r.attackTarget?.id === reactor.id;
  // Against a template there is no attack roll to oppose: every ARO is a Normal roll (D27); a template
  // in ARO rolls nothing to oppose with either.
  const reactorTemplate =
    entry.skill === 'bsAttack' && weaponAt(trooper.profile, entry.weapon).template !== undefined;
  const versus =
    entry.skill !== 'dodge' && !reactorTemplate ? supportAt(r, reactor.id, entry.target) : undefined;
  const call: AroCall = {
    r,
    entry,
    reactor,
    trooper,
    name,
    against,
    target,
    isAttacked,
    opposes:
      isAttacked &&
      // A Comms Attack is avoided by Reset, not Dodge; a Reset opposes nothing else (RULES.md §6.5).
      (r.program ? entry.skill !== 'dodge' : entry.skill !== 'reset') &&
      r.attackTarget !== undefined &&
      r.shooter !== undefined &&
      !r.weapon.template &&
      !reactorTemplate &&
      // In an Order of several troopers, an ARO attack meets the lead's only when aimed at the lead
      // (RULES.md §18.12.3, D161); a Dodge meets every attack on it.
      (entry.skill === 'dodge' || !r.order.team || leadPieceIds(r.order).includes(entry.target)),
    ...(versus ? { versus } : {}),
    // Sixth Sense ignores Surprise Attack's MOD (RULES.md §18.12.2, D165).
    mods: (extra: NamedMod[]) =>
      isAttacked && r.surprise && !hasSixthSense(r.s, reactor.id)
        ? [...extra, { name: 'Surprise Attack', value: r.surprise }]
        : extra,
  };
  skill.resolve(call);
}

/**
 * Going back into a marker state takes effect now if its requirement still holds: an enemy that
 * revealed itself in ARO (Hidden Deployment) may have broken it, and the Order is lost (T38).
 */
function reenterAtResolution(r: Resolution): void {
  const reentry = r.order.skills.find(
    (k): k is { skill: 'reenterCamouflage' | 'reenterImpersonation' | 'reenterHoloecho' | 'cybermask' } =>
      k.skill === 'reenterCamouflage' ||
      k.skill === 'reenterImpersonation' ||
      k.skill === 'reenterHoloecho' ||
      k.skill === 'cybermask',
  );
  const current = turnOf(r.s)?.order;
  const trooperNow = own(r.s.troopers, r.order.trooperId);
  if (!reentry || !current || !trooperNow) return;
  const back = reenter(r.s, r.turn.active, current.pieceIds, trooperNow, reentry.skill);
  if (back.ok) {
    r.s = withLog(withOrder(back.state, { ...current, pieceIds: back.pieceIds }), back.lines);
    return;
  }
  log(r, [
    {
      text: `${capital(r.activeName)}: ${SKILLS[reentry.skill].label} no longer meets its requirement; the Order is lost and the trooper stays a model. ${back.violations[0]?.message ?? ''}`.trim(),
      rules: ['orders.sequence', ...(back.violations[0]?.rules ?? [])],
    },
  ]);
}

/**
 * The piece that carries out a reactive trooper's ARO: the trooper's only piece, or for a Holoecho or
 * Decoy trooper the real one (the others' AROs do nothing, RULES.md §10.4, §10.6; decision D25).
 */
function performerOf(state: GameState, key: string, entry: ReactorEntry): PieceState | undefined {
  const ids = entry.pieceIds ?? [key];
  const present = ids.flatMap((id) => state.pieces[id] ?? []);
  const first = present[0];
  if (!first || ids.length === 1) return first;
  const trooper = trooperOf(state, first.id);
  if (!trooper) return undefined;
  const real = own(state.secrets[first.owner].realPieceOf, trooper.id);
  return present.find((p) => p.id === real);
}
