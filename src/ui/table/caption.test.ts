// The captions under the pieces, from each seat's own view (issue: Holoecho and Decoy captions).
import { describe, expect, it } from 'vitest';
import { viewFor, type ViewPiece } from '../../engine/index.ts';
import { deployRoster, hotSeat, ok, rosterId } from '../../../tests/engineFixtures.ts';
import { captionOf, groupedTroopers, sameNameNumbers, shownName } from './caption.ts';

/** Player A's Echo Operative as Holoecho (its model, HOLOECHO-1, HOLOECHO-2), the real one chosen. */
function holoecho(real: number) {
  const s0 = hotSeat({ A: ['holoprojector', 'line-trooper', 'line-trooper'], B: ['line-trooper'] });
  const echo = rosterId(s0, 'A', 'Echo Operative');
  const s1 = ok(
    s0,
    deployRoster('A', echo, 'Holoecho', 10, 6, {
      extras: [
        { x: 16, y: 6 },
        { x: 22, y: 6 },
      ],
      real,
    }),
  );
  const lone = ok(s1, deployRoster('A', rosterId(s0, 'A', 'Line Trooper'), 'model', 34, 6));
  // B sees A's step once A has finished it.
  const ended = ok(lone, { type: 'endDeployment', seat: 'A' });
  // Read left to right: the model at x = 10, HOLOECHO-1, HOLOECHO-2, the lone Line Trooper at 34.
  const leftToRight = (pieces: readonly ViewPiece[]) => [...pieces].sort((p, q) => p.x - q.x);
  return { A: leftToRight(viewFor(ended, 'A').pieces), B: leftToRight(viewFor(ended, 'B').pieces) };
}

function captions(pieces: readonly ViewPiece[]): string[] {
  const grouped = groupedTroopers(pieces);
  return pieces.map((p) => captionOf(p, p.trooperId !== undefined && grouped.has(p.trooperId)));
}

describe('the owner’s captions of a Holoecho group say which piece is real, whatever its kind', () => {
  it('the real piece a marker: the model says false echo like the other marker', () => {
    expect(captions(holoecho(1).A)).toEqual([
      'Echo Operative · false echo',
      'Echo Operative · real',
      'Echo Operative · false echo',
      'Line Trooper',
    ]);
  });

  it('the real piece the model: both markers say false echo', () => {
    expect(captions(holoecho(0).A)).toEqual([
      'Echo Operative · real',
      'Echo Operative · false echo',
      'Echo Operative · false echo',
      'Line Trooper',
    ]);
  });

  it('a fake model is never captioned like a real trooper standing alone', () => {
    const [fake] = holoecho(2).A;
    expect(fake?.kind).toBe('model');
    expect(fake?.real).toBe(false);
    // Even drawn without knowing its group (a drag copy), it says what it is.
    expect(captionOf(fake!)).toBe('Echo Operative · false echo');
  });
});

describe('the owner’s captions of a Decoy group', () => {
  it('a replica real: the model says decoy like the other replica', () => {
    const s0 = hotSeat({ A: ['decoy-user', 'line-trooper'], B: ['line-trooper'] });
    const lure = rosterId(s0, 'A', 'Lure Specialist');
    const s1 = ok(
      s0,
      deployRoster('A', lure, 'Decoy', 20, 6, {
        extras: [
          { x: 16, y: 6 },
          { x: 24, y: 6 },
        ],
        real: 1,
      }),
    );
    const a = [...viewFor(s1, 'A').pieces].sort((p, q) => p.x - q.x);
    expect(a.map((p) => p.kind)).toEqual(['DECOY-1', 'model', 'DECOY-2']);
    expect(captions(a)).toEqual([
      'Lure Specialist · real',
      'Lure Specialist · replica',
      'Lure Specialist · replica',
    ]);
  });
});

describe('the opponent’s captions do not change', () => {
  it.each([0, 1, 2])('real piece %i: the model by what it shows, the markers blank', (real) => {
    const b = holoecho(real).B;
    expect(b.every((p) => p.real === undefined)).toBe(true);
    expect(captions(b)).toEqual(['Echo Operative', '', '', 'Line Trooper']);
  });
});

describe('two models of one side and one name are told apart by a number (D200)', () => {
  const piece = (id: string, owner: 'A' | 'B', label: string, kind: ViewPiece['kind'] = 'model') =>
    ({ id, owner, label, kind }) as ViewPiece;
  it.each([
    ['one of a name: no number', [piece('p1', 'A', 'Line Trooper')], { p1: 'Line Trooper' }],
    [
      'two of a side, numbered by id, the numbers natural (p2 before p10)',
      [piece('p10', 'A', 'Line Trooper'), piece('p2', 'A', 'Line Trooper')],
      { p10: 'Line Trooper 2', p2: 'Line Trooper 1' },
    ],
    [
      'the same name on each side: no number',
      [piece('p1', 'A', 'Line Trooper'), piece('p2', 'B', 'Line Trooper')],
      { p1: 'Line Trooper', p2: 'Line Trooper' },
    ],
    [
      'markers are not counted, nor numbered',
      [
        piece('p1', 'A', 'Line Trooper'),
        piece('p2', 'A', 'CAMO marker', 'CAMO'),
        piece('p3', 'A', 'CAMO marker', 'CAMO'),
      ],
      { p1: 'Line Trooper', p2: 'CAMO marker', p3: 'CAMO marker' },
    ],
  ])('%s', (_, pieces, names) => {
    expect(Object.fromEntries(pieces.map((p) => [p.id, shownName(pieces, p)]))).toEqual(names);
    expect(captionOf(pieces[0]!, false, sameNameNumbers(pieces).get(pieces[0]!.id))).toBe(
      names[pieces[0]!.id as keyof typeof names],
    );
  });
});
