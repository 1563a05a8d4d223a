import {
  KIND_RULES,
  ZOC_RADIUS,
  distanceToPath,
  whoCanReact,
  type DeploymentForm,
  type Point,
} from '../../rules/index.ts';
import { trooperOf } from '../../engine/pieces.ts';
import { degrees } from '../../rules/index.ts';
import { aroCheck } from '../../engine/step2-aroCheck.ts';
import { truthScene } from '../../engine/scene.ts';
import type { GameState } from '../../engine/types.ts';
import { attackRuleFor, choiceFor, kindInWords, perPieceAnswers } from './aroChoices.ts';
import { pictureFor, block, board, inches, moveTo, put, generate, toward, type Dice } from './kit.ts';
import type { DrillQuestion, Explanation } from './types.ts';

/** How far from 8" a reactor must stay, so the printed distance never leaves the ZoC in doubt. */
export const ZOC_MARGIN = 0.15;

/** Why a reactor has no LoF to the mover: its arc, or something in the way (RULES.md §4.1, §4.2). */
export function noLofReason(state: GameState, moverId: string, path: Point[], reactorId: string): string {
  const scene = truthScene(state);
  const bare = {
    pieces: scene.pieces.filter((p) => p.id === moverId || p.id === reactorId),
    scenery: [],
  };
  const open = whoCanReact(bare, moverId, path, [reactorId]).some((r) => r.lof);
  return open ? 'scenery or bases block every line' : 'the mover never enters its front 180° arc';
}

/** The closest the mover's base comes to the reactor's base along the path (edge to edge). */
export function closest(state: GameState, moverId: string, path: Point[], reactorId: string): number {
  const m = state.pieces[moverId];
  const r = state.pieces[reactorId];
  if (!m || !r) return Infinity;
  return Math.max(0, distanceToPath(r, path) - r.r - m.r);
}

const MOVERS: readonly { form: DeploymentForm; profileId: string }[] = [
  { form: 'model', profileId: 'line-trooper' },
  { form: 'model', profileId: 'chain-trooper' },
  { form: 'CAMO', profileId: 'camo-sniper' },
  { form: 'IMP-2', profileId: 'impersonator' },
  { form: 'IMP-1', profileId: 'impersonator' },
];

const REACTORS: readonly { form: DeploymentForm; profileId: string }[] = [
  { form: 'model', profileId: 'line-trooper' },
  { form: 'model', profileId: 'line-trooper' },
  { form: 'model', profileId: 'field-officer' },
  { form: 'model', profileId: 'heavy-s4' },
  { form: 'CAMO', profileId: 'camo-sniper' },
];

function attempt(d: Dice, seed: number, index: number): DrillQuestion | null {
  const walls = Array.from({ length: d.int(1, 3) }, (_, i) =>
    block(
      `wall-${String(i + 1)}`,
      { x: d.real(5, 27, 0.5), y: d.real(4, 20, 0.5) },
      d.pick([4, 5, 6, 8]),
      d.pick([0, 45, 90, 135]),
      i === 2 ? 'low' : 'tall',
    ),
  );
  let s = board(32, 24, walls);
  const m = d.pick(MOVERS);
  const start = { x: d.real(9, 23, 0.5), y: d.real(8, 16, 0.5) };
  const placed = put(s, 'A', m.profileId, m.form, start, d.int(0, 23) * 15);
  if (!placed) return null;
  s = placed.state;
  const moverId = placed.pieceIds[0];
  if (!moverId) return null;
  const length = d.real(3, 6, 0.5);
  const end = toward(start, d.int(0, 23) * 15, length);
  if (!moveTo(s, moverId, end)) return null;
  const path = [start, end];
  const mid = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
  const reactorIds: string[] = [];
  const count = d.int(3, 4);
  for (let i = 0; i < count; i++) {
    for (let t = 0; t < 25; t++) {
      const r = d.pick(REACTORS);
      const p = put(
        s,
        'B',
        r.profileId,
        r.form,
        toward(mid, d.int(0, 35) * 10, d.real(3, 15, 0.5)),
        d.int(0, 23) * 15,
      );
      if (!p?.pieceIds[0]) continue;
      s = p.state;
      reactorIds.push(p.pieceIds[0]);
      break;
    }
  }
  if (reactorIds.length < 3) return null;
  const distances = reactorIds.map((id) => closest(s, moverId, path, id));
  if (distances.some((x) => Math.abs(x - ZOC_RADIUS) < ZOC_MARGIN)) return null;
  const found = aroCheck(s, 'A', [{ pieceId: moverId, path }]);
  const answers = reactorIds.map((id) => {
    const against = found.find((r) => r.id === id)?.against[0];
    return {
      id,
      lof: against?.lof ?? false,
      zoc: against?.zoc ?? false,
      choice: choiceFor(against?.allowed ?? []),
    };
  });
  // A table where every piece gets the same answer teaches little: draw another.
  if (new Set(answers.map((a) => a.choice.id)).size < 2) return null;

  const mover = s.pieces[moverId];
  if (!mover) return null;
  const view = pictureFor(s, 'A');
  const labels: Record<string, string> = { [moverId]: 'M' };
  answers.forEach((a, i) => (labels[a.id] = `R${String(i + 1)}`));
  const name = (id: string) => view.pieces.find((p) => p.id === id)?.label ?? 'piece';
  const moverName = trooperOf(s, moverId)?.profile.name;
  const explanation: Explanation[] = [];
  for (const [i, a] of answers.entries()) {
    const label = `R${String(i + 1)}`;
    const dist = inches(distances[i] ?? 0);
    if (a.lof) {
      explanation.push({
        text: `${label} has LoF to M at some point of its path: ${a.choice.label}.`,
        section: '§7.1',
      });
    } else {
      const why = noLofReason(s, moverId, path, a.id);
      explanation.push(
        a.zoc
          ? {
              text: `${label} has no LoF (${why}), but M comes within 8" of it (${dist}): in its Zone of Control without LoF, only Dodge or Reset.`,
              section: '§2',
            }
          : {
              text: `${label} has no LoF (${why}) and M never comes within 8" of it (${dist}): no ARO.`,
              section: '§7.1',
            },
      );
    }
  }
  if (answers.some((a) => a.lof)) explanation.push(attackRuleFor(mover.kind));
  return {
    kind: 'react',
    seed,
    index,
    prompt: 'Which of the enemy pieces may react to this Order, and with what?',
    facts: [
      `Your ${moverName ?? 'trooper'}, shown as ${kindInWords(mover.kind)} (M), declares a Move of ${inches(length)} along the arrow.`,
      ...answers.map((a, i) => {
        const piece = s.pieces[a.id];
        const arc = piece ? KIND_RULES[piece.kind].arc : 180;
        return `R${String(i + 1)}: ${name(a.id)}, LoF ${String(arc)}°${arc === 180 && piece ? `, facing ${degrees(piece.facing)}` : ''}; M comes within ${inches(distances[i] ?? 0)} of it.`;
      }),
      'Tall walls block LoF; low crates do not.',
    ],
    picture: { view, labels, paths: [{ label: '1', points: path }] },
    ...perPieceAnswers(answers, name),
    explanation,
  };
}

/** "Which of these enemy pieces may react, and with what?" (RULES.md §2, §7.1, §7.3). */
export function reactQuestion(seed: number, index: number): DrillQuestion {
  return generate('react', seed, index, attempt);
}
