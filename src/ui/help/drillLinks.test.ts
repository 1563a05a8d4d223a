import { describe, expect, it } from 'vitest';
import { DRILLS, drillQuestion } from '../../content/drills/index.ts';
import { HELP_ENTRIES } from './helpTexts.ts';
import { ruleHelp, topicForMessage } from './rulesHelp.ts';

describe('drills link every rule they cite to an explanation in the app (issue: rules help in place)', () => {
  it.each(DRILLS.map((d) => d.kind))('%s', (kind) => {
    const meta = DRILLS.find((d) => d.kind === kind);
    const cited = new Set(meta?.sections);
    for (let seed = 0; seed < 8; seed++) {
      for (const e of drillQuestion(kind, seed, 0).explanation) if (e.section) cited.add(e.section);
    }
    for (const section of cited) expect(topicForMessage(section), section).toBeDefined();
  });

  it.each(DRILLS.map((d) => d.kind))('%s: every rule named by id has an explanation with text', (kind) => {
    const meta = DRILLS.find((d) => d.kind === kind);
    const named = new Set(meta?.rules);
    for (let seed = 0; seed < 8; seed++) {
      for (const i of [0, 1, 2]) {
        for (const e of drillQuestion(kind, seed, i).explanation) if (e.rule) named.add(e.rule);
      }
    }
    for (const id of named) {
      const topic = ruleHelp(id).topic.id;
      expect(HELP_ENTRIES.find((t) => t.id === topic)?.text, id).toBeTruthy();
    }
  });
});
