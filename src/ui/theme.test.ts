import { describe, expect, it } from 'vitest';
import { MARKER_FACES, SEAT_COLOURS, TABLE_COLOURS } from './theme.ts';

/** WCAG relative luminance of a #rrggbb colour: what is left of it in greyscale. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe('the visual design reads without colour (issue: a colour per seat that also reads in greyscale)', () => {
  it('the two seats’ pieces differ in lightness, not only in hue', () => {
    expect(contrast(SEAT_COLOURS.A.base, SEAT_COLOURS.B.base)).toBeGreaterThanOrEqual(2);
  });

  it('and in outline: one seat’s rim is dashed', () => {
    expect(Boolean(SEAT_COLOURS.A.dash) !== Boolean(SEAT_COLOURS.B.dash)).toBe(true);
  });

  it.each(['A', 'B'] as const)(
    'seat %s: its rim stands out from the table and its text from its base',
    (seat) => {
      const c = SEAT_COLOURS[seat];
      expect(contrast(c.rim, TABLE_COLOURS.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.text, c.base)).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(['A', 'B'] as const)('seat %s: its text colour reads on the dark panels (4.5:1)', (seat) => {
    for (const panel of ['#20262b', '#2a3137', '#15191c']) {
      expect(contrast(SEAT_COLOURS[seat].ink, panel)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('every marker kind has its own face, symbol colour and written name', () => {
    const faces = Object.values(MARKER_FACES);
    for (const key of ['face', 'ink', 'text'] as const) {
      expect(new Set(faces.map((f) => f[key])).size).toBe(faces.length);
    }
    for (const f of faces) expect(contrast(f.ink, f.face)).toBeGreaterThanOrEqual(3);
  });
});
