// Covers seed 004 row 4.3 ("This State may also be activated as indicated by Special Skills, Hacking
// Programs, etc."), RULES.md §10.3 and §18.13 and decision D130: the Cybermask Hacking Program puts a
// Hacker into Impersonation State as a new IMP-2 marker, on the terms of Impersonation's Entire Order.
import { describe, expect, it } from 'vitest';
import { ruledText, type Profile } from '../rules/index.ts';
import { newGame, viewFor, RULES_EDITION } from './index.ts';
import type { GameState } from './types.ts';
import {
  deployRoster,
  endStep,
  ok,
  pieceAt,
  profile,
  rejected,
  rosterId,
} from '../../tests/engineFixtures.ts';

const HACKER = profile('line-trooper', { id: 'hacker', name: 'Field Hacker', hacker: true });

/**
 * A's `hacker` at (24, 6) and a Line Trooper at (4, 6); B's two Line Troopers at (40, 44) and (4, 44),
 * facing away from A unless `watched`. A plays first.
 */
function table(o: { hacker?: Profile; watched?: boolean } = {}): GameState {
  let s = newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: {
          A: [o.hacker ?? HACKER, profile('line-trooper')],
          B: [profile('line-trooper'), profile('line-trooper')],
        },
        firstDeployer: 'A',
        rules: RULES_EDITION,
        pins: {},
      },
    },
    { given: [] },
  );
  s = ok(s, deployRoster('A', rosterId(s, 'A', (o.hacker ?? HACKER).name), 'model', 24, 6));
  s = ok(s, endStep('A'));
  s = ok(
    s,
    deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 40, 44, { facing: o.watched ? 270 : 90 }),
  );
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 4, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 4, 44, { facing: 90 }));
  return ok(s, endStep('B'));
}

const activate = (s: GameState, pieceId: string): GameState =>
  ok(s, { type: 'activate', seat: 'A', pieceId });

describe('Cybermask (seed 004: Impersonation switched on by a Hacking Program)', () => {
  it('a Hacker outside every enemy LoF becomes a new IMP-2 marker in its model’s place', () => {
    const s = table();
    const model = pieceAt(s, 24, 6);
    const t = ok(activate(s, model), { type: 'declare', seat: 'A', skill: 'cybermask' });
    expect(t.pieces[model]).toBeUndefined();
    const marker = Object.values(t.pieces).find((p) => p.kind === 'IMP-2');
    expect(marker).toMatchObject({ x: 24, y: 6, owner: 'A' });
    expect(marker?.id).not.toBe(model);
    const hackerId = rosterId(t, 'A', 'Field Hacker');
    expect(t.secrets.A.trooperOfPiece[marker!.id]).toBe(hackerId);
    expect(t.troopers[hackerId]?.form).toBe('IMP-2');
    // The enemy sees what happened on the table, a marker with no profile, and no link to the model.
    const b = viewFor(t, 'B');
    const shown = b.pieces.find((p) => p.id === marker!.id);
    expect(shown?.profile).toBeUndefined();
    expect(shown?.trooperId).toBeUndefined();
    expect(b.log.map(ruledText).join('\n')).toContain(
      'the Field Hacker runs Cybermask and goes into Impersonation State: a new IMP-2 marker stands in its place',
    );
    // Its owner still sees its Hacking Area on the marker.
    expect(viewFor(t, 'A').pieces.find((p) => p.id === marker!.id)?.hackingArea).toBe(8);
  });

  it('refuses it to a trooper without a Hacking Device, in an enemy’s LoF, or as a second skill', () => {
    const plain = table({ hacker: profile('line-trooper', { name: 'Field Hacker' }) });
    rejected(
      activate(plain, pieceAt(plain, 24, 6)),
      { type: 'declare', seat: 'A', skill: 'cybermask' },
      'FORM_NOT_ALLOWED',
    );
    const seen = table({ watched: true });
    rejected(
      activate(seen, pieceAt(seen, 24, 6)),
      { type: 'declare', seat: 'A', skill: 'cybermask' },
      'REQUIREMENT_NOT_MET',
    );
    const s = table();
    const model = pieceAt(s, 24, 6);
    const moved = ok(activate(s, model), {
      type: 'declare',
      seat: 'A',
      skill: 'move',
      to: { [model]: { x: 25, y: 6 } },
    });
    rejected(moved, { type: 'declare', seat: 'A', skill: 'cybermask' }, 'ILLEGAL_COMBINATION');
  });

  it('a Hacker already under a marker has nothing to run it from', () => {
    const s = table();
    const t = ok(activate(s, pieceAt(s, 24, 6)), { type: 'declare', seat: 'A', skill: 'cybermask' });
    const marker = Object.values(t.pieces).find((p) => p.kind === 'IMP-2')!;
    rejected(
      activate(t, marker.id),
      { type: 'declare', seat: 'A', skill: 'cybermask' },
      'REQUIREMENT_NOT_MET',
    );
  });
});
