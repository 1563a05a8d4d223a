import type { MarkerKind, Seat } from '../rules/index.ts';

/**
 * Seat colours chosen to differ in lightness too, so they still read in greyscale: A is a light blue
 * disc, B a dark orange one with a dashed rim (theme.test.ts keeps it so). `ink` is the seat's
 * colour for text on the dark panels and dialogs: at least 4.5:1 against them (WCAG 1.4.3), also in
 * presenter mode; `rim` and `text` are for the tokens and for light type on the seat's colour.
 */
export const SEAT_COLOURS: Record<
  Seat,
  { base: string; rim: string; text: string; ink: string; dash: number[] | undefined; name: string }
> = {
  A: {
    base: '#9cc8ff',
    rim: '#0b3a8c',
    text: '#0b2a66',
    ink: '#6fa8ff',
    dash: undefined,
    name: 'Player A (blue)',
  },
  B: {
    base: '#c8551f',
    rim: '#4a1200',
    text: '#fff1e6',
    ink: '#ff8a5c',
    dash: [0.12, 0.08],
    name: 'Player B (orange)',
  },
};

export const TABLE_COLOURS = {
  background: '#1d2327',
  surface: '#c9c2ad',
  grid: 'rgba(60, 50, 30, 0.22)',
  gridMajor: 'rgba(60, 50, 30, 0.45)',
  zoneA: 'rgba(40, 110, 230, 0.13)',
  zoneB: 'rgba(230, 90, 40, 0.13)',
  tall: '#4a4f57',
  tallEdge: '#22262b',
  low: 'rgba(140, 120, 70, 0.55)',
  lowEdge: '#6b5a2e',
  ok: '#1f9d55',
  bad: '#d62828',
  warn: '#e8a317',
  selection: '#ffd400',
};

/** Marker faces: one hue family per state, with a symbol and the kind written on the token. */
export const MARKER_FACES: Record<MarkerKind, { face: string; ink: string; text: string }> = {
  CAMO: { face: '#4d5d2c', ink: '#a8bf6a', text: 'CAMO' },
  'IMP-1': { face: '#3e2a5c', ink: '#c9a8f0', text: 'IMP-1' },
  'IMP-2': { face: '#5c2a55', ink: '#f0a8e4', text: 'IMP-2' },
  'HOLOECHO-1': { face: '#0f4a57', ink: '#7fe3f5', text: 'HOLO 1' },
  'HOLOECHO-2': { face: '#0f3a57', ink: '#7fbff5', text: 'HOLO 2' },
  'DECOY-1': { face: '#5e4413', ink: '#f5cf7f', text: 'DECOY 1' },
  'DECOY-2': { face: '#5e3313', ink: '#f5b27f', text: 'DECOY 2' },
  MINE: { face: '#5a1f1f', ink: '#f59a7f', text: 'MINE' },
};
