import {
  ROLL_RULES,
  edgeDistance,
  weaponsOf,
  modValues,
  successValue,
  type Point,
} from '../../rules/index.ts';
import { vec } from '../../geometry/vec.ts';
import { alliesInFight } from '../../engine/engaged.ts';
import { attackMods } from '../../engine/rolling.ts';
import { aroCheck } from '../../engine/step2-aroCheck.ts';
import { trooperOf } from '../../engine/pieces.ts';
import type { GameState } from '../../engine/types.ts';
import {
  block,
  board,
  generate,
  inches,
  pictureFor,
  put,
  toward,
  underCurrentRules,
  type Dice,
} from './kit.ts';
import type { DrillQuestion, Explanation } from './types.ts';

/**
 * "What is the Success Value of a BS Attack ARO into a close combat?" (RULES.md §18.8.5, decision
 * D62): the enemy M fights one or two of your troopers; your shooter S answers its CC Attack with a
 * BS Attack. The value is the engine's (its MODs of a BS Attack, −6 per ally in the fight included).
 */

const SHOOTERS = ['line-trooper', 'field-officer'] as const;

function signed(n: number): string {
  return n > 0 ? `+${String(n)}` : n < 0 ? `−${String(-n)}` : '0';
}

/** A point in base contact with `at`'s base (radius `r` of the newcomer), in the given direction. */
function touching(s: GameState, id: string, bearing: number, r: number): Point | null {
  const p = s.pieces[id];
  return p ? vec.add(p, vec.scale(vec.fromDegrees(bearing), p.r + r)) : null;
}

function attempt(d: Dice, seed: number, index: number): DrillQuestion | null {
  const walls = d.chance(0.5)
    ? [block('wall-1', { x: d.real(5, 27, 0.5), y: d.real(4, 20, 0.5) }, d.pick([4, 5, 6]), d.pick([0, 90]))]
    : [];
  let s = board(32, 24, walls);
  const m = put(s, 'B', 'line-trooper', 'model', { x: d.real(10, 22, 0.5), y: d.real(8, 16, 0.5) }, 0);
  const mId = m?.pieceIds[0];
  if (!m || !mId) return null;
  s = m.state;
  const mPiece = s.pieces[mId];
  if (!mPiece) return null;
  // One or two of your troopers in base contact with M (a second one a third of the time).
  const fighters: string[] = [];
  const first = d.int(0, 23) * 15;
  for (const bearing of d.chance(0.35) ? [first, first + d.pick([90, 135, 180])] : [first]) {
    const at = touching(s, mId, bearing, mPiece.r);
    const e = at ? put(s, 'A', 'line-trooper', 'model', at, (bearing + 180) % 360) : null;
    if (!e?.pieceIds[0]) return null;
    s = e.state;
    fighters.push(e.pieceIds[0]);
  }
  // M faces the first of them, as a trooper that walked into it would.
  s = { ...s, pieces: { ...s.pieces, [mId]: { ...mPiece, facing: (first + 360) % 360 } } };
  const profileId = d.pick(SHOOTERS);
  const bearing = d.int(0, 35) * 10;
  const shooter = put(
    s,
    'A',
    profileId,
    'model',
    toward(mPiece, bearing, d.real(5, 26, 0.5)),
    (bearing + 180) % 360,
  );
  const sId = shooter?.pieceIds[0];
  if (!shooter || !sId) return null;
  s = underCurrentRules(shooter.state);
  // M declares a CC Attack on the first fighter: S may declare a BS Attack against it in ARO.
  const aro = aroCheck(s, 'B', [{ pieceId: mId, path: [{ x: mPiece.x, y: mPiece.y }] }])
    .find((r) => r.id === sId)
    ?.against.find((a) => a.pieceId === mId);
  if (!aro?.allowed.includes('bsAttack')) return null;
  const from = s.pieces[sId];
  const target = s.pieces[mId];
  const t = trooperOf(s, sId);
  if (!from || !target || !t) return null;
  const weapon = weaponsOf(t.profile)[0];
  if (!weapon) return null;
  const mods = attackMods(s, from, target, weapon);
  if (!mods) return null;
  const inFight = alliesInFight(s, target, 'A', [sId]);
  if (inFight.length !== fighters.length) return null;
  const sv = successValue(t.profile.bs, modValues(mods));
  // Each failed die hits your troopers in the fight, the nearest to the shooter first (D62).
  const nearestFirst = [...fighters].sort(
    (a, b) => edgeDistance(from, s.pieces[a] ?? from) - edgeDistance(from, s.pieces[b] ?? from),
  );
  const labels: Record<string, string> = { [mId]: 'M', [sId]: 'S' };
  fighters.forEach((id, i) => (labels[id] = `E${String(i + 1)}`));
  const fightersText = fighters.map((id) => labels[id] ?? '').join(' and ');
  const distance = edgeDistance(from, target);
  const sum = mods.reduce((a, x) => a + x.value, 0);
  const explanation: Explanation[] = mods.map((x) => {
    if (x.name === 'range') {
      return {
        text: `Range ${inches(distance)} (edge to edge) with the ${weapon.name}: ${signed(x.value)}.`,
        section: '',
        rule: 'bsAttack' as const,
      };
    }
    if (x.name === 'into close combat') {
      return {
        text: `M is Engaged with ${String(fighters.length)} of your troopers (${fightersText}): −6 for each, so ${signed(x.value)}.`,
        section: '',
        rule: 'bsAttack.intoCloseCombat' as const,
      };
    }
    return { text: `${x.name}: ${signed(x.value)}.`, section: '', rule: 'bsAttack' as const };
  });
  if (Math.abs(sum) > ROLL_RULES.modCap) {
    explanation.push({
      text: `The MODs add up to ${signed(sum)}, beyond the cap: they count as ${signed(Math.sign(sum) * ROLL_RULES.modCap)}.`,
      section: '',
      rule: 'rolls',
    });
  }
  explanation.push(
    {
      text: `S has BS ${String(t.profile.bs)}, so its Success Value is ${String(sv)}.`,
      section: '',
      rule: 'rolls',
    },
    {
      text: `Every die over ${String(sv)} misses M and hits one of your troopers in the fight instead, the nearest to S first (${nearestFirst.map((id) => labels[id] ?? '').join(', then ')}), with the ${weapon.name}'s Damage.`,
      section: '',
      rule: 'bsAttack.intoCloseCombat',
    },
  );
  const name = t.profile.name;
  return {
    kind: 'intoCloseCombat',
    seed,
    index,
    prompt: 'What is the Success Value of S’s BS Attack?',
    facts: [
      `M: an enemy Line Trooper in base contact with your ${fightersText === 'E1' ? 'Line Trooper E1' : `Line Troopers ${fightersText}`}; it declares a CC Attack on E1.`,
      `S: your ${name} (BS ${String(t.profile.bs)}, ${weapon.name}), ${inches(distance)} from M edge to edge, reacts with a BS Attack at M.`,
      walls.length > 0
        ? 'The wall is tall: it blocks LoF, and it may give Partial Cover.'
        : 'No scenery is in the way.',
    ],
    picture: { view: pictureFor(s, 'A'), labels, paths: [] },
    ask: { type: 'number', label: 'Success Value' },
    solution: { type: 'number', value: sv },
    explanation,
  };
}

/** "The Success Value of a BS Attack into a close combat" (RULES.md §18.8.5, D62). */
export function intoCloseCombatQuestion(seed: number, index: number): DrillQuestion {
  return generate('intoCloseCombat', seed, index, attempt);
}
