import { RULE_REFS, type RuleId } from '../../rules/index.ts';

/**
 * Rules help in place (issue: practice and club demonstration): short explanations written for this
 * table from its rules digest, each naming its RULES.md section. Violation messages cite a section;
 * the help opens at the topic of that section. Skills in the menus open their own topic.
 */
export interface HelpTopic {
  id: string;
  title: string;
  /** The RULES.md section, e.g. "§9.2". */
  section: string;
}

/** The topics' titles and sections (their texts load with the help dialog). */
export const HELP_TOPICS: readonly HelpTopic[] = [
  { id: 'silhouette', title: 'Silhouettes, bases and contact', section: '§1' },
  { id: 'zoc', title: 'Zone of Control', section: '§2' },
  { id: 'coherency', title: 'Coherency', section: '§3' },
  { id: 'lof', title: 'Line of Fire', section: '§4' },
  { id: 'orders', title: 'Orders and their combinations', section: '§5' },
  { id: 'move', title: 'Move', section: '§5.2' },
  { id: 'cautiousMove', title: 'Cautious Movement', section: '§6.3' },
  { id: 'idle', title: 'Idle', section: '§6.1' },
  { id: 'bsAttack', title: 'BS Attack', section: '§6.2' },
  { id: 'dodge', title: 'Dodge', section: '§6.4' },
  { id: 'reset', title: 'Reset', section: '§6.5' },
  { id: 'lookOut', title: 'Look Out!', section: '§6.6' },
  { id: 'alert', title: 'Alert', section: '§6.7' },
  { id: 'surpriseAttack', title: 'Surprise Attack', section: '§6.8' },
  { id: 'intuitiveAttack', title: 'Intuitive Attack', section: '§6.9' },
  { id: 'aro', title: 'AROs', section: '§7' },
  { id: 'delay', title: 'Delaying an ARO', section: '§7.3' },
  { id: 'rolls', title: 'Rolls', section: '§8' },
  { id: 'discover', title: 'Discover', section: '§9.2' },
  { id: 'camouflaged', title: 'Camouflaged (CAMO)', section: '§10.1' },
  { id: 'hiddenDeployment', title: 'Hidden Deployment', section: '§10.2' },
  { id: 'impersonation', title: 'Impersonation (IMP-1, IMP-2)', section: '§10.3' },
  { id: 'holoecho', title: 'Holoecho', section: '§10.4' },
  { id: 'holomask', title: 'HoloMask', section: '§10.5' },
  { id: 'decoy', title: 'Decoy', section: '§10.6' },
  { id: 'equipment', title: 'Equipment tokens: TinBot, SymbioMate and Repeater', section: '§10.4' },
  { id: 'deployment', title: 'Deployment', section: '§11.2' },
  { id: 'infiltration', title: 'Infiltration', section: '§18.11' },
  { id: 'fireteams', title: 'Fireteams, the Team Leader and Fireteam bonuses', section: '§18.12' },
  { id: 'parachutist', title: 'Airborne Deployment: Parachutist', section: '§18.11' },
  { id: 'combatJump', title: 'Airborne Deployment: Combat Jump', section: '§18.11' },
  { id: 'turns', title: 'Rounds and Player Turns', section: '§11.3' },
  { id: 'replacement', title: 'Replacing models and markers', section: '§12' },
  { id: 'templates', title: 'Template weapons', section: '§10.3' },
  { id: 'prone', title: 'Prone and Unloaded', section: '§18.9' },
  { id: 'impetuous', title: 'Impetuous, Frenzy and Retreat!', section: '§18.10' },
  { id: 'commandTokens', title: 'Command Tokens', section: '§5.1' },
  { id: 'coordinated', title: 'Coordinated Orders', section: '§18.12' },
  { id: 'mines', title: 'Mines and deployables', section: '§18.7' },
  { id: 'closeCombat', title: 'Engaged State and close combat', section: '§13' },
  { id: 'hackingArea', title: 'Hackers and the Hacking Area', section: '§18.13' },
  { id: 'repeaters', title: 'Repeaters', section: '§18.13' },
  { id: 'hackable', title: 'Hackable', section: '§18.13' },
  { id: 'carbonite', title: 'Carbonite (Hacking Program)', section: '§18.13' },
  { id: 'immobilizedB', title: 'Immobilized-B State', section: '§18.13' },
  { id: 'cybermask', title: 'Cybermask (Hacking Program)', section: '§18.13' },
];

/** What the rules help shows for a rule id: its name, its topic, and the topic's place on the page. */
export function ruleHelp(id: RuleId): { name: string; topic: HelpTopic; anchor: string } {
  const ref = RULE_REFS[id];
  const topic = HELP_TOPICS.find((t) => t.id === ref.topic);
  // Every id's topic exists (rulesHelp.test.ts checks it); the registry's own words stand in otherwise.
  const shown = topic ?? { id: ref.topic, title: ref.name, section: ref.section };
  return { name: ref.name, topic: shown, anchor: `help-${shown.id}` };
}

/** The topic of a skill in the menus. */
export const SKILL_TOPIC: Partial<Record<string, string>> = {
  move: 'move',
  cautiousMove: 'cautiousMove',
  idle: 'idle',
  bsAttack: 'bsAttack',
  discover: 'discover',
  dodge: 'dodge',
  reset: 'reset',
  lookOut: 'lookOut',
  intuitiveAttack: 'intuitiveAttack',
  ccAttack: 'closeCombat',
  reenterCamouflage: 'camouflaged',
  reenterImpersonation: 'impersonation',
  reenterHoloecho: 'holoecho',
  cybermask: 'cybermask',
  carbonite: 'carbonite',
};

/**
 * The topic a message points at: the most specific topic whose section the message cites ("§9.2"
 * finds Discover; "§10" falls back to the nearest shorter section).
 */
export function topicForMessage(message: string): HelpTopic | undefined {
  const cited = [...message.matchAll(/§(\d+(?:\.\d+)?)/g)].map((m) => m[1] ?? '');
  for (const section of cited) {
    const exact = HELP_TOPICS.find((t) => t.section === `§${section}`);
    if (exact) return exact;
    const chapter = HELP_TOPICS.find((t) => t.section === `§${section.split('.')[0] ?? ''}`);
    if (chapter) return chapter;
  }
  return undefined;
}
