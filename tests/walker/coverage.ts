// What a walk went through, counted from the accepted actions and the events they logged, so a test
// can assert that the walks reached every part of marker play (RULES.md §6, §9, §10, §12, §18).
import type { Action, GameState, LogEvent } from '../../src/engine/index.ts';
import type { DeclaredSkill } from '../../src/engine/types.ts';

export type Coverage = Record<string, number>;

function bump(c: Coverage, key: string): void {
  c[key] = (c[key] ?? 0) + 1;
}

/** The marker kinds that stand on the table (RULES.md §1.3, §10). */
const MARKER_KINDS = ['CAMO', 'IMP-1', 'IMP-2', 'HOLOECHO-1', 'HOLOECHO-2', 'DECOY-1', 'DECOY-2'];

/** Counts one accepted step: `before` is the state it was applied to, `after` the state it gave. */
export function countStep(
  c: Coverage,
  action: Action,
  events: readonly LogEvent[],
  before: GameState,
  after: GameState,
): void {
  bump(c, `action:${action.type}`);
  if (action.type === 'deploy') {
    bump(c, `deploy:${action.form}${action.hidden ? ':hidden' : ''}`);
    if (action.imitates !== undefined) bump(c, 'deploy:HoloMask');
    if (action.mine) bump(c, 'deploy:mine');
  }
  if (action.type === 'declare') {
    bump(c, `declare:${action.skill}`);
    const order = before.phase.kind === 'turn' ? before.phase.order : undefined;
    const first: DeclaredSkill | undefined = order?.skills[0];
    if (action.skill === 'bsAttack' && first?.skill === 'discover' && first.target === action.target) {
      bump(c, 'discover+attack');
    }
  }
  if (action.type === 'aro') bump(c, `aro:${action.choice}`);
  if ((action.type === 'declare' || action.type === 'aro') && action.weapon)
    bump(c, `weapon:${action.weapon}`);
  if (action.type === 'answerEnd' && action.accept) bump(c, 'endedByAgreement');
  for (const e of events) {
    const ev = e.event;
    if (!ev) continue;
    if (ev.kind === 'revealed') bump(c, 'reveal');
    if (ev.kind === 'created') bump(c, 'hiddenRevealed');
    if (ev.kind === 'removed') bump(c, `removed:${ev.why}`);
    // A Carbonite save failed: a trooper Immobilized-B, whose Reset the walks must then get past (D145).
    if (ev.kind === 'savingRolls' && ev.program && ev.woundsLost > 0) bump(c, 'immobilizedB');
    if (ev.kind === 'normalRoll' || ev.kind === 'faceToFace') {
      const sides = ev.kind === 'normalRoll' ? [ev.side] : [ev.a, ev.b];
      for (const side of sides) {
        if (side.skill === 'BS Attack' && side.dice.length > 1) bump(c, 'burst');
        if (side.skill === 'Intuitive Attack') bump(c, 'intuitiveRoll');
        if (side.skill === 'Intuitive Attack' && ev.kind === 'normalRoll' && side.detail === 'placing a Mine')
          bump(c, 'intuitiveMine');
      }
    }
  }
  if (after.phase.kind === 'over' && before.phase.kind !== 'over') bump(c, 'gameOver');
  // Impetuous, Frenzy and Retreat! (RULES.md §18.10).
  const order = after.phase.kind === 'turn' ? after.phase.order : undefined;
  if (action.type === 'activate' && order?.impetuous) bump(c, 'impetuousActivation');
  if ((after.retreat?.length ?? 0) > (before.retreat?.length ?? 0)) bump(c, 'retreat');
  const gained = (s: GameState) => Object.values(s.troopers).filter((t) => t.impetuous).length;
  if (gained(after) > gained(before)) bump(c, 'frenzy');
  for (const id of after.pieceOrder) {
    const kind = after.pieces[id]?.kind;
    if (kind && MARKER_KINDS.includes(kind) && !before.pieces[id]) bump(c, `marker:${kind}`);
    // A Mine placed during play, at the Conclusion of an Order (RULES.md §18.7.1).
    if (
      !before.pieces[id] &&
      after.troopers[after.secrets[after.pieces[id]?.owner ?? 'A'].trooperOfPiece[id] ?? '']?.deployable &&
      before.phase.kind === 'turn'
    )
      bump(c, 'mineInPlay');
  }
}
