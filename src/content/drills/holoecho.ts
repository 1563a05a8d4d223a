import type { Point } from '../../rules/index.ts';
import { apply } from '../../engine/apply.ts';
import { aroCheck } from '../../engine/step2-aroCheck.ts';
import { pictureFor, block, board, inches, moveTo, put, generate, toward, type Dice } from './kit.ts';
import type { DrillQuestion, Explanation } from './types.ts';

/** What the drilled player saw in one Order of its own turn. */
interface Seen {
  /** The own trooper that moved (T1, T2...). */
  mover: string;
  path: Point[];
  /** Each Holoecho piece: LoF to the mover along its path, or the mover in its ZoC. */
  reach: Record<string, { lof: boolean; zoc: boolean }>;
  /** The Holoecho trooper declared a BS Attack ARO resolved as Idle, or declared no ARO. */
  outcome: 'idle' | 'none';
}

function attempt(d: Dice, seed: number, index: number): DrillQuestion | null {
  const walls = Array.from({ length: d.int(2, 3) }, (_, i) =>
    block(
      `wall-${String(i + 1)}`,
      { x: d.real(4, 28, 0.5), y: d.real(8, 15, 0.5) },
      d.pick([4, 6, 8]),
      d.pick([0, 45, 90, 135]),
    ),
  );
  let s = board(32, 24, walls);
  const centre = { x: d.real(8, 24, 0.5), y: d.real(3, 6, 0.5) };
  const group = put(s, 'B', 'holoprojector', 'Holoecho', centre, 90);
  if (group?.pieceIds.length !== 3) return null;
  s = group.state;
  const holo = group.pieceIds;
  // Spread the three Holoechoes, each within 8" of another (Coherency, RULES.md §3), facing down the table.
  for (const [i, id] of holo.entries()) {
    if (i === 0) continue;
    const from = s.pieces[holo[i - 1] ?? id] ?? centre;
    const moved = moveTo(s, id, toward(from, d.pick([0, 20, 160, 180, 200, 340]), d.real(3, 6.5, 0.5)));
    if (!moved) return null;
    s = moved;
  }
  for (const id of holo) {
    const r = apply(s, { type: 'rotatePiece', pieceId: id, facing: 90 + d.int(-4, 4) * 15 });
    if (!r.ok) return null;
    s = r.state;
  }
  const orders = d.int(2, 3);
  const movers: { id: string; start: Point; end: Point }[] = [];
  for (let i = 0; i < orders; i++) {
    const start = { x: d.real(3, 29, 0.5), y: d.real(17, 21, 0.5) };
    const placed = put(s, 'A', 'line-trooper', 'model', start, 270);
    if (!placed?.pieceIds[0]) return null;
    s = placed.state;
    movers.push({
      id: placed.pieceIds[0],
      start,
      end: toward(start, 270 + d.int(-3, 3) * 15, d.real(3, 6, 0.5)),
    });
  }
  // The Orders, one after another: each mover's LoF and ZoC is checked where the others then stood.
  const real = d.pick(holo);
  const seen: Seen[] = [];
  for (const [i, m] of movers.entries()) {
    const path = [m.start, m.end];
    const found = aroCheck(s, 'A', [{ pieceId: m.id, path }]);
    const reach = Object.fromEntries(
      holo.map((h) => {
        const a = found.find((r) => r.id === h)?.against[0];
        return [h, { lof: a?.lof ?? false, zoc: a?.zoc ?? false }];
      }),
    );
    const anyLof = holo.some((h) => reach[h]?.lof);
    const realReached = reach[real]?.lof === true || reach[real]?.zoc === true;
    // A BS Attack ARO needs LoF from one of the pieces; it is Idle when the real one has neither (D25).
    const outcome = anyLof && !realReached && d.chance(0.85) ? 'idle' : 'none';
    seen.push({ mover: `T${String(i + 1)}`, path, reach, outcome });
    const moved = moveTo(s, m.id, m.end);
    if (!moved) return null;
    s = moved;
  }
  if (!seen.some((o) => o.outcome === 'idle')) return null;
  const reached = (h: string, o: Seen) => o.reach[h]?.lof === true || o.reach[h]?.zoc === true;
  const possible = holo.filter((h) => seen.every((o) => o.outcome === 'none' || !reached(h, o)));
  if (!possible.includes(real)) return null;

  const view = pictureFor(s, 'A');
  const order = view.pieces.filter((p) => holo.includes(p.id)).map((p) => p.id);
  const label = (h: string) => `H${String(order.indexOf(h) + 1)}`;
  const labels: Record<string, string> = Object.fromEntries(order.map((h) => [h, label(h)]));
  movers.forEach((m, i) => (labels[m.id] = `T${String(i + 1)}`));
  const name = (h: string) => view.pieces.find((p) => p.id === h)?.label ?? 'piece';
  const explanation: Explanation[] = [
    {
      text: 'The Holoecho trooper reacts once, with all three pieces; the real one carries the ARO out. If the real one had neither LoF nor ZoC to the target, the ARO is resolved as Idle. An ARO that is rolled ends the Holoecho state, and the decoys would be gone.',
      section: '§10.4',
    },
  ];
  for (const [i, o] of seen.entries()) {
    const n = String(i + 1);
    if (o.outcome === 'none') {
      explanation.push({
        text: `Order ${n} (${o.mover}): no ARO tells nothing; the owner may always choose not to react.`,
        section: '§7.2',
      });
      continue;
    }
    const had = order.filter((h) => reached(h, o));
    explanation.push({
      text: `Order ${n} (${o.mover}): the ARO was Idle, so the real Holoecho had neither LoF nor ZoC to ${o.mover}. ${had.map((h) => `${label(h)} had ${o.reach[h]?.lof ? 'LoF' : 'it in its ZoC'}`).join(', ')}: ${had.length === 1 ? 'it is' : 'they are'} not the real one.`,
      section: '§7.1',
    });
  }
  explanation.push({
    text: `${possible.length === 1 ? 'Only' : 'Still possible:'} ${possible.map(label).join(' and ')}. (In this drill the real one was ${label(real)}.)`,
    section: '',
  });
  return {
    kind: 'holoecho',
    seed,
    index,
    prompt: 'Which of the Holoechoes H1, H2, H3 can still be the real one?',
    facts: [
      `H1, H2 and H3 are the three pieces of one enemy Holoecho trooper: ${order.map((h) => `${label(h)} ${name(h)}`).join(', ')}. One of them is real.`,
      ...seen.map(
        (o, i) =>
          `Order ${String(i + 1)}: your ${o.mover} moved ${inches(Math.hypot((o.path[1]?.x ?? 0) - (o.path[0]?.x ?? 0), (o.path[1]?.y ?? 0) - (o.path[0]?.y ?? 0)))} along arrow ${String(i + 1)}; ${
            o.outcome === 'idle'
              ? 'the Holoecho trooper declared a BS Attack ARO against it, resolved as Idle: “the real trooper has neither LoF nor ZoC to its target”.'
              : 'the Holoecho trooper declared no ARO.'
          }`,
      ),
      'Tall walls block LoF, and so do the Holoechoes and troopers standing in the way.',
    ],
    picture: { view, labels, paths: seen.map((o, i) => ({ label: String(i + 1), points: o.path })) },
    ask: { type: 'pick', pieces: order.map((h) => ({ label: label(h), name: name(h) })) },
    solution: { type: 'pick', picked: possible.map(label).sort() },
    explanation,
  };
}

/** "Which of these Holoechoes can still be the real one, given what you saw?" (RULES.md §10.4, D25). */
export function holoechoQuestion(seed: number, index: number): DrillQuestion {
  return generate('holoecho', seed, index, attempt);
}
