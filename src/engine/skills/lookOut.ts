// Look Out! (RULES.md §6.6, §18.6; decision D46): an ARO with no roll, with LoF to the active trooper.
// Every ally under the Order's attack that declared no ARO of its own then Dodges at PH −3: Face to
// Face against a rolled attack, a Normal roll against a template. Seed 000: the holographic decoys
// "consider any Look Out! declaration as an Idle".
import { LOOK_OUT_DODGE_MOD, normalRoll } from '../../rules/index.ts';
import { capital } from '../orderKit.ts';
import { publicName, trooperOf } from '../pieces.ts';
import { own } from '../records.ts';
import { keptAlone, outcomeText, sideOf } from '../rolling.ts';
import type { GameState, OrderState } from '../types.ts';
import { log, logEvent, opposeActiveAttack, rollOn, type AroCall, type Resolution } from './resolution.ts';

export function aroLookOut(c: AroCall): void {
  const { r, name, against, reactor } = c;
  // It needs LoF to the active trooper from the piece that performs it (RULES.md §18.6.1).
  if (!against?.lof) {
    log(r, [
      {
        text: `${capital(name)}: Look Out! needs LoF to the active trooper; it is resolved as Idle.`,
        rules: ['lookOut'],
      },
    ]);
    return;
  }
  r.warners.push(reactor.owner);
  log(r, [{ text: `${capital(name)}: Look Out! (no roll): its allies under attack are warned.` }]);
}

/** Whether the trooper behind a piece declared an ARO in this Order (any of its pieces counts, §7.2). */
function declaredAnAro(state: GameState, order: OrderState, pieceId: string): boolean {
  const trooper = trooperOf(state, pieceId);
  return Object.entries(order.reactors).some(([key, e]) => {
    if (e.status !== 'declared') return false;
    const ids = e.pieceIds ?? [key];
    return ids.some((id) => id === pieceId || (trooper && trooperOf(state, id)?.id === trooper.id));
  });
}

/** The warned allies' Dodges, after every declared ARO (RULES.md §18.6.2). */
export function warnedDodges(r: Resolution): void {
  if (r.warners.length === 0) return;
  const underAttack = r.weapon.template ? r.templateHits : r.attackTarget ? [r.attackTarget.id] : [];
  for (const id of underAttack) {
    const piece = r.s.pieces[id];
    if (!piece || !r.warners.includes(piece.owner) || declaredAnAro(r.s, r.order, id)) continue;
    const warned = trooperOf(r.s, id);
    if (!warned) continue;
    const name = `the ${publicName(piece)} of Player ${piece.owner}`;
    const real = own(r.s.secrets[piece.owner].realPieceOf, warned.id);
    if (warned.form === 'Holoecho' && real !== undefined && real !== id) {
      log(r, [{ text: `${capital(name)} takes the warning as Idle.`, rules: ['holoecho'] }]);
      continue;
    }
    const rolled = rollOn(r, 'PH', warned.profile.ph, [
      { name: 'Look Out!', value: LOOK_OUT_DODGE_MOD },
      ...(r.surprise ? [{ name: 'Surprise Attack', value: r.surprise }] : []),
    ]);
    const side = sideOf(rolled, name, 'Dodges on the warning');
    // Face to Face against a rolled attack, as a Dodge would be (RULES.md §8, §18.6.2).
    if (
      !r.weapon.template &&
      opposeActiveAttack(r, piece, { side, roll: rolled }, () => 'the Dodge succeeds', ['lookOut'])
    ) {
      continue;
    }
    logEvent(
      r,
      { kind: 'normalRoll', side, kept: keptAlone(rolled), outcome: outcomeText(rolled), rules: ['lookOut'] },
      rolled.dice,
    );
    if (normalRoll(rolled.sv, rolled.die).success) r.evaded.push(id);
  }
}
