import { ZOC_RADIUS, carriesRepeater, hackable, programProblem, type Point } from '../../rules/index.ts';
import { trooperOf } from '../../engine/pieces.ts';
import { aroCheck } from '../../engine/step2-aroCheck.ts';
import type { GameState } from '../../engine/types.ts';
import { board, generate, inches, moveTo, pictureFor, put, toward, type Dice } from './kit.ts';
import { ZOC_MARGIN, closest } from './react.ts';
import type { DrillQuestion, Explanation } from './types.ts';

/**
 * "Who may react with a Hacking Program?" (RULES.md §18.13.1, §18.13.2, A33; decisions D127, D137,
 * D150, D154): your trooper moves past enemy Field Hackers and Line Troopers, and in about half the
 * questions past an enemy Line Trooper carrying a Repeater. The answer is the engine's own: its ARO
 * check says whether the mover comes inside each piece's Hacking Area (its Zone of Control, or a
 * Repeater's), and the program rule (`programProblem`) says whether that piece may declare Carbonite
 * in ARO against this mover: only a Hacker, only against a Hackable target inside its Hacking Area.
 */

const MOVERS = [
  { profileId: 'field-hacker', hackable: true },
  { profileId: 'line-trooper', hackable: false },
] as const;

const REACTORS = ['field-hacker', 'field-hacker', 'line-trooper'] as const;

/** The option ticked when no enemy piece may react with a program. */
export const NOBODY = { id: 'nobody', label: 'None of them' } as const;

function attempt(d: Dice, seed: number, index: number): DrillQuestion | null {
  let s: GameState = board(32, 24, []);
  const m = d.pick(MOVERS);
  const start = { x: d.real(9, 23, 0.5), y: d.real(8, 16, 0.5) };
  const placed = put(s, 'A', m.profileId, 'model', start, d.int(0, 23) * 15);
  const moverId = placed?.pieceIds[0];
  if (!placed || !moverId) return null;
  s = placed.state;
  const length = d.real(3, 6, 0.5);
  const end = toward(start, d.int(0, 23) * 15, length);
  const moved = moveTo(s, moverId, end);
  if (!moved) return null;
  s = moved;
  const path: Point[] = [start, end];
  const mid = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
  const reactorIds: string[] = [];
  // About half the questions: a Line Trooper with a Repeater near the path (D154), placed first.
  const repeater = d.int(0, 1) === 1;
  const count = repeater ? 4 : 3;
  for (let i = 0; i < count; i++) {
    const relay = repeater && i === 0;
    for (let t = 0; t < 25; t++) {
      const p = put(
        s,
        'B',
        relay ? 'line-trooper' : d.pick(REACTORS),
        'model',
        toward(mid, d.int(0, 35) * 10, relay ? d.real(3, 7, 0.5) : d.real(3, 14, 0.5)),
        d.int(0, 23) * 15,
        relay ? { equipment: ['Repeater'] } : {},
      );
      if (!p?.pieceIds[0]) continue;
      s = p.state;
      reactorIds.push(p.pieceIds[0]);
      break;
    }
  }
  if (reactorIds.length < count) return null;
  const distances = reactorIds.map((id) => closest(s, moverId, path, id));
  // A base just at the 8" edge is a question of measuring, not of the rule: draw another.
  if (distances.some((x) => Math.abs(x - ZOC_RADIUS) < ZOC_MARGIN)) return null;
  const found = aroCheck(s, 'A', [{ pieceId: moverId, path }]);
  const moverProfile = trooperOf(s, moverId)?.profile;
  if (!moverProfile) return null;
  const targetHackable = hackable(moverProfile);
  const answers = reactorIds.map((id, i) => {
    const against = found.find((r) => r.id === id)?.against[0];
    const profile = trooperOf(s, id)?.profile;
    // The engine's one answer: inside its ZoC, or through a Repeater (D150).
    const inArea = against?.zoc === true || against?.area === true;
    const problem = profile
      ? programProblem({
          program: 'Carbonite',
          hacker: profile,
          reacting: true,
          targetHackable,
          targetInArea: inArea,
        })
      : 'no trooper';
    return {
      id,
      label: `R${String(i + 1)}`,
      name: profile?.name ?? 'trooper',
      hacker: profile?.hacker === true,
      relay: profile ? carriesRepeater(profile) : false,
      lof: against?.lof ?? false,
      zoc: against?.zoc ?? false,
      inArea,
      may: problem === null,
      dist: distances[i] ?? 0,
    };
  });
  // Teach the Hacking Area: at least one Hacker, and not every Hacker on the same side of it; with a
  // Repeater, one Hacker reached only through it and the Repeater's own ZoC holding the path.
  const hackers = answers.filter((a) => a.hacker);
  if (!hackers.length) return null;
  if (targetHackable && new Set(hackers.map((a) => a.inArea)).size < 2 && d.int(0, 2) > 0) return null;
  const relay = answers.find((a) => a.relay);
  if (repeater && (!relay?.zoc || !hackers.some((a) => a.inArea && !a.zoc))) return null;
  const view = pictureFor(s, 'A');
  const labels: Record<string, string> = { [moverId]: 'M' };
  for (const a of answers) labels[a.id] = a.label;
  const through = relay ? ` of the Repeater on ${relay.label} (${inches(relay.dist)})` : '';
  const explanation: Explanation[] = answers.map((a) => {
    const seen = a.lof ? 'it has LoF to M, but ' : '';
    if (!a.hacker)
      return a.relay
        ? {
            text: `${a.label} is a ${a.name} with a Repeater, no Hacker: ${seen}it runs no Hacking Program, but its Repeater adds its Zone of Control to the Hacking Area of every enemy Hacker.`,
            section: '',
            rule: 'repeaters',
          }
        : {
            text: `${a.label} is a ${a.name}, no Hacker: ${seen}it runs no Hacking Program.`,
            section: '',
            rule: 'hackingArea',
          };
    if (!a.inArea)
      return {
        text: `${a.label} is a Hacker, but M never comes within 8" of it (${inches(a.dist)})${relay ? ' nor of the Repeater' : ''}: ${seen}M stays outside its Hacking Area.`,
        section: '',
        rule: 'hackingArea',
      };
    const where = a.zoc
      ? `M comes within ${inches(a.dist)} of ${a.label}, inside its Hacking Area`
      : `M stays ${inches(a.dist)} from ${a.label}, but comes within 8"${through}: inside ${a.label}’s Hacking Area through the Repeater`;
    if (!targetHackable)
      return {
        text: `${where}, but M is not Hackable (a Line Trooper, LI, no Hacker): no program can target it.`,
        section: '',
        rule: 'hackable',
      };
    return {
      text: `${where}, and M is Hackable (it carries a Hacking Device): ${a.label} may react with Carbonite${a.lof ? '' : ', LoF or not'}.`,
      section: '',
      rule: 'carbonite',
    };
  });
  const ticked = answers.filter((a) => a.may).map((a) => a.label);
  return {
    kind: 'hackingArea',
    seed,
    index,
    prompt: 'Which of the enemy pieces may react to this Order with a Hacking Program?',
    facts: [
      `Your ${moverProfile.name} (M) declares a Move of ${inches(length)} along the arrow; ${targetHackable ? 'it carries a Hacking Device' : 'a Light Infantry trooper without a Hacking Device'}.`,
      ...answers.map(
        (a) =>
          `${a.label}: ${a.name}${a.hacker ? ' (Hacker)' : ''}${a.relay ? ' (Repeater)' : ''}, M comes within ${inches(a.dist)} of it${a.lof ? ', in its LoF' : ''}.`,
      ),
    ],
    picture: { view, labels, paths: [{ label: '1', points: path }] },
    ask: {
      type: 'tick',
      options: [
        ...answers.map((a) => ({
          id: a.label,
          label: `${a.label}: ${a.name}${a.relay ? ' (Repeater)' : ''}`,
        })),
        { ...NOBODY },
      ],
    },
    solution: { type: 'tick', ticked: ticked.length ? ticked : [NOBODY.id] },
    explanation,
  };
}

/** "Who may react with a Hacking Program?" (RULES.md §18.13.2). */
export function hackingAreaQuestion(seed: number, index: number): DrillQuestion {
  return generate('hackingArea', seed, index, attempt);
}
