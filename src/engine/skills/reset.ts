// Reset (RULES.md §6.5): a WIP roll in ARO against Comms Attacks; on this table it only rolls.
import { keptAlone, outcomeText, sideOf } from '../rolling.ts';
import { logEvent, rollOn, type AroCall } from './resolution.ts';

export function aroReset(c: AroCall): void {
  const rolled = rollOn(c.r, 'WIP', c.trooper.profile.wip, c.mods([]));
  logEvent(
    c.r,
    {
      kind: 'normalRoll',
      side: sideOf(rolled, c.name, 'Reset'),
      kept: keptAlone(rolled),
      outcome: outcomeText(rolled),
      rules: ['reset'],
    },
    rolled.dice,
  );
}
