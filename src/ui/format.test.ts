// How a direction reads everywhere it is shown (issue: degrees in one place, compass words in another),
// and how a drag's verdict reads in the status line.
import { describe, expect, it } from 'vitest';
import { moveAllowance, moveBand, violation, type Movement, type MoveVerdict } from '../rules/index.ts';
import {
  DIRECTION_KEY,
  directionKey,
  degrees,
  describeVerdict,
  directionWord,
  usesText,
  weaponLine,
  wholeDegrees,
} from './format.ts';

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
    expect(DIRECTION_KEY).toBe('90 = down the table, towards Player B');
    expect(directionKey(true)).toBe('90 = up the table, towards Player B');
    expect(degrees(90)).toContain(DIRECTION_KEY.replace('90 = ', ''));
  });
});

describe('describeVerdict: the text twin of a drag', () => {
  const verdict = (distance: number, movement: Movement, violations: MoveVerdict['violations'] = []) => ({
    distance,
    allowance: moveAllowance(movement, [4, 2]),
    band: movement.skill === 'free' ? moveBand(distance, [4, 2]) : null,
    violations,
  });

  it.each<[string, MoveVerdict, string]>([
    [
      'a Move within its first MOV value',
      verdict(3.95, { skill: 'move', nth: 0 }),
      'Moving Line Trooper: 4.0" — within the 4" of this Move (the first MOV value). Legal here.',
    ],
    [
      'a Move 0.04" over: never read as 4.0"',
      verdict(4.04, { skill: 'move', nth: 0 }, [violation('MOVE_TOO_LONG', 'Too far.')]),
      'Moving Line Trooper: 4.1" — beyond the 4" of this Move (the first MOV value). Illegal: Too far.',
    ],
    [
      'a Dodge',
      verdict(1.5, { skill: 'dodge' }),
      'Moving Line Trooper: 1.5" — within the 2" of a Dodge. Legal here.',
    ],
    [
      'the free table keeps its MOV bands',
      verdict(5, { skill: 'free', limit: 'mov' }),
      'Moving Line Trooper: 5.0" — within the second MOV value (6" in all). Legal here.',
    ],
  ])('%s', (_what, v, text) => {
    expect(describeVerdict('Line Trooper', v, [4, 2])).toBe(text);
  });
});

describe('usesText and weaponLine: a Disposable weapon’s uses as its owner reads them (RULES.md §18.9.3)', () => {
  const w = { name: 'Panzerfaust', ranges: [0, 3, 3, 0, -3, null, null], damage: 14, burst: 2 };
  it.each([
    [{ ...w, disposable: 3 }, 0, '3 of 3 uses left'],
    [{ ...w, disposable: 3 }, 2, '1 of 3 uses left'],
    [{ ...w, disposable: 3 }, 3, 'Unloaded (its 3 uses are spent)'],
    [{ ...w, disposable: 1 }, 0, '1 of 1 use left'],
    [{ ...w, disposable: 1 }, 1, 'Unloaded (its 1 use is spent)'],
    [w, 5, ''],
  ])('%o with %i spent: "%s"', (weapon, spent, text) => {
    expect(usesText(weapon, spent)).toBe(text);
    const line = weaponLine(weapon, false, spent);
    expect(line).toBe(text ? `${weaponLine(weapon)} · ${text}` : weaponLine(weapon));
  });
});
