import { describe, expect, it } from 'vitest';
import { citationSegments, plainRuleText } from './citations.ts';

describe('player text names the rule, not the digest', () => {
  it.each([
    [
      'a section becomes its rule',
      'Discover out of range (RULES.md §9.2).',
      'Discover out of range (Discover).',
    ],
    [
      'two sections, each rule once',
      'BS Attack with the Combi Rifle: a hit (RULES.md §6.2, §8).',
      'BS Attack with the Combi Rifle: a hit (BS Attack, Rolls).',
    ],
    [
      'a decision code goes, the rule stays',
      'It was a Decoy replica: it is removed (RULES.md §10.6, T45).',
      'It was a Decoy replica: it is removed (Decoy).',
    ],
    [
      'words before the citation stay',
      'the template hits the CAMO marker (no roll; RULES.md §10.3).',
      'the template hits the CAMO marker (no roll; Impersonation (IMP-1, IMP-2)).',
    ],
    ['a seed page alone is dropped with its parenthesis', 'Facing any way (seed 001).', 'Facing any way.'],
    ['a later chapter by its topic', 'Look Out! (RULES.md §18.6).', 'Look Out! (Look Out!).'],
    ['a parenthesis that cites nothing stays', 'Line Trooper (20.0, 6.0).', 'Line Trooper (20.0, 6.0).'],
    ['nothing to cite', 'The Order of Player A is complete.', 'The Order of Player A is complete.'],
  ])('%s', (_what, text, shown) => {
    expect(plainRuleText(text)).toBe(shown);
    expect(plainRuleText(text)).not.toMatch(/RULES\.md|seed \d{3}|\bT\d+\b/);
  });

  it('the rules are links: segments carry their help topic', () => {
    const segments = citationSegments('Dodge, PH 10 = 10, rolled 4: success (RULES.md §6.4).');
    expect(
      segments.filter((s) => typeof s !== 'string').map((s) => typeof s !== 'string' && s.topic.id),
    ).toEqual(['dodge']);
  });
});
