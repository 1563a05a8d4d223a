import {
  DISCOVER_RANGE_BANDS,
  IMP1_DISCOVER_MOD,
  PARTIAL_COVER_MOD,
  ROLL_RULES,
  discoverRangeBand,
  successValue,
  type MimetismLabel,
  type PieceKind,
} from '../../rules/index.ts';
import { findProfile } from '../roster.ts';
import { describeSv } from '../../engine/orderKit.ts';
import { kindInWords } from './aroChoices.ts';
import { dice, inches, questionSeed } from './kit.ts';
import type { DrillQuestion, Explanation } from './types.ts';

/** The longest edge-to-edge distance on a 48" × 48" table, about the diagonal: drills stay within it. */
const LONGEST = 66;

const DISCOVERERS = ['line-trooper', 'veil-stalker', 'impersonator', 'field-officer', 'heavy-s4'] as const;

const TARGETS: readonly { kind: PieceKind; mimetism?: MimetismLabel }[] = [
  { kind: 'CAMO' },
  { kind: 'CAMO', mimetism: -3 },
  { kind: 'CAMO', mimetism: -6 },
  { kind: 'CAMO', mimetism: -6 },
  { kind: 'IMP-1' },
  { kind: 'IMP-2' },
  { kind: 'HOLOECHO-1' },
  { kind: 'HOLOECHO-2' },
];

function signed(n: number): string {
  return n > 0 ? `+${String(n)}` : n < 0 ? `−${String(-n)}` : '0';
}

/** "What is the Success Value of this Discover?" (RULES.md §9.2, §8). */
export function discoverQuestion(seed: number, index: number): DrillQuestion {
  const d = dice(questionSeed(seed, 'discover', index));
  const profile = findProfile(d.pick(DISCOVERERS));
  if (!profile) throw new Error('discover drill: a built-in profile is missing');
  const target = d.pick(TARGETS);
  const bands = DISCOVER_RANGE_BANDS.filter(
    (_, i) => i === 0 || (DISCOVER_RANGE_BANDS[i - 1]?.upTo ?? 0) < LONGEST,
  );
  const bi = d.int(0, bands.length - 1);
  const band = bands[bi];
  const lower = bi === 0 ? 0 : (bands[bi - 1]?.upTo ?? 0);
  const upper = Math.min(band?.upTo ?? 8, LONGEST);
  // Bounds are where players go wrong: a third of the questions stand exactly on one.
  const distance = d.chance(0.35) && upper === band?.upTo ? upper : d.real(lower + 0.5, upper - 0.5, 0.5);
  const cover = d.chance(0.35);
  const range = discoverRangeBand(distance);
  if (!range) throw new Error('discover drill: distance out of every band');
  const mods: { name: string; mod: number; why: string; section: string }[] = [
    {
      name: `range ${range.label}`,
      mod: range.mod,
      why: `Range ${inches(distance)} is in the ${range.label} band (each band includes its upper bound)`,
      section: '§9.2',
    },
  ];
  if (target.mimetism !== undefined) {
    mods.push({
      name: 'Mimetism',
      mod: target.mimetism,
      why: `The CAMO marker shows Mimetism ${signed(target.mimetism)}`,
      section: '§9.2',
    });
  }
  if (target.kind === 'IMP-1')
    mods.push({ name: 'IMP-1', mod: IMP1_DISCOVER_MOD, why: 'The target is in IMP-1', section: '§10.3' });
  if (cover)
    mods.push({
      name: 'Partial Cover',
      mod: PARTIAL_COVER_MOD,
      why: 'The target is in Partial Cover',
      section: '§9.2',
    });
  const values = mods.map((m) => m.mod);
  const sum = values.reduce((a, b) => a + b, 0);
  const sv = successValue(profile.wip, values);
  const explanation: Explanation[] = [
    { text: 'Discover is a Normal WIP Roll with its own range MODs, Cover and Mimetism.', section: '§9.2' },
    ...mods.map((m) => ({ text: `${m.why}: ${signed(m.mod)}.`, section: m.section })),
  ];
  if (target.kind === 'IMP-2' || target.kind.startsWith('HOLOECHO')) {
    explanation.push({
      text: `${kindInWords(target.kind)[0]?.toUpperCase() ?? ''}${kindInWords(target.kind).slice(1)} adds no MOD of its own.`,
      section: '§9.2',
    });
  }
  if (Math.abs(sum) > ROLL_RULES.modCap) {
    explanation.push({
      text: `The MODs add up to ${signed(sum)}, beyond the cap: they count as ${signed(Math.sign(sum) * ROLL_RULES.modCap)}.`,
      section: '§8',
    });
  }
  explanation.push({
    // The game's own log format; past the cap, the capped sum stands for the MODs.
    text: `SV: ${describeSv(
      'WIP',
      profile.wip,
      Math.abs(sum) > ROLL_RULES.modCap
        ? [{ name: 'MODs capped at', value: sv - profile.wip }]
        : mods.map((m) => ({ name: m.name, value: m.mod })),
      sv,
    )}${sv <= 0 ? ': the roll cannot succeed' : ''}.`,
    section: '§8',
  });
  return {
    kind: 'discover',
    seed,
    index,
    prompt: 'What is the Success Value of this Discover?',
    facts: [
      `Your ${profile.name} (WIP ${String(profile.wip)}) declares Discover against ${target.mimetism !== undefined ? `a CAMO marker showing Mimetism ${signed(target.mimetism)}` : `an enemy ${kindInWords(target.kind).replace(/^an? /, '')}`}.`,
      `The distance, edge to edge: ${inches(distance)}.`,
      cover ? 'The marker is in Partial Cover.' : 'The marker is not in cover.',
    ],
    picture: null,
    ask: { type: 'number', label: 'Success Value' },
    solution: { type: 'number', value: sv },
    explanation,
  };
}
