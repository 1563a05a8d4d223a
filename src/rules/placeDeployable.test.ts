// Place Deployable's rules (RULES.md §18.7.1, §18.7.6; decision D72): the Mine touching the user or its
// route, and the enemy CAMO markers inside its trigger area.
import { describe, expect, it } from 'vitest';
import {
  aroProblem,
  mineNeedsIntuitive,
  validateDeployableContact,
  validateMineAmongMarkers,
} from './index.ts';
import type { PieceKind } from './pieces.ts';

describe('validateDeployableContact (RULES.md §18.7.1)', () => {
  const user = 0.5;
  const token = (x: number, y = 0) => ({ x, y, r: 0.5 });
  it.each([
    ['standing still, bases edge to edge', [{ x: 0, y: 0 }], token(1), true],
    ['standing still, just inside EPS', [{ x: 0, y: 0 }], token(1.009), true],
    ['standing still, just outside EPS', [{ x: 0, y: 0 }], token(1.02), false],
    ['standing still, overlapping the user', [{ x: 0, y: 0 }], token(0.5), false],
    [
      'beside the middle of the route',
      [
        { x: 0, y: 0 },
        { x: 0, y: 4 },
      ],
      token(1, 2),
      true,
    ],
    [
      'a hair too far from the route',
      [
        { x: 0, y: 0 },
        { x: 0, y: 4 },
      ],
      token(1.05, 2),
      false,
    ],
    [
      'on the route, touching where it started',
      [
        { x: 0, y: 0 },
        { x: 0, y: 4 },
      ],
      token(0, -1),
      true,
    ],
    [
      'on the route itself, where some point touches',
      [
        { x: 0, y: 0 },
        { x: 0, y: 4 },
      ],
      token(0, 2),
      true,
    ],
    [
      'on a short route that never comes off it',
      [
        { x: 0, y: 0 },
        { x: 0, y: 0.2 },
      ],
      token(0, 0.1),
      false,
    ],
  ] as const)('%s', (_, route, t, fits) => {
    expect(validateDeployableContact(route, user, t, 'Sapper').length === 0).toBe(fits);
  });
});

describe('an enemy CAMO marker in the trigger area (RULES.md §18.7.6, D72)', () => {
  it.each([
    [[], false],
    [['CAMO'], true],
    [['CAMO', 'CAMO'], true],
    [['CAMO', 'model'], false],
    [['CAMO', 'IMP-1'], false],
    [['CAMO', 'MINE'], true],
    [['MINE'], false],
    [['model'], false],
  ] as [PieceKind[], boolean][])('%j inside → needs an Intuitive Attack: %s', (inside, needs) => {
    expect(mineNeedsIntuitive(inside)).toBe(needs);
  });

  it.each([
    [['CAMO'], false, false, 'MINE_CAMO_IN_TRIGGER_AREA'],
    [['CAMO'], true, false, null],
    [['CAMO'], false, true, 'MINE_CAMO_IN_TRIGGER_AREA'],
    [['model'], true, false, 'REQUIREMENT_NOT_MET'],
    [['model', 'CAMO'], false, true, null],
  ] as [PieceKind[], boolean, boolean, string | null][])(
    '%j, intuitive %s, in ARO %s → %s',
    (inside, intuitive, reactive, code) => {
      expect(validateMineAmongMarkers(inside, intuitive, reactive)[0]?.code ?? null).toBe(code);
    },
  );
});

describe('Place Deployable in ARO (RULES.md §18.7.1)', () => {
  it.each([
    [{ lof: true, zoc: false, targetKind: 'model', deployable: true }, null],
    [{ lof: false, zoc: true, targetKind: 'model', deployable: true }, 'ARO_NOT_ALLOWED'],
    [{ lof: true, zoc: true, targetKind: 'model', deployable: false }, 'NO_DEPLOYABLE'],
    [{ lof: true, zoc: false, targetKind: 'CAMO', deployable: true }, 'ARO_NOT_ALLOWED_AGAINST_MARKER'],
  ] as const)('%j → %s', (situation, code) => {
    expect(aroProblem('placeDeployable', situation)?.code ?? null).toBe(code);
  });
});
