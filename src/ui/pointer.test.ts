// The words follow the device (issue: touch everywhere): "tap" and no keys with a finger, "click" and
// the keyboard hints with a mouse.
import { describe, expect, it } from 'vitest';
import { deviceWords, pointerOf } from './pointer.ts';

describe('pointerOf', () => {
  it.each([
    [
      'a window whose pointer is coarse',
      { matchMedia: (q: string) => ({ matches: q === '(pointer: coarse)' }) },
      'coarse',
    ],
    ['a window whose pointer is fine', { matchMedia: () => ({ matches: false }) }, 'fine'],
    ['a window without matchMedia', {}, 'fine'],
    ['no window', undefined, 'fine'],
  ] as const)('reads %s as %s', (_, win, expected) => {
    expect(pointerOf(win)).toBe(expected);
  });
});

describe('deviceWords', () => {
  it.each([
    ['coarse', 'tap', 'Tap'],
    ['fine', 'click', 'Click'],
  ] as const)('with a %s pointer the verb is %s', (pointer, tap, Tap) => {
    const w = deviceWords(pointer);
    expect(w.tap).toBe(tap);
    expect(w.Tap).toBe(Tap);
    expect(w.pointer).toBe(pointer);
  });

  it('keeps a key hint with a mouse and drops it with a finger', () => {
    expect(deviceWords('fine').withKey('Place on the table', 'P')).toBe('Place on the table (P)');
    expect(deviceWords('coarse').withKey('Place on the table', 'P')).toBe('Place on the table');
  });

  it('keeps a sentence about keys with a mouse only', () => {
    expect(deviceWords('fine').keysOnly(' Enter finishes.')).toBe(' Enter finishes.');
    expect(deviceWords('coarse').keysOnly(' Enter finishes.')).toBe('');
  });

  it.each(['coarse', 'fine'] as const)('with a %s pointer no word names the other device', (pointer) => {
    const w = deviceWords(pointer);
    const said = [w.tap, w.Tap, w.withKey('Place', 'P'), w.keysOnly('Esc stops.')].join(' ');
    if (pointer === 'coarse') expect(said).not.toMatch(/click|Esc|Enter|\(P\)/i);
    else expect(said).not.toMatch(/\btap\b/i);
  });
});
