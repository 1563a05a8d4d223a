// How a direction reads everywhere it is shown (issue: degrees in one place, compass words in another).
import { describe, expect, it } from 'vitest';
import { DIRECTION_KEY, degrees, directionWord, wholeDegrees } from './format.ts';

describe('degrees: a facing or direction as a player reads it', () => {
  it.each([
    [0, '0° (right)'],
    [45, '45° (down-right)'],
    [90, '90° (down the table, towards Player B)'],
    [135, '135° (down-left)'],
    [180, '180° (left)'],
    [225, '225° (up-left)'],
    [270, '270° (up the table, towards Player A)'],
    [315, '315° (up-right)'],
  ])('%i → %s', (d, text) => {
    expect(degrees(d)).toBe(text);
  });

  it('counts as the engine does: whole degrees in [0, 360), negative turns and full turns folded', () => {
    expect(degrees(-90)).toBe('270° (up the table, towards Player A)');
    expect(degrees(450)).toBe('90° (down the table, towards Player B)');
    expect(degrees(359.6)).toBe('0° (right)');
    expect(degrees(-0.2)).toBe('0° (right)');
    expect(wholeDegrees(-45)).toBe(315);
  });

  it('names the nearest of the eight directions between them', () => {
    expect(degrees(15)).toBe('15° (right)');
    expect(degrees(30)).toBe('30° (down-right)');
    expect(directionWord(100)).toBe('down the table, towards Player B');
    expect(directionWord(337)).toBe('up-right');
    expect(directionWord(338)).toBe('right');
  });

  it('types as it reads: the key of the typed direction uses the same words for 90', () => {
    expect(DIRECTION_KEY).toBe('90 = down the table');
    expect(degrees(90)).toContain(DIRECTION_KEY.replace('90 = ', ''));
  });
});
