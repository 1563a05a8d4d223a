import { ZOC_RADIUS, degrees, type Point } from '../../rules/index.ts';
import { aroCheck } from '../../engine/step2-aroCheck.ts';
import type { GameState } from '../../engine/types.ts';
import { closest, noLofReason, ZOC_MARGIN } from './react.ts';
import {
  block,
  board,
  generate,
  inches,
  moveTo,
  pictureFor,
  put,
  toward,
  underCurrentRules,
  type Dice,
} from './kit.ts';
import type { DrillQuestion, Explanation } from './types.ts';

/**
 * "A Coordinated Order of three moves past your sniper: which of them may it shoot?" (RULES.md
 * §18.12.3, §4, §7.1, §2; decisions D109, D142). The enemy's three Line Troopers each Move their own
 * way in one Order; your Camo Sniper (a model) keeps one ARO and may take as its target any of them
 * it draws LoF to at some point of that trooper's own move. The answer is the engine's `aroCheck`.
 */

/** How many troopers the drill's Coordinated Order activates (one Command Token, D142). */
export const COORDINATED_DRILL_SIZE = 3;

/** The longest arrow drawn: within a Line Trooper's first MOV value, so the Move is legal in play. */
const LONGEST_MOVE = 4;

/** The length of a drawn move. */
function length(path: readonly Point[]): number {
  const [a, b] = path;
  return a && b ? Math.hypot(b.x - a.x, b.y - a.y) : 0;
}

function attempt(d: Dice, seed: number, index: number): DrillQuestion | null {
  const walls = Array.from({ length: d.int(1, 3) }, (_, i) =>
    block(
      `wall-${String(i + 1)}`,
      // Clear of the strips y < 4 and y > 20, where the drill's game deploys its troopers first.
      { x: d.real(5, 27, 0.5), y: d.real(6, 18, 0.5) },
      d.pick([4, 5, 6]),
      d.pick([0, 45, 90, 135]),
      i === 2 ? 'low' : 'tall',
    ),
  );
  let s: GameState = board(32, 24, walls);
  const sniperAt = { x: d.real(10, 22, 0.5), y: d.real(8, 16, 0.5) };
  const sniper = put(s, 'B', 'camo-sniper', 'model', sniperAt, d.int(0, 23) * 15);
  const sId = sniper?.pieceIds[0];
  if (!sniper || !sId) return null;
  s = sniper.state;
  const movers: { id: string; path: Point[] }[] = [];
  for (let i = 0; i < COORDINATED_DRILL_SIZE; i++) {
    const start = toward(sniperAt, d.int(0, 35) * 10, d.real(4, 14, 0.5));
    const placed = put(s, 'A', 'line-trooper', 'model', start, d.int(0, 23) * 15);
    const id = placed?.pieceIds[0];
    if (!placed || !id) return null;
    s = placed.state;
    movers.push({ id, path: [start] });
  }
  // They move one after the other here; in play they move together, along the same straight lines.
  for (const m of movers) {
    const start = m.path[0];
    if (!start) return null;
    const end = toward(start, d.int(0, 23) * 15, d.real(2, LONGEST_MOVE, 0.5));
    const moved = moveTo(s, m.id, end);
    if (!moved) return null;
    s = moved;
    m.path.push(end);
  }
  s = underCurrentRules(s);
  const distances = movers.map((m) => closest(s, m.id, m.path, sId));
  if (distances.some((x) => Math.abs(x - ZOC_RADIUS) < ZOC_MARGIN)) return null;
  const against = aroCheck(
    s,
    'A',
    movers.map((m) => ({ pieceId: m.id, path: m.path })),
  ).find((r) => r.id === sId)?.against;
  const answers = movers.map((m, i) => {
    const a = against?.find((x) => x.pieceId === m.id);
    return {
      ...m,
      label: `C${String(i + 1)}`,
      lof: a?.lof ?? false,
      zoc: a?.zoc ?? false,
      shoot: a?.allowed.includes('bsAttack') ?? false,
    };
  });
  // Some it may shoot and some not: the question is which.
  const shootable = answers.filter((a) => a.shoot).length;
  if (shootable === 0 || shootable === answers.length) return null;
  const sniperPiece = s.pieces[sId];
  if (!sniperPiece) return null;
  const labels: Record<string, string> = { [sId]: 'S' };
  for (const a of answers) labels[a.id] = a.label;
  const explanation: Explanation[] = answers.map((a, i): Explanation => {
    const dist = inches(distances[i] ?? 0);
    if (a.shoot) {
      return {
        text: `S draws LoF to ${a.label} at some point of ${a.label}’s own move: ${a.label} may be the target of its BS Attack.`,
        section: '',
        rule: 'lineOfFire',
      };
    }
    const why = noLofReason(s, a.id, a.path, sId);
    return a.zoc
      ? {
          text: `S has no LoF to ${a.label} (${why}), but ${a.label} comes within 8" of it (${dist}): against ${a.label} only Dodge or Reset, no BS Attack.`,
          section: '',
          rule: 'zoneOfControl',
        }
      : {
          text: `S has no LoF to ${a.label} (${why}) and ${a.label} stays beyond 8" (${dist}): no ARO against it.`,
          section: '',
          rule: 'lineOfFire',
        };
  });
  explanation.push({
    text: `The Coordinated Order is one Order: S still declares one ARO only, ${shootable === 1 ? 'against the one it may shoot' : `against one of the ${String(shootable)} it may shoot`}.`,
    section: '',
    rule: 'coordinated',
  });
  return {
    kind: 'coordinated',
    seed,
    index,
    prompt: 'Which of the three enemy troopers may S shoot with its ARO?',
    facts: [
      `The enemy spends a Command Token on a Coordinated Order: its Line Troopers ${answers.map((a) => a.label).join(', ')} each Move along the arrow of its number (${answers.map((a) => `${a.label} ${inches(length(a.path))}`).join(', ')}).`,
      `S: your Camo Sniper, a model, LoF 180°, facing ${degrees(sniperPiece.facing)}.`,
      ...answers.map((a, i) => `${a.label} comes within ${inches(distances[i] ?? 0)} of S.`),
      'Tall walls block LoF; low crates do not.',
    ],
    picture: {
      view: pictureFor(s, 'B'),
      labels,
      // Numbered like the troopers: arrow 1 is C1's move.
      paths: answers.map((a, i) => ({ label: String(i + 1), points: a.path })),
    },
    ask: { type: 'tick', options: answers.map((a) => ({ id: a.label, label: `${a.label} · Line Trooper` })) },
    solution: { type: 'tick', ticked: answers.filter((a) => a.shoot).map((a) => a.label) },
    explanation,
  };
}

/** "Which of the Coordinated Order's troopers may your sniper shoot?" (RULES.md §18.12.3, D142). */
export function coordinatedQuestion(seed: number, index: number): DrillQuestion {
  return generate('coordinated', seed, index, attempt);
}
