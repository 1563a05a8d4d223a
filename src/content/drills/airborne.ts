import {
  KIND_RULES,
  ZOC_RADIUS,
  baseRadiusInches,
  degrees,
  edgeDistance,
  type DeploymentForm,
  type Point,
} from '../../rules/index.ts';
import { aroCheck } from '../../engine/step2-aroCheck.ts';
import type { GameState } from '../../engine/types.ts';
import { attackRuleFor, choiceFor, kindInWords, perPieceAnswers } from './aroChoices.ts';
import { noLofReason, ZOC_MARGIN } from './react.ts';
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
 * "An enemy paratrooper lands: which of your troopers may react, and with what?" (RULES.md §18.11.1–3,
 * §2, §7.1; decision D164). A trooper kept off the table arrives with Parachutist (a model touching a
 * table edge) or with Combat Jump (anywhere, here as a CAMO marker whose PH roll passed); AROs come
 * after it is placed, so only where it stands counts: there is no path. The answer is the engine's
 * `aroCheck` on that one point, as `arrive` asks it (engine/airborne.ts).
 */

/** The drill's table: 32" × 24", the enemy's edge the top one (y = 0). */
const WIDTH = 32;
const DEPTH = 24;

const LANDERS: readonly {
  profileId: string;
  name: string;
  form: DeploymentForm;
  via: 'Parachutist' | 'Combat Jump';
}[] = [
  { profileId: 'paratrooper', name: 'Paratrooper', form: 'model', via: 'Parachutist' },
  { profileId: 'camo-jumper', name: 'Camo Jumper', form: 'CAMO', via: 'Combat Jump' },
  { profileId: 'camo-jumper', name: 'Camo Jumper', form: 'model', via: 'Combat Jump' },
];

const REACTORS: readonly string[] = ['line-trooper', 'line-trooper', 'field-officer', 'heavy-s4'];

/** Where a Parachutist lands: its base touching the left, right or top edge (never the bottom one). */
function edgeSpot(d: Dice, r: number): Point {
  const side = d.pick(['left', 'right', 'top'] as const);
  if (side === 'top') return { x: d.real(4, WIDTH - 4, 0.5), y: r };
  // Clear of the bottom half, which a game of this table gives the other player as its Deployment Zone.
  return { x: side === 'left' ? r : WIDTH - r, y: d.real(3, 10, 0.5) };
}

function attempt(d: Dice, seed: number, index: number): DrillQuestion | null {
  const walls = Array.from({ length: d.int(1, 3) }, (_, i) =>
    block(
      `wall-${String(i + 1)}`,
      // Clear of the strips y < 4 and y > 20, where a game of this table deploys its troopers first.
      { x: d.real(5, 27, 0.5), y: d.real(6, 18, 0.5) },
      d.pick([4, 5, 6]),
      d.pick([0, 45, 90, 135]),
      i === 2 ? 'low' : 'tall',
    ),
  );
  let s: GameState = board(WIDTH, DEPTH, walls);
  const lander = d.pick(LANDERS);
  // The landers are S2: a Parachutist's base touches the edge with its centre one radius from it.
  const R = baseRadiusInches(2);
  const spot =
    lander.via === 'Parachutist' ? edgeSpot(d, R) : { x: d.real(6, WIDTH - 6, 0.5), y: d.real(5, 16, 0.5) };
  const placed = put(s, 'A', lander.profileId, lander.form, spot, d.int(0, 23) * 15);
  const landerId = placed?.pieceIds[0];
  if (!placed || !landerId) return null;
  s = placed.state;
  const landed = s.pieces[landerId];
  if (!landed) return null;
  const reactorIds: string[] = [];
  const count = d.int(3, 4);
  for (let i = 0; i < count; i++) {
    for (let t = 0; t < 25; t++) {
      const p = put(
        s,
        'B',
        d.pick(REACTORS),
        'model',
        toward(spot, d.int(0, 35) * 10, d.real(3, 15, 0.5)),
        d.int(0, 23) * 15,
      );
      const id = p?.pieceIds[0];
      if (!p || !id) continue;
      s = p.state;
      reactorIds.push(id);
      break;
    }
  }
  if (reactorIds.length < 3) return null;
  s = underCurrentRules(s);
  const distances = reactorIds.map((id) => {
    const r = s.pieces[id];
    return r ? edgeDistance(r, landed) : Infinity;
  });
  if (distances.some((x) => Math.abs(x - ZOC_RADIUS) < ZOC_MARGIN)) return null;
  // AROs after placement: the landing spot is the whole "path" (RULES.md §18.11.1).
  const found = aroCheck(s, 'A', [{ pieceId: landerId, path: [spot] }]);
  const answers = reactorIds.map((id) => {
    const against = found.find((r) => r.id === id)?.against[0];
    return {
      id,
      lof: against?.lof ?? false,
      zoc: against?.zoc ?? false,
      choice: choiceFor(against?.allowed ?? []),
    };
  });
  if (new Set(answers.map((a) => a.choice.id)).size < 2) return null;
  const view = pictureFor(s, 'B');
  const labels: Record<string, string> = { [landerId]: 'L' };
  answers.forEach((a, i) => (labels[a.id] = `R${String(i + 1)}`));
  const name = (id: string) => view.pieces.find((p) => p.id === id)?.label ?? 'piece';
  const explanation: Explanation[] = [
    {
      text: `The ${lander.name} is placed first; AROs are declared after, against where it stands: it has no path, so only that spot counts.`,
      section: '',
      rule: 'parachutist',
    },
  ];
  for (const [i, a] of answers.entries()) {
    const label = `R${String(i + 1)}`;
    const dist = inches(distances[i] ?? 0);
    if (a.lof) {
      explanation.push({
        text: `${label} has LoF to L where it landed: ${a.choice.label}.`,
        section: '',
        rule: 'lineOfFire',
      });
      continue;
    }
    const why = noLofReason(s, landerId, [spot], a.id).replace('the mover never enters', 'L is not in');
    explanation.push(
      a.zoc
        ? {
            text: `${label} has no LoF (${why}), but L landed within 8" of it (${dist}): in its Zone of Control without LoF, only Dodge or Reset.`,
            section: '',
            rule: 'zoneOfControl',
          }
        : {
            text: `${label} has no LoF (${why}) and L landed beyond 8" of it (${dist}): no ARO.`,
            section: '',
            rule: 'lineOfFire',
          },
    );
  }
  if (answers.some((a) => a.lof)) explanation.push(attackRuleFor(landed.kind));
  return {
    kind: 'airborne',
    seed,
    index,
    prompt: 'An enemy trooper lands by Airborne Deployment. Which of your troopers may react, and with what?',
    facts: [
      lander.via === 'Parachutist'
        ? `The enemy's ${lander.name} arrives with Parachutist at L, its base touching the table edge, as a model.`
        : `The enemy's ${lander.name} arrives with Combat Jump at L (its PH roll passed), as ${kindInWords(landed.kind)}.`,
      ...answers.map((a, i) => {
        const piece = s.pieces[a.id];
        const arc = piece ? KIND_RULES[piece.kind].arc : 180;
        return `R${String(i + 1)}: your ${name(a.id)}, LoF ${String(arc)}°${piece ? `, facing ${degrees(piece.facing)}` : ''}; L landed ${inches(distances[i] ?? 0)} from it.`;
      }),
      'Tall walls block LoF; low crates do not.',
    ],
    picture: { view, labels, paths: [] },
    ...perPieceAnswers(answers, name),
    explanation,
  };
}

/** "An enemy paratrooper lands: which of your troopers may react, and with what?" (§18.11, D164). */
export function airborneQuestion(seed: number, index: number): DrillQuestion {
  return generate('airborne', seed, index, attempt);
}
