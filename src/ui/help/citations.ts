import { HELP_TOPICS, topicForMessage, type HelpTopic } from './rulesHelp.ts';

/**
 * Player text cites a rule by its name (issue: player text names the rule, not the digest): the
 * engine's lines keep their "(RULES.md §9.2)" citations for tests and developers, and the screen
 * shows "(Discover)" instead, a link to the rules help. Seed pages and decision codes (T23, D27, A24)
 * are never shown.
 */

/** Sections of the digest's later chapters, told by the topic that explains them. */
const SECTION_TOPIC: Readonly<Record<string, string>> = {
  '§9': 'discover',
  '§9.1': 'discover',
  '§9.3': 'discover',
  '§9.4': 'discover',
  '§17': 'rolls',
  '§18.1': 'rolls',
  '§18.2': 'rolls',
  '§18.3': 'bsAttack',
  '§18.4': 'camouflaged',
  '§18.5': 'intuitiveAttack',
  '§18.6': 'lookOut',
  '§18.14': 'holoecho',
};

export type Segment = string | { topic: HelpTopic };

function topicOf(section: string): HelpTopic | undefined {
  const id = SECTION_TOPIC[section];
  if (id) return HELP_TOPICS.find((t) => t.id === id);
  return topicForMessage(section);
}

/** A parenthesis that cites the digest, a seed page or a decision code. */
const CITING = /RULES\.md|\bseed \d{3}\b|\b[TDA]\d{1,3}\b/;

/** "RULES.md §6.2, §8", "seed 004", "T38": the citation part of a parenthesis, to drop. */
const CITATION_PART =
  /\s*(?:RULES\.md\s*)?(?:§[\d.]+|\bseed \d{3}\b|\b[TDA]\d{1,3}\b)(?:\s*(?:,|and)\s*(?:§[\d.]+|\bseed \d{3}\b|\b[TDA]\d{1,3}\b))*/g;

/** The text split into plain runs and the rules it cites, each cited rule once, in place. */
export function citationSegments(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(/\s*\(([^()]*)\)/g)) {
    const inner = m[1] ?? '';
    if (!CITING.test(inner)) continue;
    const start = m.index;
    out.push(text.slice(last, start));
    last = start + m[0].length;
    const topics: HelpTopic[] = [];
    for (const s of inner.matchAll(/§(\d+(?:\.\d+)?)/g)) {
      const t = topicOf(`§${s[1] ?? ''}`);
      if (t && !topics.includes(t)) topics.push(t);
    }
    const rest = inner
      .replace(CITATION_PART, '')
      .replace(/[;,\s]+$/, '')
      .replace(/^[;,\s]+/, '')
      .trim();
    if (!rest && topics.length === 0) continue;
    out.push(' (');
    if (rest) out.push(topics.length ? `${rest}; ` : rest);
    topics.forEach((topic, i) => {
      if (i > 0) out.push(', ');
      out.push({ topic });
    });
    out.push(')');
  }
  out.push(text.slice(last));
  // Citations elsewhere in running text ("as RULES.md §9.2 says") are dropped the same way.
  return out
    .map((s) => (typeof s === 'string' ? s.replace(/\s*RULES\.md\s*§[\d.]+/g, '') : s))
    .filter((s) => s !== '');
}

/** The same text with each cited rule by its name, for places that show plain text (tooltips). */
export function plainRuleText(text: string): string {
  return citationSegments(text)
    .map((s) => (typeof s === 'string' ? s : s.topic.title))
    .join('');
}
