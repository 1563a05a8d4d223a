import { airborneQuestion } from './airborne.ts';
import { closeCombatQuestion } from './closeCombat.ts';
import { coordinatedQuestion } from './coordinated.ts';
import { discoverQuestion } from './discover.ts';
import { holoechoQuestion } from './holoecho.ts';
import { fireteamsQuestion } from './fireteams.ts';
import { hackingAreaQuestion } from './hackingArea.ts';
import { intoCloseCombatQuestion } from './intoCloseCombat.ts';
import { markerArosQuestion } from './markerAros.ts';
import { reactQuestion } from './react.ts';
import { RULE_REFS, type RuleId } from '../../rules/index.ts';
import type { Answer, DrillKind, DrillQuestion, Marking } from './types.ts';

export type { Answer, Ask, DrillKind, DrillPicture, DrillQuestion, Explanation, Marking } from './types.ts';
export { ARO_CHOICES, CLOSE_COMBAT_CHOICES } from './aroChoices.ts';
export { DELAY_OPTION } from './markerAros.ts';

/** Questions in one round of a drill. */
export const ROUND_LENGTH = 5;

/** The drills, in the order the app lists them, with what each trains. */
export const DRILLS: readonly {
  kind: DrillKind;
  title: string;
  summary: string;
  /** The RULES.md sections the drill works on (older drills). */
  sections: string[];
  /** The rules the drill works on, by id (ruleRefs.ts). */
  rules?: RuleId[];
}[] = [
  {
    kind: 'react',
    title: 'Who may react, and with what?',
    summary:
      'A trooper of yours moves. For each enemy piece, say whether it may declare an ARO and which: LoF along the path, the 8" Zone of Control, and what the mover is.',
    sections: ['§2', '§4', '§7.1', '§7.3'],
  },
  {
    kind: 'markerAros',
    title: 'Legal AROs against a marker',
    summary:
      'An enemy marker or model moves in front of, or behind, your trooper. Tick every ARO it may declare, and whether it may delay.',
    sections: ['§7.1', '§7.3', '§10.1', '§10.3', '§10.4'],
  },
  {
    kind: 'holoecho',
    title: 'Which Holoecho is real?',
    summary:
      'Your troopers move; the enemy Holoecho trooper reacts, or not. From what you saw, pick the Holoechoes that can still be the real one.',
    sections: ['§10.4', '§7.1'],
  },
  {
    kind: 'discover',
    title: 'The Success Value of a Discover',
    summary:
      'A Discover at a given range against a given marker, in cover or not: work out the Success Value, MOD cap included.',
    sections: ['§9.2', '§8'],
  },
  {
    kind: 'closeCombat',
    title: 'Who may react in close combat, or Prone?',
    summary:
      'Your trooper moves, into base contact or past a fight, or troopers lie Prone. For each enemy, say whether it may declare an ARO and which: Engaged State, CC Attack, and how tall a Prone trooper is for LoF.',
    sections: [],
    rules: ['engaged', 'ccAttack', 'prone', 'zoneOfControl'],
  },
  {
    kind: 'intoCloseCombat',
    title: 'Shooting into a close combat',
    summary:
      'An enemy fights one or two of your troopers; another of yours shoots it in ARO. Work out the Success Value, −6 per friend in the fight and the MOD cap included, and who the misses hit.',
    sections: [],
    rules: ['bsAttack.intoCloseCombat', 'bsAttack', 'rolls'],
  },
  {
    kind: 'fireteams',
    title: 'Who leaves a Fireteam?',
    summary:
      'A member of your Fireteam switches Holoecho on, goes back into a marker, falls Unconscious or goes Prone. Say whether it leaves, and whether the Fireteam goes on or is cancelled.',
    sections: [],
    rules: ['fireteams', 'holoecho'],
  },
  {
    kind: 'coordinated',
    title: 'Shooting at a Coordinated Order',
    summary:
      'Three enemy troopers Move together in one Coordinated Order past your Camo Sniper. Tick the ones it may shoot: LoF to each along its own move, the Zone of Control, and one ARO for the whole Order.',
    sections: [],
    rules: ['coordinated', 'lineOfFire', 'zoneOfControl'],
  },
  {
    kind: 'hackingArea',
    title: 'Who may react with a Hacking Program?',
    summary:
      'Your trooper moves past enemy Hackers and Line Troopers, sometimes one carrying a Repeater. Tick every piece that may react with a Hacking Program: a Hacker, with the mover inside its Hacking Area (its Zone of Control or a Repeater’s), and a Hackable mover.',
    sections: [],
    rules: ['hackingArea', 'repeaters', 'hackable', 'carbonite'],
  },
  {
    kind: 'airborne',
    title: 'A paratrooper lands: who may react?',
    summary:
      'An enemy trooper arrives by Airborne Deployment, with Parachutist at a table edge or with Combat Jump anywhere, as a model or a CAMO marker. For each of your troopers, say which AROs it may declare: they come after it is placed, against where it stands.',
    sections: [],
    rules: ['airborne', 'parachutist', 'combatJump', 'lineOfFire', 'zoneOfControl'],
  },
];

/** The rules a drill works on, as links: its sections, then its rule ids (the home screen lists them). */
export function drillRuleLinks(d: (typeof DRILLS)[number]): ({ section: string } | { rule: RuleId })[] {
  // One link per rules-help topic: two rules explained on the same page (Engaged State and CC Attack)
  // would show the same link twice.
  const topics = new Set<string>();
  const rules = (d.rules ?? []).filter((rule) => {
    const topic = RULE_REFS[rule].topic;
    if (topics.has(topic)) return false;
    topics.add(topic);
    return true;
  });
  return [...d.sections.map((section) => ({ section })), ...rules.map((rule) => ({ rule }))];
}

const GENERATORS: Record<DrillKind, (seed: number, index: number) => DrillQuestion> = {
  react: reactQuestion,
  markerAros: markerArosQuestion,
  holoecho: holoechoQuestion,
  discover: discoverQuestion,
  closeCombat: closeCombatQuestion,
  intoCloseCombat: intoCloseCombatQuestion,
  fireteams: fireteamsQuestion,
  coordinated: coordinatedQuestion,
  hackingArea: hackingAreaQuestion,
  airborne: airborneQuestion,
};

/** The question `index` of the round `seed` of a drill: the same arguments always give the same question. */
export function drillQuestion(kind: DrillKind, seed: number, index: number): DrillQuestion {
  return GENERATORS[kind](seed, index);
}

export function isDrillKind(x: unknown): x is DrillKind {
  return typeof x === 'string' && x in GENERATORS;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const x = [...new Set(a)].sort();
  const y = [...new Set(b)].sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

/** Marks an answer against the question's solution: right only when all of it is right. */
export function markAnswer(q: DrillQuestion, answer: Answer): Marking {
  const s = q.solution;
  if (s.type === 'per-piece' && answer.type === 'per-piece' && q.ask.type === 'per-piece') {
    const choices = q.ask.choices;
    const label = (id: string | undefined) => choices.find((c) => c.id === id)?.label ?? 'no answer';
    const items = Object.entries(s.choice).map(([key, expected]) => ({
      key,
      ok: answer.choice[key] === expected,
      expected: label(expected),
      given: label(answer.choice[key]),
    }));
    return { correct: items.every((i) => i.ok), items };
  }
  if (s.type === 'tick' && answer.type === 'tick' && q.ask.type === 'tick') {
    const items = q.ask.options.map((o) => {
      const should = s.ticked.includes(o.id);
      const did = answer.ticked.includes(o.id);
      return { key: o.label, ok: should === did, expected: should ? 'yes' : 'no', given: did ? 'yes' : 'no' };
    });
    return { correct: sameSet(s.ticked, answer.ticked), items };
  }
  if (s.type === 'pick' && answer.type === 'pick' && q.ask.type === 'pick') {
    const items = q.ask.pieces.map((p) => {
      const should = s.picked.includes(p.label);
      const did = answer.picked.includes(p.label);
      return {
        key: p.label,
        ok: should === did,
        expected: should ? 'can be real' : 'cannot be real',
        given: did ? 'can be real' : 'cannot be real',
      };
    });
    return { correct: sameSet(s.picked, answer.picked), items };
  }
  if (s.type === 'number' && answer.type === 'number') {
    const ok = answer.value === s.value;
    return {
      correct: ok,
      items: [
        {
          key: q.ask.type === 'number' ? q.ask.label : 'Answer',
          ok,
          expected: String(s.value),
          given: answer.value === null ? 'no answer' : String(answer.value),
        },
      ],
    };
  }
  throw new Error(`an answer of type ${answer.type} does not fit a ${s.type} question`);
}

/** An empty answer of the right shape for a question (nothing chosen yet). */
export function blankAnswer(q: DrillQuestion): Answer {
  switch (q.ask.type) {
    case 'per-piece':
      return { type: 'per-piece', choice: {} };
    case 'tick':
      return { type: 'tick', ticked: [] };
    case 'pick':
      return { type: 'pick', picked: [] };
    case 'number':
      return { type: 'number', value: null };
  }
}
