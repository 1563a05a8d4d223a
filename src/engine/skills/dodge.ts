// Dodge (RULES.md §6.4): a PH roll; against an attack it is Face to Face, and a success moves up to 2"
// afterwards. The active trooper's Dodge is rolled once, against every attack of the Order.
import { normalRoll } from '../../rules/index.ts';
export { DODGE_MOVE } from '../../rules/index.ts';
import { anyKept, keptAlone, outcomeText, sideOf } from '../rolling.ts';
import { logEvent, opposeActiveAttack, rollOn, type AroCall, type Resolution } from './resolution.ts';
import { opposeSupport } from './teamAttack.ts';

/** RULES.md §6.4, decision A24: Dodging without LoF to the active trooper (ZoC only) takes −3 PH. */
export const DODGE_WITHOUT_LOF_MOD = -3;

/** The active trooper's Dodge, if declared: rolled before the AROs it may oppose. */
export function activeDodge(r: Resolution): void {
  if (!r.order.skills.some((k) => k.skill === 'dodge')) return;
  const rolled = rollOn(r, 'PH', r.active.profile.ph, []);
  r.activeDodge = rolled;
  logEvent(
    r,
    {
      kind: 'normalRoll',
      side: sideOf(rolled, r.activeName, 'Dodge'),
      kept: keptAlone(rolled),
      outcome: outcomeText(rolled),
      rules: ['dodge'],
    },
    rolled.dice,
  );
}

/** A Dodge in ARO: Face to Face against the attack aimed at it, otherwise a Normal roll. */
export function aroDodge(c: AroCall): void {
  const { r, reactor, name, against } = c;
  const rolled = rollOn(
    r,
    'PH',
    c.trooper.profile.ph,
    c.mods(against && !against.lof ? [{ name: 'no LoF', value: DODGE_WITHOUT_LOF_MOD }] : []),
  );
  // Face to Face: every die of the active trooper's Burst against this Dodge (RULES.md §8, §6.4), and
  // in a Coordinated Order every participant's die at it too; it moves only if it held against all
  // of them (decision D161).
  const side = { side: sideOf(rolled, name, 'Dodge'), roll: rolled };
  const held = () => 'the Dodge succeeds';
  const faced = [
    c.opposes ? opposeActiveAttack(r, reactor, side, held) : null,
    ...(r.supportTarget?.id === reactor.id ? r.supports.map((s) => opposeSupport(r, s, side, held)) : []),
  ].filter((k) => k !== null);
  if (faced.length) {
    if (faced.every((k) => anyKept(k.b))) r.dodges.push(reactor.id);
    return;
  }
  logEvent(
    r,
    {
      kind: 'normalRoll',
      side: sideOf(rolled, name, 'Dodge'),
      kept: keptAlone(rolled),
      outcome: outcomeText(rolled),
      rules: ['dodge'],
    },
    rolled.dice,
  );
  if (normalRoll(rolled.sv, rolled.die).success) r.dodges.push(reactor.id);
}
