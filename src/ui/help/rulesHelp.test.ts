// Rules help (issue: rules help in place): messages find the topic of the section they cite; the search
// matches every word; every topic is written and cites a section.
import { describe, expect, it } from 'vitest';
import { HELP_TOPICS, SKILL_TOPIC, ruleHelp, topicForMessage } from './rulesHelp.ts';
import { RULE_IDS, RULE_REFS } from '../../rules/index.ts';
import { HELP_ENTRIES, HELP_TEXTS, discoverBandsText, searchHelp } from './helpTexts.ts';
import { DISCOVER_RANGE_BANDS } from '../../rules/index.ts';

describe('topicForMessage', () => {
  it.each([
    ['Discover is out of range (RULES.md §9.2).', 'discover'],
    ['IMP-1 can never be attacked (RULES.md §10.3).', 'impersonation'],
    ['It is Player A’s turn (RULES.md §5.3).', 'orders'],
    ['Place the model first (RULES.md §12).', 'replacement'],
    ['An ARO can be delayed only after the first skill (RULES.md §7.3).', 'delay'],
    ['Not allowed (RULES.md §6.2, §7).', 'bsAttack'],
  ])('%s → %s', (message, id) => {
    expect(topicForMessage(message)?.id).toBe(id);
  });
  it('a message that cites no section has no topic', () => {
    expect(topicForMessage('Nothing to undo.')).toBeUndefined();
  });
});

describe('searchHelp', () => {
  it('matches every word, in any field, ignoring case', () => {
    expect(searchHelp('delay').map((t) => t.id)).toContain('delay');
    expect(searchHelp('imp-1').map((t) => t.id)).toEqual(
      expect.arrayContaining(['impersonation', 'discover']),
    );
    expect(searchHelp('chain rifle').map((t) => t.id)).toEqual(['intuitiveAttack', 'templates']);
    expect(searchHelp('nothing-like-this')).toEqual([]);
    expect(searchHelp('  ')).toHaveLength(HELP_TOPICS.length);
  });
});

describe('the topics', () => {
  it('have unique ids, a section and a text; every skill of the menus has one', () => {
    const ids = HELP_TOPICS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of HELP_ENTRIES) {
      expect(t.section).toMatch(/^§\d+(\.\d+)?$/);
      expect(t.text.length).toBeGreaterThan(40);
    }
    for (const id of Object.values(SKILL_TOPIC)) expect(ids).toContain(id);
  });
});

describe('the Discover help says the bands the engine plays (RULES.md §9.2)', () => {
  it('is written from the rules’ one table of range MODs', () => {
    expect(HELP_TEXTS.discover?.text).toContain('+3 up to 8", 0 up to 32", −3 up to 48", −6 up to 96"');
  });
  it('neighbouring bands with the same MOD are told as one, ending at the last of them', () => {
    const told = discoverBandsText().split(', ');
    const ends = DISCOVER_RANGE_BANDS.filter((b, i, all) => all[i + 1]?.mod !== b.mod);
    expect(told).toHaveLength(ends.length);
    ends.forEach((b, i) => {
      expect(told[i]).toMatch(new RegExp(`up to ${String(b.upTo)}"$`));
    });
  });
});

describe('rules by id (rules/ruleRefs.ts) resolve to the help', () => {
  it.each(RULE_IDS)('%s opens an existing topic, under its own name', (id) => {
    const r = ruleHelp(id);
    expect(HELP_TOPICS).toContain(r.topic);
    expect(r.anchor).toBe(`help-${r.topic.id}`);
    expect(r.name).toBe(RULE_REFS[id].name);
  });
  it('every topic of the help is reached by a rule id or a skill of the menus', () => {
    const reached = new Set([...RULE_IDS.map((id) => ruleHelp(id).topic.id), ...Object.values(SKILL_TOPIC)]);
    expect(HELP_TOPICS.map((t) => t.id).filter((t) => !reached.has(t))).toEqual([]);
  });
});
