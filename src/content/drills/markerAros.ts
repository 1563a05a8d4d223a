import { mayDelayAgainst, type DeploymentForm, type Point } from '../../rules/index.ts';
import { aroCheck, type Activated } from '../../engine/step2-aroCheck.ts';
import { ARO_SKILLS, attackRuleFor, kindInWords, skillLabel } from './aroChoices.ts';
import { pictureFor, block, board, inches, put, generate, toward, type Dice } from './kit.ts';
import type { DrillQuestion, Explanation } from './types.ts';

/** The option that delays the ARO to the second skill (RULES.md §7.3). */
export const DELAY_OPTION = 'delay';

const TARGETS: readonly { form: DeploymentForm; profileId: string }[] = [
  { form: 'CAMO', profileId: 'camo-sniper' },
  { form: 'IMP-1', profileId: 'impersonator' },
  { form: 'IMP-2', profileId: 'impersonator' },
  { form: 'model', profileId: 'line-trooper' },
  { form: 'Holoecho', profileId: 'holoprojector' },
];

type Situation = 'lof' | 'zoc' | 'none';

function attempt(d: Dice, seed: number, index: number): DrillQuestion | null {
  const wanted: Situation = d.pick(['lof', 'lof', 'lof', 'zoc', 'zoc', 'none'] as const);
  const t = d.pick(TARGETS);
  const walls = d.chance(0.5)
    ? [block('wall-1', { x: d.real(4, 28, 0.5), y: d.real(3, 21, 0.5) }, 5, d.pick([0, 90]))]
    : [];
  let s = board(32, 24, walls);
  const yAt = { x: 16, y: 12 };
  const facing = d.int(0, 23) * 15;
  const mine = put(s, 'A', 'line-trooper', 'model', yAt, facing);
  if (!mine?.pieceIds[0]) return null;
  s = mine.state;
  const reactorId = mine.pieceIds[0];
  const bearing = wanted === 'lof' ? facing + d.int(-50, 50) : facing + 180 + d.int(-50, 50);
  const distance =
    wanted === 'lof' ? d.real(8, 15, 0.5) : wanted === 'zoc' ? d.real(2.5, 6, 0.5) : d.real(10.5, 14, 0.5);
  const theirs = put(s, 'B', t.profileId, t.form, toward(yAt, bearing, distance), d.int(0, 23) * 15);
  if (!theirs) return null;
  s = theirs.state;
  // The target is the marker of the group (a Holoecho trooper shows HOLOECHO markers and its model).
  const targetId =
    theirs.pieceIds.find((id) => s.pieces[id]?.kind.startsWith('HOLOECHO')) ?? theirs.pieceIds[0];
  const target = targetId ? s.pieces[targetId] : undefined;
  if (!targetId || !target) return null;
  const heading = d.int(0, 23) * 15;
  const step = d.real(1.5, 3, 0.5);
  const activated: Activated[] = theirs.pieceIds.map((id) => {
    const p = s.pieces[id] ?? target;
    const from: Point = { x: p.x, y: p.y };
    return { pieceId: id, path: [from, toward(from, heading, step)] };
  });
  const against = aroCheck(s, 'B', activated)
    .find((r) => r.id === reactorId)
    ?.against.find((a) => a.pieceId === targetId);
  const got: Situation = against?.lof ? 'lof' : against?.zoc ? 'zoc' : 'none';
  if (got !== wanted) return null;
  const kinds = theirs.pieceIds.flatMap((id) => s.pieces[id]?.kind ?? []);
  const delay = against !== undefined && mayDelayAgainst(kinds);
  const allowed = against?.allowed ?? [];

  const view = pictureFor(s, 'A');
  const labels: Record<string, string> = { [reactorId]: 'Y', [targetId]: 'M' };
  const targetPath = activated.find((a) => a.pieceId === targetId)?.path ?? [];
  const explanation: Explanation[] = [];
  if (got === 'lof') {
    explanation.push({ text: 'Y has LoF to M during its move: any ARO the target allows.', section: '§7.1' });
    explanation.push(attackRuleFor(target.kind));
  } else if (got === 'zoc') {
    explanation.push({
      text: 'Y has no LoF to M, but M is inside its 8" Zone of Control: only Dodge or Reset.',
      section: '§2',
    });
  } else {
    explanation.push({
      text: 'Y has no LoF to M and M never comes within 8": no ARO at all, so nothing to delay.',
      section: '§7.1',
    });
  }
  if (got !== 'none') {
    explanation.push(
      delay
        ? {
            text: `Against ${kindInWords(target.kind)} the ARO may be delayed until the second skill is declared; if that does not reveal it, the ARO is lost.`,
            section: '§7.3',
          }
        : {
            text: 'Against a model there is no delay: declare the ARO now or lose it for this Order.',
            section: '§7.2',
          },
    );
  }
  const moverName = view.pieces.find((p) => p.id === targetId)?.label ?? 'piece';
  return {
    kind: 'markerAros',
    seed,
    index,
    prompt: 'Which AROs may your trooper Y declare against M?',
    facts: [
      `M: ${target.kind === 'model' ? `an enemy ${moverName} (a model)` : `an enemy ${target.kind} marker${target.kind.startsWith('HOLOECHO') ? ', one of a Holoecho trooper’s three pieces' : ''}`}, moves ${inches(step)} along the arrow as the first skill of its Order.`,
      `Y: your Line Trooper, a model with a 180° front arc; M starts ${inches(distance)} from it, centre to centre.`,
      walls.length > 0 ? 'The wall is tall: it blocks LoF.' : 'No scenery is in the way.',
    ],
    picture: { view, labels, paths: [{ label: '1', points: targetPath }] },
    ask: {
      type: 'tick',
      options: [
        ...ARO_SKILLS.map((id) => ({ id, label: skillLabel(id) })),
        { id: DELAY_OPTION, label: 'Delay the ARO to the second skill' },
      ],
    },
    solution: { type: 'tick', ticked: [...allowed, ...(delay ? [DELAY_OPTION] : [])] },
    explanation,
  };
}

/** "Which AROs are legal against this marker?" (RULES.md §7.1, §7.3, §10). */
export function markerArosQuestion(seed: number, index: number): DrillQuestion {
  return generate('markerAros', seed, index, attempt);
}
