import { SKILLS, type PieceKind, type SkillId } from '../../rules/index.ts';
import type { AroChoice, DrillQuestion } from './types.ts';

const NO_ARO: AroChoice = { id: 'none', label: 'No ARO', skills: [] };
const ZOC_ONLY: AroChoice = { id: 'zoc', label: 'Only Dodge or Reset', skills: ['dodge', 'reset'] };
const ANY_ARO: AroChoice = {
  id: 'any',
  label: 'Any ARO: BS Attack, Discover, Dodge, Look Out! or Reset',
  skills: ['discover', 'bsAttack', 'dodge', 'lookOut', 'reset'],
};

/**
 * The answers to "with what may it react?" (RULES.md §2, §7.1, §7.3): every set of ARO skills the
 * rules can give a reactive trooper against one target. The sets are what `allowedAros` returns;
 * a drill whose answer is not one of them fails loudly.
 */
export const ARO_CHOICES: readonly AroChoice[] = [
  NO_ARO,
  ZOC_ONLY,
  {
    id: 'no-attack',
    label: 'Discover, Dodge, Look Out! or Reset (no attack)',
    skills: ['discover', 'dodge', 'lookOut', 'reset'],
  },
  ANY_ARO,
];

/**
 * The answers when troopers may touch (RULES.md §13, §18.8): a trooper in base contact with the
 * mover is Engaged with it and may only fight it, Dodge or Reset. The movers of the close-combat drill
 * are models, so the marker-only answer (no attack) is left out.
 */
export const CLOSE_COMBAT_CHOICES: readonly AroChoice[] = [
  NO_ARO,
  ZOC_ONLY,
  { id: 'cc', label: 'Only CC Attack, Dodge or Reset', skills: ['ccAttack', 'dodge', 'reset'] },
  ANY_ARO,
];

/** The choice whose skills are exactly these, among `choices` (the four of the react drill unless told). */
export function choiceFor(
  skills: readonly SkillId[],
  choices: readonly AroChoice[] = ARO_CHOICES,
): AroChoice {
  const key = [...skills].sort().join(',');
  const found = choices.find((c) => [...c.skills].sort().join(',') === key);
  if (!found) throw new Error(`no ARO choice for ${key}`);
  return found;
}

/** The skills an ARO may use, in menu order, for ticking one by one. */
export const ARO_SKILLS: readonly SkillId[] = ['bsAttack', 'discover', 'dodge', 'lookOut', 'reset'];

export function skillLabel(id: SkillId): string {
  return SKILLS[id].label;
}

/** A piece kind in words, with its article: "a CAMO marker", "an IMP-1 marker", "a model". */
export function kindInWords(kind: PieceKind): string {
  if (kind === 'model') return 'a model';
  return `${kind.startsWith('IMP') ? 'an' : 'a'} ${kind} marker`;
}

/** Why the target's kind allows or forbids an attack ARO (RULES.md §7.3, §10). */
export function attackRuleFor(kind: PieceKind): { text: string; section: string } {
  switch (kind) {
    case 'CAMO':
      return {
        text: 'A CAMO marker cannot be attacked until it is Discovered, so no BS Attack.',
        section: '§10.1',
      };
    case 'IMP-1':
      return { text: 'An IMP-1 marker can never be attacked, so no BS Attack.', section: '§10.3' };
    case 'IMP-2':
      return {
        text: 'An IMP-2 marker cannot be attacked until it is Discovered, so no BS Attack.',
        section: '§10.3',
      };
    case 'HOLOECHO-1':
    case 'HOLOECHO-2':
      return {
        text: 'Every Holoecho counts as a real trooper for AROs: it may be attacked.',
        section: '§10.4',
      };
    case 'DECOY-1':
    case 'DECOY-2':
      return {
        text: 'A DECOY marker stands for a model: it may be targeted and attacked.',
        section: '§10.6',
      };
    case 'MINE':
      return {
        text: 'A Discovered Mine is a token, not a trooper: nothing activates it.',
        section: '§18.7',
      };
    case 'model':
      return {
        text: 'A model may be attacked; Discover may still be tried, for any model may be in HoloMask.',
        section: '§10.5',
      };
  }
}

/**
 * The question and solution of a "which ARO, piece by piece" drill: the pieces labelled R1, R2... in
 * order, each asked among `ARO_CHOICES`, each answer its choice's id.
 */
export function perPieceAnswers(
  answers: readonly { id: string; choice: AroChoice }[],
  name: (id: string) => string,
): Pick<DrillQuestion, 'ask' | 'solution'> {
  const label = (i: number) => `R${String(i + 1)}`;
  return {
    ask: {
      type: 'per-piece',
      pieces: answers.map((a, i) => ({ label: label(i), name: name(a.id) })),
      choices: [...ARO_CHOICES],
    },
    solution: {
      type: 'per-piece',
      choice: Object.fromEntries(answers.map((a, i) => [label(i), a.choice.id])),
    },
  };
}
