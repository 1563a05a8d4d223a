/**
 * The rules a player may be pointed to, by id: a log line, a violation or an event carries ids from
 * this table instead of a citation written into its text. Each id has the name a player knows the
 * rule by, the RULES.md section(s) it comes from (for developers) and the rules-help topic that
 * explains it (src/ui/help/rulesHelp.ts resolves the id to a link; its tests check every topic).
 */
export interface RuleRef {
  /** The rule as players call it ("Discover", "Delaying an ARO"). */
  name: string;
  /** The RULES.md section(s), e.g. "§9.2" or "§6.2, §18.3". */
  section: string;
  /** The rules-help topic that explains it. */
  topic: string;
}

export const RULE_REFS = {
  silhouette: { name: 'Silhouettes and contact', section: '§1', topic: 'silhouette' },
  zoneOfControl: { name: 'Zone of Control', section: '§2', topic: 'zoc' },
  coherency: { name: 'Coherency', section: '§3', topic: 'coherency' },
  lineOfFire: { name: 'Line of Fire', section: '§4', topic: 'lof' },
  levels: { name: 'Scenery heights and levels', section: '§1.1, §4.2', topic: 'lof' },
  'orders.pool': { name: 'The Order Pool', section: '§5.1', topic: 'orders' },
  'orders.combination': { name: 'Combining skills in an Order', section: '§5.2', topic: 'orders' },
  'orders.sequence': { name: 'The Order sequence', section: '§5.3', topic: 'orders' },
  move: { name: 'Move', section: '§5.2', topic: 'move' },
  idle: { name: 'Idle', section: '§6.1', topic: 'idle' },
  bsAttack: { name: 'BS Attack', section: '§6.2, §18.3', topic: 'bsAttack' },
  cautiousMove: { name: 'Cautious Movement', section: '§6.3', topic: 'cautiousMove' },
  dodge: { name: 'Dodge', section: '§6.4', topic: 'dodge' },
  reset: { name: 'Reset', section: '§6.5', topic: 'reset' },
  lookOut: { name: 'Look Out!', section: '§6.6, §18.6', topic: 'lookOut' },
  alert: { name: 'Alert', section: '§6.7', topic: 'alert' },
  surpriseAttack: { name: 'Surprise Attack', section: '§6.8', topic: 'surpriseAttack' },
  intuitiveAttack: { name: 'Intuitive Attack', section: '§6.9, §18.5', topic: 'intuitiveAttack' },
  aro: { name: 'AROs', section: '§7, §7.1', topic: 'aro' },
  'aro.limits': { name: 'ARO limits', section: '§7.2', topic: 'aro' },
  'aro.delay': { name: 'Delaying an ARO', section: '§7.3', topic: 'delay' },
  rolls: { name: 'Rolls', section: '§8, §18.1', topic: 'rolls' },
  savingRolls: { name: 'Saving Rolls', section: '§18.2', topic: 'rolls' },
  discover: { name: 'Discover', section: '§9, §9.1', topic: 'discover' },
  'discover.roll': { name: 'Discover roll', section: '§9.2', topic: 'discover' },
  'discover.result': { name: 'Discover results', section: '§9.3', topic: 'discover' },
  'discover.attack': { name: 'Discover and Attack', section: '§9.4', topic: 'discover' },
  reveal: { name: 'Revealing a marker', section: '§10', topic: 'replacement' },
  camouflaged: { name: 'Camouflaged', section: '§10.1', topic: 'camouflaged' },
  'camouflaged.cancel': { name: 'Losing Camouflaged State', section: '§10.1', topic: 'camouflaged' },
  hiddenDeployment: { name: 'Hidden Deployment', section: '§10.2', topic: 'hiddenDeployment' },
  impersonation: { name: 'Impersonation', section: '§10.3', topic: 'impersonation' },
  holoecho: { name: 'Holoecho', section: '§10.4, §18.14', topic: 'holoecho' },
  holomask: { name: 'HoloMask', section: '§10.5', topic: 'holomask' },
  decoy: { name: 'Decoy', section: '§10.6', topic: 'decoy' },
  equipment: { name: 'Equipment tokens (TinBot, SymbioMate)', section: '§10.4, §10.6', topic: 'equipment' },
  deployment: { name: 'Deployment', section: '§11.2', topic: 'deployment' },
  infiltration: { name: 'Infiltration', section: '§18.11.4', topic: 'infiltration' },
  fireteams: { name: 'Fireteams', section: '§18.12.1', topic: 'fireteams' },
  teamLeader: { name: 'Team Leader', section: '§18.12.1', topic: 'fireteams' },
  fireteamBonuses: { name: 'Fireteam bonuses', section: '§18.12.2', topic: 'fireteams' },
  airborne: { name: 'Airborne Deployment', section: '§18.11.1', topic: 'parachutist' },
  parachutist: { name: 'Parachutist', section: '§18.11.2', topic: 'parachutist' },
  combatJump: { name: 'Combat Jump', section: '§18.11.3', topic: 'combatJump' },
  hackingArea: { name: 'Hacking Area', section: '§18.13.1, §18.13.2', topic: 'hackingArea' },
  repeaters: { name: 'Repeaters', section: '§18.13.1, §18.13.2', topic: 'repeaters' },
  hackable: { name: 'Hackable', section: '§18.13.3, §10.4', topic: 'hackable' },
  carbonite: { name: 'Carbonite (Hacking Program)', section: '§18.13', topic: 'carbonite' },
  immobilizedB: { name: 'Immobilized-B State', section: '§18.13', topic: 'immobilizedB' },
  bts: { name: 'BTS', section: '§18.13', topic: 'carbonite' },
  cybermask: { name: 'Cybermask (Hacking Program)', section: '§10.3, §18.13', topic: 'cybermask' },
  turns: { name: 'Rounds and Player Turns', section: '§11.3', topic: 'turns' },
  statesPhase: { name: 'The States Phase', section: '§11.3, §18.14', topic: 'turns' },
  replacement: { name: 'Replacing models and markers', section: '§12', topic: 'replacement' },
  templates: { name: 'Template weapons', section: '§10.3, §18.3', topic: 'templates' },
  prone: { name: 'Prone', section: '§18.9.1, §18.9.2', topic: 'prone' },
  disposable: { name: 'Disposable weapons', section: '§18.9.3', topic: 'prone' },
  troopType: { name: 'Troop Types', section: '§18.9.1', topic: 'prone' },
  engaged: { name: 'Engaged State', section: '§13, §18.8.1', topic: 'closeCombat' },
  ccAttack: { name: 'CC Attack', section: '§18.8.2, §18.8.5', topic: 'closeCombat' },
  'bsAttack.intoCloseCombat': {
    name: 'Shooting into a close combat',
    section: '§18.8.5',
    topic: 'closeCombat',
  },
  mines: { name: 'Mines', section: '§18.7', topic: 'mines' },
  'mines.trigger': { name: 'A Mine going off', section: '§18.7.2, §18.7.3', topic: 'mines' },
  minelayer: { name: 'Minelayer', section: '§18.7.5', topic: 'mines' },
  'deployables.place': { name: 'Place Deployable', section: '§18.7.1', topic: 'mines' },
  impetuous: { name: 'Impetuous', section: '§18.10.1, §18.10.2', topic: 'impetuous' },
  frenzy: { name: 'Frenzy', section: '§18.10.2', topic: 'impetuous' },
  retreat: { name: 'Retreat!', section: '§18.10.3', topic: 'impetuous' },
  coordinated: { name: 'Coordinated Order', section: '§18.12.3', topic: 'coordinated' },
  commandTokens: { name: 'Command Tokens', section: '§5.1, §18.10.3, §18.12.3', topic: 'commandTokens' },
} as const satisfies Record<string, RuleRef>;

/** A rule a text points to (a key of RULE_REFS). */
export type RuleId = keyof typeof RULE_REFS;

export const RULE_IDS = Object.keys(RULE_REFS) as RuleId[];

/** Whether a string is a rule id (for checks of data from outside, such as a wire packet). */
export function isRuleId(id: string): id is RuleId {
  return Object.hasOwn(RULE_REFS, id);
}

/** A text with the rules it points to: what a violation, a log line or a step shows a player. */
export interface Ruled {
  text: string;
  rules?: RuleId[];
}

/** The text with the rules it points to, each once, in order ("Discover is out of range.", discover.roll). */
export function withRule(text: string, ...rules: RuleId[]): Ruled {
  const once = [...new Set(rules)];
  return once.length ? { text, rules: once } : { text };
}

/** The rules of several texts, each once, in order (for messages joined into one). */
export function rulesOf(...parts: readonly ({ rules?: readonly RuleId[] } | undefined)[]): RuleId[] {
  return [...new Set(parts.flatMap((p) => p?.rules ?? []))];
}

/** The name a player reads for a rule ("Discover roll"). */
export function ruleName(id: RuleId): string {
  return RULE_REFS[id].name;
}

/**
 * The text in plain words, its rules by name before the closing full stop, as the screen shows it
 * where there are no links (a tooltip, the audience narration): "Out of range (Discover roll)."
 */
export function ruledText(r: { text: string; rules?: readonly RuleId[] }): string {
  const names = (r.rules ?? []).map(ruleName);
  if (names.length === 0) return r.text;
  const end = /[.:!?]$/.test(r.text) ? r.text.slice(-1) : '';
  return `${r.text.slice(0, r.text.length - end.length)} (${names.join(', ')})${end}`;
}
