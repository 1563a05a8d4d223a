import { leaveFireteam, type LeaveReason } from '../../engine/fireteams.ts';
import type { Fireteam, GameState } from '../../engine/types.ts';
import { board, generate, pictureFor, put, toward, underCurrentRules, type Dice } from './kit.ts';
import type { DrillQuestion, Explanation } from './types.ts';

/**
 * "Who leaves the Fireteam, and does it go on?" (RULES.md §18.12.1, §10.4; decisions D121, D122; seed
 * 000 row 0.29): one member of your Fireteam switches Holoecho on, goes back into Camouflaged State,
 * falls Unconscious, or goes Prone. The answer is the engine's: its `leaveFireteam` on the situation.
 */

interface Happening {
  /** The member's profile: the event needs its skill. */
  profile: string;
  /** What happens, said of the member's label. */
  says: (label: string) => string;
  /** Why it leaves, or null when it stays. */
  reason: LeaveReason | null;
  why: string;
}

const HAPPENINGS: readonly Happening[] = [
  {
    profile: 'holoprojector',
    says: (l) => `In the States Phase, ${l} (an Echo Operative) switches Holoecho on.`,
    reason: 'holoecho',
    why: 'A trooper in Holoecho State cannot be part of a Fireteam: it leaves it.',
  },
  {
    profile: 'camo-sniper',
    says: (l) => `${l} (a Camo Sniper) spends an Entire Order to go back into Camouflaged State.`,
    reason: 'marker',
    why: 'Only Models form a Fireteam: a trooper that becomes a marker leaves it.',
  },
  {
    profile: 'line-trooper',
    says: (l) => `${l} fails its Saving Roll and falls Unconscious.`,
    reason: 'unconscious',
    why: 'Unconscious is a Null State: the trooper leaves the Fireteam.',
  },
  {
    profile: 'line-trooper',
    says: (l) => `${l} ends its move Prone.`,
    reason: null,
    why: 'Prone is not a Null State, a marker or Holoecho: the trooper stays in the Fireteam.',
  },
];

const OPTIONS = [
  { id: 'leaves', label: 'It leaves the Fireteam' },
  { id: 'cancelled', label: 'The Fireteam is cancelled' },
  { id: 'goesOn', label: 'The Fireteam goes on' },
] as const;

function attempt(d: Dice, seed: number, index: number): DrillQuestion | null {
  const happening = d.pick(HAPPENINGS);
  const size = d.int(2, 4);
  const who = d.int(0, size - 1);
  const leaderAt = d.int(0, size - 1);
  let s: GameState = board(32, 24, []);
  const start = { x: d.real(6, 20, 0.5), y: d.real(8, 16, 0.5) };
  const pieceIds: string[] = [];
  for (let i = 0; i < size; i++) {
    const at = i === 0 ? start : toward(start, d.int(0, 11) * 30, d.real(2, 5, 0.5));
    const placed = put(s, 'A', i === who ? happening.profile : 'line-trooper', 'model', at, 90);
    const id = placed?.pieceIds[0];
    if (!placed || !id) return null;
    s = placed.state;
    pieceIds.push(id);
  }
  const troopers = pieceIds.map((p) => s.secrets.A.trooperOfPiece[p] ?? '');
  const team: Fireteam = { id: 'ft-drill', owner: 'A', leader: troopers[leaderAt] ?? '', members: troopers };
  const game = underCurrentRules(s);
  s = {
    ...game,
    setup: { ...game.setup, game: game.setup.game && { ...game.setup.game, sectorial: { A: true } } },
    fireteams: [team],
  };
  const view = pictureFor(s, 'A');
  const labels: Record<string, string> = Object.fromEntries(pieceIds.map((p, i) => [p, `F${String(i + 1)}`]));
  const label = `F${String(who + 1)}`;
  const leader = `F${String(leaderAt + 1)}`;
  // The engine decides what the leaving does to the Fireteam.
  const after = happening.reason ? leaveFireteam(s, troopers[who] ?? '', happening.reason).state : s;
  const left = after.fireteams?.[0];
  const ticked = [...(happening.reason ? ['leaves'] : []), ...(left ? ['goesOn'] : ['cancelled'])];
  const explanation: Explanation[] = [
    { text: happening.why, section: '', rule: 'fireteams' },
    {
      text: !happening.reason
        ? `The Fireteam keeps its ${String(size)} members.`
        : left
          ? `It goes on with the ${String(left.members.length)} members left, ${leader} still its Team Leader.`
          : who === leaderAt
            ? `${label} was the Team Leader: a Fireteam whose Team Leader leaves is cancelled.`
            : 'One member is left, and a Fireteam has at least two: it is cancelled.',
      section: '',
      rule: 'teamLeader',
    },
  ];
  return {
    kind: 'fireteams',
    seed,
    index,
    prompt: `${happening.says(label)} What happens to your Fireteam?`,
    facts: [
      `Your Fireteam: ${pieceIds.map((_, i) => `F${String(i + 1)}${i === leaderAt ? ' (Team Leader)' : ''}`).join(', ')}, all in the Team Leader’s Zone of Control.`,
      happening.says(label),
    ],
    picture: { view, labels, paths: [] },
    ask: { type: 'tick', options: OPTIONS.map((o) => ({ ...o })) },
    solution: { type: 'tick', ticked },
    explanation,
  };
}

/** "What happens to the Fireteam?" (RULES.md §18.12.1, D121). */
export function fireteamsQuestion(seed: number, index: number): DrillQuestion {
  return generate('fireteams', seed, index, attempt);
}
