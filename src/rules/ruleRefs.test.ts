// Rules by id (ruleRefs.ts): every id names a rule and its RULES.md sections; withRule keeps ids once.
import { describe, expect, it } from 'vitest';
import { RULE_IDS, RULE_REFS, isRuleId, ruleName, ruledText, rulesOf, withRule } from './ruleRefs.ts';
import { violation } from './violations.ts';

describe('the rule registry', () => {
  it.each(RULE_IDS)('%s has a name, its sections and a topic', (id) => {
    const r = RULE_REFS[id];
    expect(r.name.length).toBeGreaterThan(2);
    expect(r.name).not.toMatch(/RULES\.md|§/);
    expect(r.section).toMatch(/^§\d+(\.\d+)*(, §\d+(\.\d+)*)*$/);
    expect(r.topic).toMatch(/^[a-zA-Z]+$/);
  });
  it('tells ids from other strings', () => {
    expect(isRuleId('discover.roll')).toBe(true);
    expect(isRuleId('§9.2')).toBe(false);
    expect(isRuleId('toString')).toBe(false);
  });
});

describe('texts with rules', () => {
  it('withRule keeps each id once, in order, and no empty list', () => {
    expect(withRule('Out of range.', 'discover.roll', 'discover', 'discover.roll')).toEqual({
      text: 'Out of range.',
      rules: ['discover.roll', 'discover'],
    });
    expect(withRule('Nothing to undo.')).toEqual({ text: 'Nothing to undo.' });
  });
  it('a violation carries the rules of its message, and none when it has none', () => {
    expect(violation('MOVE_TOO_LONG', withRule('Too far.', 'move'), ['p1'])).toEqual({
      code: 'MOVE_TOO_LONG',
      message: 'Too far.',
      ids: ['p1'],
      rules: ['move'],
    });
    expect(violation('NOTHING_TO_UNDO', 'Nothing to undo.')).toEqual({
      code: 'NOTHING_TO_UNDO',
      message: 'Nothing to undo.',
    });
  });
  it('rulesOf joins the rules of several messages, each once', () => {
    expect(rulesOf({ rules: ['aro', 'dodge'] }, undefined, { rules: ['dodge', 'move'] })).toEqual([
      'aro',
      'dodge',
      'move',
    ]);
  });
});

describe('a text with its rules in plain words', () => {
  it.each([
    [{ text: 'Out of range.', rules: ['discover.roll'] as const }, 'Out of range (Discover roll).'],
    [{ text: 'It hits (no roll).', rules: ['templates'] as const }, 'It hits (no roll) (Template weapons).'],
    [
      { text: 'places its model', rules: ['replacement', 'holoecho'] as const },
      'places its model (Replacing models and markers, Holoecho)',
    ],
    [{ text: 'Nothing to undo.' }, 'Nothing to undo.'],
  ])('%j → %s', (r, shown) => {
    expect(ruledText(r)).toBe(shown);
  });
  it('names tell the rules apart: no two ids share a name', () => {
    const names = RULE_IDS.map(ruleName);
    expect(new Set(names).size).toBe(names.length);
  });
});
