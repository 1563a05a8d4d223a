import type { Parsed } from '../../engine/index.ts';
import { MAX_COMBAT_GROUPS, MAX_TROOPER_POINTS } from '../../rules/index.ts';
import {
  ARMY_LIST_CHARS,
  MAX_ARMY_LINE_CHARS,
  MAX_ARMY_LIST_LINES,
  MAX_ROSTER,
} from '../../protocol/limits.ts';
import { matchArmyName, nameKey } from './armyNames.ts';

/**
 * The text an army builder copies (issue 31, item 6): a header with the army and its points, a line
 * per Combat Group ("GROUP 1", "COMBAT GROUP 2"), and one line per trooper:
 *
 *   FUSILIER (Lieutenant) Combi Rifle / Pistol, Knife. (0 | 10)
 *
 * the unit's name (in capitals), the option's skills and equipment in parentheses, its weapons split
 * by commas with the CC weapons after " / " or " | ", and "(SWC | points)" at the end. It holds no
 * attributes. Reading is pure: no DOM, no storage. A line that is none of these is kept as not read,
 * and the player is shown it; a text that is too long, holds control characters or too many troopers
 * is refused with the reason (decision D185).
 */
export interface ArmyUnit {
  /** Its line in the pasted text, from 1. */
  line: number;
  name: string;
  /** The words in the parentheses after the name: "Lieutenant", "Hacker", "Forward Observer". */
  options: string[];
  /** Its weapons and other equipment, in the list's order, the CC side last. */
  loadout: string[];
  swc: number;
  points: number;
  /** Its Combat Group: the last group line above it, 1 before any. */
  group: number;
}

export interface ArmyList {
  /** The army named at the top, if any ("PanOceania", "Shasvastii Expeditionary Force"). */
  army: string | null;
  /** The list's points limit or total, when the header or the footer says it. */
  points: number | null;
  units: ArmyUnit[];
  /** Lines that are not a header, a group or a trooper, as written, with their line number. */
  unread: { line: number; text: string }[];
}

const refused = (...errors: string[]): Parsed<never> => ({ ok: false, errors });

/**
 * Why a pasted or loaded text is not read, or null: too long, or holding control characters (a NUL
 * says it is no text at all). Tabs and line ends are text.
 */
export function textProblem(text: string, limit: number, what: string): string | null {
  if (text.length > limit) {
    return `The ${what} is too long (${String(text.length)} characters; at most ${String(limit)}).`;
  }
  if (text.includes('\u0000')) return `The ${what} is not text (it holds NUL characters).`;
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  const control = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.exec(
    text,
  );
  if (control) {
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    const line = text.slice(0, control.index).split(/\r\n|\r|\n/).length;
    return `The ${what} holds a control character (U+${code}) on line ${String(line)}: paste the list as plain text.`;
  }
  return null;
}

const RULE_LINE = /^[\s\-=_─━—–~*#.]*$/u;
const GROUP_LINE = /^(?:combat\s+)?group\s*(\d+)\b/i;
/**
 * A trooper's cost at the end of its line: "(1.5 | 35)"; a peripheral's "(- | 4)", no SWC, and "()",
 * nothing beyond its controller's cost (D208).
 */
const COST = /\(\s*(?:([+-]?\d+(?:[.,]\d+)?|-)\s*\|\s*(\d+))?\s*\)\s*\.?\s*$/;
/** The builder's link and buttons under a list: "Open in Infinity Army", "[url=…]Open in Army". */
const BUILDER_LINK = /^(?:\[url=[^\]]*\]\s*)?open in (?:infinity )?army\b/i;
/** A footer's SWC line: "SWC | 5.5", "6 SWC" (the points are read from their own words). */
const SWC_LINE = /^(?:swc\s*[|:]\s*\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s*swc)$/i;
const POINTS = [/\b(\d{1,5})\s*(?:points|pts)\b/i, /\bpoints\s*[|:]\s*(\d{1,5})\b/i];

/** Words in capitals that begin a weapon, not a unit's name ("FUSILIER HMG", "AVATAR MULTI Rifle"). */
const WEAPON_CAPS = new Set([
  'HMG',
  'MULTI',
  'AP',
  'DA',
  'EXP',
  'CCW',
  'E/M',
  'E/M2',
  'ADHL',
  'K1',
  'T2',
  'PARA',
]);

const isCapsWord = (w: string): boolean => !/\p{Ll}/u.test(w) && /\p{Lu}/u.test(w);

/**
 * Where the unit's name ends in a trooper's text (decision D186): the longer of the kept profile's name it begins
 * with and the run of words in capitals (and numbers after them), else the words before the first "(" or ",".
 */
export function splitName(body: string, known: readonly string[] = []): { name: string; rest: string } {
  const words = body.split(/\s+/).filter(Boolean);
  const keys = new Set(known.map(nameKey));
  // The most words that are a kept profile's name ("SEED-SOLDIER" is the kept "Seed Soldier").
  let kept = 0;
  for (let n = Math.min(words.length, 8); n > 0 && kept === 0; n--) {
    if (keys.has(nameKey(words.slice(0, n).join(' ')))) kept = n;
  }
  let caps = 0;
  while (caps < words.length) {
    const w = words[caps] ?? '';
    const isName = isCapsWord(w) || (caps > 0 && /^[\d-]+$/.test(w));
    if (!isName || w.startsWith('(') || (caps > 0 && WEAPON_CAPS.has(w.replace(/[,.]$/, '')))) break;
    caps++;
  }
  // The longer reading wins: a kept "Order" does not cut "ORDER SERGEANT" short.
  const n = Math.max(kept, caps);
  if (n > 0) return { name: words.slice(0, n).join(' '), rest: words.slice(n).join(' ') };
  const cut = /[(,]/.exec(body);
  const name = cut ? body.slice(0, cut.index) : (words[0] ?? '');
  return { name: name.trim(), rest: body.slice(name.length).trim() };
}

/** The parentheses right after the name: "(Lieutenant) (Hacker, Killer Hacking Device)" → their words. */
function takeOptions(rest: string): { options: string[]; rest: string } {
  const options: string[] = [];
  let left = rest.trim();
  for (;;) {
    const m = /^\(([^()]*(?:\([^()]*\)[^()]*)*)\)\s*/.exec(left);
    if (!m) break;
    options.push(...splitWords(m[1] ?? ''));
    left = left.slice(m[0].length);
  }
  return { options, rest: left };
}

/** Words split by commas outside parentheses, and "A + B" as two ("Rifle + Light Shotgun"). */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  let depth = 0;
  let word = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      words.push(word);
      word = '';
    } else word += ch;
  }
  words.push(word);
  return words
    .flatMap((w) => w.split(/\s+\+\s+/))
    .map((w) => w.replace(/\s+/g, ' ').trim().replace(/\.$/, '').trim())
    .filter((w) => w !== '');
}

/** The loadout split at " / " or " | " (the CC side after it), then by commas. "E/M Grenades" stays whole. */
function loadoutWords(rest: string): string[] {
  return rest.split(/\s*\|\s*|\s+\/\s*|\s*\/\s+|(?<=[\p{Ll})])\/(?=\p{Lu})/u).flatMap(splitWords);
}

/**
 * Options written after the name outside parentheses, before the first weapon, as an older builder
 * wrote them (D208): "Hacker (Hacking Device) Boarding Shotgun", "Paramedic (MediKit) Combi Rifle"
 * (a word with its parentheses, then more words) and "Lieutenant MULTI HMG".
 */
function leadingOptions(first: string): { options: string[]; weapon: string } | null {
  const bracketed = /^(\p{Lu}[\p{L}-]*(?: \p{Lu}[\p{L}-]*)*) \(([^()]+)\) (\S.*)$/u.exec(first);
  if (bracketed?.[1] && bracketed[3] && !isCapsWord(bracketed[1].split(' ')[0] ?? '')) {
    return { options: [bracketed[1], ...splitWords(bracketed[2] ?? '')], weapon: bracketed[3] };
  }
  const [word, ...weapon] = first.split(' ');
  const m = word === undefined ? null : matchArmyName(word);
  return m?.ok && m.item.kind === 'lieutenant' && weapon.length > 0
    ? { options: [m.text], weapon: weapon.join(' ') }
    : null;
}

function unitOf(body: string, cost: RegExpExecArray, line: number, group: number, known: readonly string[]) {
  const { name, rest } = splitName(body, known);
  const taken = takeOptions(rest);
  const options = [...taken.options];
  const loadout = loadoutWords(taken.rest);
  const lead = loadout[0] === undefined ? null : leadingOptions(loadout[0]);
  if (lead) {
    options.push(...lead.options);
    loadout[0] = lead.weapon;
  }
  const swc = cost[1] === undefined || cost[1] === '-' ? '0' : cost[1];
  return {
    line,
    name,
    options,
    loadout,
    swc: Number(swc.replace(',', '.')),
    points: Number(cost[2] ?? '0'),
    group,
  };
}

/** A trooper's problem in its own words, or null: no name, a name too long, absurd points. */
function unitProblem(u: ArmyUnit): string | null {
  const at = `Line ${String(u.line)}`;
  if (u.name === '') return `${at}: the trooper has no name.`;
  if (u.name.length > 60) return `${at}: the unit's name is longer than 60 characters.`;
  if (u.points > MAX_TROOPER_POINTS) {
    return `${at}: ${u.name} costs ${String(u.points)} points; a trooper costs at most ${String(MAX_TROOPER_POINTS)}.`;
  }
  if (!Number.isFinite(u.swc) || Math.abs(u.swc) > 20)
    return `${at}: ${u.name}'s SWC ${String(u.swc)} is not a cost.`;
  return null;
}

/**
 * Reads a pasted army list. `known` are the kept profiles' names, which decide where a name written
 * in other letters ends. Refused: a text too long, with control characters, with too many lines or
 * troopers, a line too long, a Combat Group past the last, a trooper's absurd cost, or no trooper.
 */
export function parseArmyList(text: string, known: readonly string[] = []): Parsed<ArmyList> {
  const problem = textProblem(text, ARMY_LIST_CHARS, 'pasted list');
  if (problem) return refused(problem);
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.length > MAX_ARMY_LIST_LINES) {
    return refused(
      `The pasted list has ${String(lines.length)} lines; at most ${String(MAX_ARMY_LIST_LINES)}.`,
    );
  }
  const list: ArmyList = { army: null, points: null, units: [], unread: [] };
  const errors: string[] = [];
  let group = 1;
  lines.forEach((raw, i) => {
    const line = i + 1;
    const text = raw.normalize('NFKC').replace(/\s+/g, ' ').trim();
    if (text.length > MAX_ARMY_LINE_CHARS) {
      errors.push(
        `Line ${String(line)} is too long (${String(text.length)} characters; at most ${String(MAX_ARMY_LINE_CHARS)}).`,
      );
      return;
    }
    if (RULE_LINE.test(text)) return;
    const g = GROUP_LINE.exec(text);
    if (g) {
      group = Number(g[1]);
      if (group < 1 || group > MAX_COMBAT_GROUPS) {
        errors.push(
          `Line ${String(line)}: Combat Group ${String(group)}; a list has groups 1 to ${String(MAX_COMBAT_GROUPS)}.`,
        );
      }
      return;
    }
    const cost = COST.exec(text);
    if (cost) {
      const unit = unitOf(text.slice(0, cost.index).trim().replace(/\.$/, ''), cost, line, group, known);
      const bad = unitProblem(unit);
      if (bad) errors.push(bad);
      else list.units.push(unit);
      return;
    }
    if (SWC_LINE.test(text)) return;
    const points = POINTS.map((p) => p.exec(text)).find((m) => m !== null);
    if (points) {
      // The first points line is the list's (header or footer); a second, "6 SWC | 300 Points", says it again.
      if (list.points !== null) return;
      list.points = Number(points[1]);
      if (list.army === null && list.units.length === 0) {
        const army = text
          .slice(0, points.index)
          .replace(/[|:\-–—\s]+$/, '')
          .trim();
        if (army && !/\bswc\b/i.test(army)) list.army = army;
      }
      return;
    }
    // A link back to the builder is no part of the list.
    if (/^https?:\/\/\S+$/i.test(text) || BUILDER_LINK.test(text)) return;
    if (list.army === null && list.units.length === 0) {
      list.army = text.replace(/[|:\s]+$/, '');
      return;
    }
    list.unread.push({ line, text });
  });
  if (list.units.length > MAX_ROSTER) {
    errors.unshift(
      `The list has ${String(list.units.length)} troopers; a roster holds at most ${String(MAX_ROSTER)}.`,
    );
  }
  if (errors.length > 0) return refused(...errors);
  if (list.units.length === 0) {
    return refused(
      'No trooper was found in the pasted text: each trooper’s line ends with its SWC and points, as in "(0 | 10)".',
    );
  }
  return { ok: true, value: list };
}
