import { ZOC_RADIUS } from '../../rules/index.ts';
import type { AroChoice, Explanation } from './types.ts';

/** What the engine worked out for one reactor against the mover (RULES.md §7.1, §13). */
export interface Reaction {
  /** The reactor's label on the table (R1, R2...). */
  label: string;
  lof: boolean;
  zoc: boolean;
  /** It touches the mover where the move ends. */
  contact: boolean;
  /** The labels of the enemies it is Engaged with (M when it touches M). */
  engagedWith: string[];
  prone: boolean;
  choice: AroChoice;
  /** The closest the mover comes to it, edge to edge, printed. */
  closest: string;
  /** Why it has no LoF to the mover, in words (its arc, or something in the way). */
  noLof: string;
}

/**
 * The same reactor on the same table with one rule taken away, as the engine works it out: nobody
 * Engaged (a game before close combat), or nobody Prone. The explanation says what that rule changed.
 */
export interface Without {
  lof: boolean;
  choice: AroChoice;
}

/** Why one reactor may declare what it may (RULES.md §2, §7.1, §13, §18.8, §18.9), each line with its rule id. */
export function whyReaction(r: Reaction, unengaged: Without, standing: Without | null): Explanation[] {
  const out: Explanation[] = [];
  const { label } = r;
  if (r.contact) {
    out.push({
      text: `${label} touches M where its move ends, so the two are Engaged: ${label} may only fight it (CC Attack), Dodge or Reset${unengaged.lof ? ', and no BS Attack although M is in its LoF' : ''}.`,
      section: '',
      rule: 'engaged',
    });
  } else if (r.engagedWith.length > 0) {
    const fight = `${label} is Engaged with ${r.engagedWith.join(' and ')}: it draws LoF only to an enemy it touches${unengaged.lof ? ', so it cannot shoot M although M crosses its LoF' : ''}`;
    out.push({
      text: r.zoc
        ? `${fight}; M comes within 8" of it (${r.closest}), in its Zone of Control: only Dodge or Reset.`
        : `${fight}; M never comes within 8" of it (${r.closest}): no ARO.`,
      section: '',
      rule: 'engaged',
    });
  } else if (r.lof) {
    out.push({
      text: `${label} has LoF to M at some point of its path: ${r.choice.label}.`,
      section: '',
      rule: 'aro',
    });
  } else {
    out.push(
      r.zoc
        ? {
            text: `${label} has no LoF (${r.noLof}), but M comes within 8" of it (${r.closest}): in its Zone of Control without LoF, only Dodge or Reset.`,
            section: '',
            rule: 'zoneOfControl',
          }
        : {
            text: `${label} has no LoF (${r.noLof}) and M never comes within 8" of it (${r.closest}): no ARO.`,
            section: '',
            rule: 'aro',
          },
    );
  }
  if (standing && standing.choice.id !== r.choice.id) {
    const gained = r.lof && !standing.lof;
    out.push({
      text: `A Prone trooper is only as tall as its base, and a trooper in the way blocks the LoF between two others when it is at least as tall as the lower of them: ${
        gained
          ? `the Prone trooper in the way no longer blocks ${label}'s LoF to M`
          : `with ${label} Prone, a trooper in the way now blocks its LoF to M`
      }. Were nobody Prone, ${label} would have: ${standing.choice.label}.`,
      section: '',
      rule: 'prone',
    });
  }
  if (r.prone && (r.lof || r.contact)) {
    out.push({
      text: `${label} is Prone: that changes how tall it is and how far it moves, not which AROs it may declare.`,
      section: '',
      rule: 'prone',
    });
  }
  return out;
}

/** The lines that sum up the rules the question turns on, once each. */
export function closeCombatRules(reactions: readonly Reaction[]): Explanation[] {
  const out: Explanation[] = [];
  if (reactions.some((r) => r.choice.id === 'cc')) {
    out.push({
      text: 'CC Attack needs base contact with its target; an Engaged trooper declares only CC Attack, Dodge, Idle or Reset, in its Order and in ARO.',
      section: '',
      rule: 'ccAttack',
    });
  }
  if (reactions.some((r) => r.choice.id === 'zoc' && r.engagedWith.length === 0)) {
    out.push({
      text: `Without LoF, a trooper may still Dodge or Reset against an enemy that comes within ${String(ZOC_RADIUS)}" of it.`,
      section: '',
      rule: 'zoneOfControl',
    });
  }
  return out;
}
