import { logItems } from './logList.ts';
// Engine scenarios: deploying every form (ARCHITECTURE.md §4, RULES.md §10, §11.2).
import { describe, expect, it } from 'vitest';
import { baseRadiusInches, coherencyFailures, edgeDistance, publicProfile } from '../rules/index.ts';
import { findProfile } from '../content/index.ts';
import { R2, open, rejected, deployAction, deploy, added, trooperIdOf } from '../../tests/engineFixtures.ts';
describe('when a Line Trooper is deployed as a model', () => {
  const s0 = open();
  const s1 = deploy(s0, 'A', 'line-trooper', 'model', 10, 6, -15);
  const [piece] = added(s0, s1);

  it('puts exactly one model on the table, showing its profile', () => {
    expect(added(s0, s1)).toHaveLength(1);
    expect(piece).toMatchObject({
      owner: 'A',
      kind: 'model',
      x: 10,
      y: 6,
      facing: 345,
      s: 2,
      r: R2,
      tokens: [],
      shows: { name: 'Line Trooper', profile: publicProfile(findProfile('line-trooper')!) },
    });
    expect(piece).not.toHaveProperty('mimetism');
  });

  it('records a trooper in model form, linked to that piece as the real one', () => {
    const tid = trooperIdOf(s1, piece!);
    expect(s1.troopers[tid]).toMatchObject({ owner: 'A', form: 'model', profile: { id: 'line-trooper' } });
    expect(s1.secrets.A.realPieceOf[tid]).toBe(piece!.id);
    expect(s1.secrets.B).toStrictEqual({ trooperOfPiece: {}, realPieceOf: {}, imitates: {}, hidden: {} });
  });

  it('logs a public text and a fuller text for the owner', () => {
    expect(logItems(s1.log)).toStrictEqual([
      {
        seq: 1,
        seat: 'A',
        text: 'Player A placed a model (Line Trooper).',
        ownerText: 'Player A placed Line Trooper as a model.',
      },
    ]);
  });

  it('gives an S4 model the S4 base', () => {
    const s2 = deploy(s1, 'B', 'heavy-s4', 'model', 24, 40);
    expect(added(s1, s2)[0]).toMatchObject({ kind: 'model', s: 4, r: baseRadiusInches(4), facing: 270 });
  });
});

describe('when a Camo Sniper and a Veil Stalker deploy as CAMO markers', () => {
  const s0 = open();
  const s1 = deploy(s0, 'B', 'camo-sniper', 'CAMO', 10, 40);
  const s2 = deploy(s1, 'B', 'veil-stalker', 'CAMO', 20, 40);
  const [sniper] = added(s0, s1);
  const [stalker] = added(s1, s2);

  it('prints the Mimetism label of each profile on its marker: -3 and -6', () => {
    expect(sniper).toMatchObject({ kind: 'CAMO', mimetism: -3, s: 2, r: R2, facing: 270 });
    expect(stalker).toMatchObject({ kind: 'CAMO', mimetism: -6 });
  });

  it('shows no profile on the markers', () => {
    expect(sniper).not.toHaveProperty('shows');
    expect(stalker).not.toHaveProperty('shows');
  });

  it('keeps who is behind each marker in the owner secrets only', () => {
    expect(s2.troopers[trooperIdOf(s2, sniper!)]).toMatchObject({
      form: 'CAMO',
      profile: { name: 'Camo Sniper' },
    });
    expect(s2.troopers[trooperIdOf(s2, stalker!)]).toMatchObject({
      form: 'CAMO',
      profile: { name: 'Veil Stalker' },
    });
    expect(logItems(s2.log)[0]).toMatchObject({
      text: 'Player B placed a CAMO marker.',
      ownerText: 'Player B placed Camo Sniper as CAMO.',
    });
  });
});

describe('when a Mask Infiltrator deploys as an IMP-1 or an IMP-2 marker', () => {
  it.each(['IMP-1', 'IMP-2'] as const)('puts one %s marker with no profile and no Mimetism label', (form) => {
    const s0 = open();
    const s1 = deploy(s0, 'A', 'impersonator', form, 12, 6);
    const pieces = added(s0, s1);
    expect(pieces).toHaveLength(1);
    expect(pieces[0]).toMatchObject({ kind: form, s: 2, r: R2 });
    expect(pieces[0]).not.toHaveProperty('shows');
    expect(pieces[0]).not.toHaveProperty('mimetism');
    expect(s1.troopers[trooperIdOf(s1, pieces[0]!)]).toMatchObject({
      form,
      profile: { name: 'Mask Infiltrator' },
    });
    expect(logItems(s1.log)[0]!.text).toBe(
      `Player A placed ${form.startsWith('IMP') ? 'an' : 'a'} ${form} marker.`,
    );
  });
});

describe('when an Echo Operative deploys with its Holoechoes', () => {
  const s0 = open();
  const s1 = deploy(s0, 'A', 'holoprojector', 'Holoecho', 24, 6);
  const pieces = added(s0, s1);

  it('puts one model, a HOLOECHO-1 and a HOLOECHO-2 marker, facing the same way', () => {
    expect(pieces.map((p) => p.kind)).toStrictEqual(['model', 'HOLOECHO-1', 'HOLOECHO-2']);
    expect(pieces.map((p) => p.facing)).toStrictEqual([90, 90, 90]);
    expect(pieces[0]).toMatchObject({ x: 24, y: 6, shows: { name: 'Echo Operative' } });
    expect(pieces[1]).not.toHaveProperty('shows');
    expect(pieces[2]).not.toHaveProperty('shows');
  });

  it('places all three in Coherency, none overlapping another', () => {
    expect(coherencyFailures(pieces)).toStrictEqual([]);
    for (const p of pieces) {
      for (const q of pieces)
        if (p !== q) expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThanOrEqual(2 * R2 - 0.01);
    }
  });

  it('links the three pieces to one trooper, the model being the real one', () => {
    const tids = new Set(pieces.map((p) => trooperIdOf(s1, p)));
    expect(tids.size).toBe(1);
    const [tid] = [...tids];
    expect(s1.troopers[tid!]).toMatchObject({ form: 'Holoecho', profile: { id: 'holoprojector' } });
    expect(s1.secrets.A.realPieceOf[tid!]).toBe(pieces[0]!.id);
  });

  it('logs the three public pieces without the profile name', () => {
    expect(logItems(s1.log)[0]).toMatchObject({
      text: 'Player A placed a model (Echo Operative), a HOLOECHO-1 marker, a HOLOECHO-2 marker.',
      ownerText: 'Player A placed Echo Operative as Holoecho.',
    });
  });
});

describe('when a Lure Specialist deploys with its Decoys', () => {
  const s0 = open();
  const s1 = deploy(s0, 'B', 'decoy-user', 'Decoy', 24, 40);
  const pieces = added(s0, s1);

  it('puts the model and the DECOY-1 and DECOY-2 replicas (Decoy (2))', () => {
    expect(pieces.map((p) => p.kind)).toStrictEqual(['model', 'DECOY-1', 'DECOY-2']);
  });

  it('places each replica within 8" of the model', () => {
    const [model, ...replicas] = pieces;
    for (const r of replicas) expect(edgeDistance(model!, r)).toBeLessThanOrEqual(8);
  });

  it('makes the model the real one', () => {
    const tid = trooperIdOf(s1, pieces[0]!);
    expect(pieces.every((p) => trooperIdOf(s1, p) === tid)).toBe(true);
    expect(s1.secrets.B.realPieceOf[tid]).toBe(pieces[0]!.id);
    expect(s1.troopers[tid]!.form).toBe('Decoy');
  });
});

describe('when a profile lacks the skill for the form it is deployed in', () => {
  const s0 = deploy(open(), 'A', 'line-trooper', 'model', 10, 6);

  it.each([
    ['line-trooper', 'CAMO'],
    ['line-trooper', 'IMP-1'],
    ['camo-sniper', 'Holoecho'],
    ['impersonator', 'Decoy'],
    ['decoy-user', 'CAMO'],
  ] as const)('refuses %s as %s with FORM_NOT_ALLOWED', (profileId, form) => {
    rejected(s0, deployAction('A', profileId, form, 30, 6), 'FORM_NOT_ALLOWED');
  });
});

describe('when a deploy carries no profile (the engine has no roster to look the id up in)', () => {
  it('refuses it with INVALID_ACTION, naming the missing profile', () => {
    const s0 = deploy(open(), 'A', 'line-trooper', 'model', 10, 6);
    const noProfile = {
      type: 'deployTrooper',
      seat: 'A',
      profileId: 'line-trooper',
      form: 'model',
      at: { x: 30, y: 6 },
      facing: 90,
    } as const;
    const [v] = rejected(s0, noProfile, 'INVALID_ACTION');
    expect(v!.message).toBe("The trooper's profile is missing from the action.");
  });
});
