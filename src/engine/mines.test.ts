// Mines under CAMO markers (RULES.md §18.7, §10.1, decisions D67-D70): a Minelayer places its Mine when
// it deploys; the Mine stands as a CAMO marker made exactly as a trooper's, adds no Order, never acts,
// blocks an enemy's return to Camouflaged State, and is revealed by Discover as a Mine token. Two games
// that differ only in whether one CAMO marker is a Mine or a trooper look the same to the other seat.
import { describe, expect, it } from 'vitest';
import { deployRoster, endStep, ok, pieceAt, rejected, rosterId } from '../../tests/engineFixtures.ts';
import { ROSTER } from '../content/roster.ts';
import {
  baseRadiusInches,
  MINE_PROFILE,
  MINES_SPENT_KEY,
  SMALL_TEARDROP_LENGTH,
  TEMPLATES,
} from '../rules/index.ts';
import { apply, newGame, viewFor } from './index.ts';
import { countOrders } from './turns.ts';
import { afterReplacement } from './replace.ts';
import type { Action, GameState } from './types.ts';
import type { Viewer } from './view.ts';
import { RULES_EDITION } from './index.ts';

function game(a: string[], b: string[], seed = 11): GameState {
  const profile = (id: string) => structuredClone(ROSTER.find((p) => p.id === id)!);
  return newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: { A: a.map(profile), B: b.map(profile) },
        firstDeployer: 'A',
        rules: RULES_EDITION,
        firstTurn: 'B',
        pins: {},
      },
    },
    seed,
  );
}

const MINE_AT = { x: 26, y: 6 };

/** A deploys its Field Sapper at (20, 6) with a Mine at (26, 6); nothing else yet. */
function sapperWithMine(mine: { x: number; y: number } = MINE_AT): GameState {
  const s = game(['sapper', 'line-trooper'], ['line-trooper', 'line-trooper']);
  return ok(s, deployRoster('A', rosterId(s, 'A', 'Field Sapper'), 'model', 20, 6, { mine }));
}

describe('a Minelayer places its Mine as it deploys (RULES.md §18.7.5, D67, D68)', () => {
  it('the Mine stands as a CAMO marker: S2, Mimetism −3, 360°, and one use is spent', () => {
    const s = sapperWithMine();
    const id = pieceAt(s, 26, 6);
    expect(s.pieces[id]).toMatchObject({ kind: 'CAMO', s: 2, mimetism: -3, owner: 'A' });
    const sapper = s.troopers[rosterId(s, 'A', 'Field Sapper')]!;
    expect(sapper.spent?.[MINES_SPENT_KEY]).toBe(1);
    const own = viewFor(s, 'A').pieces.find((p) => p.id === id)!;
    expect(own.label).toBe('Mine (placed by Field Sapper) (CAMO marker)');
    expect(own.arc).toBe(360);
    expect(own.deployable).toEqual({ kind: 'mine', placedBy: sapper.id, triggerRange: 8 });
  });

  it('the Mine is no trooper: no roster entry, no Order', () => {
    let s = sapperWithMine();
    s = ok(s, endStep('A'));
    expect(viewFor(s, 'A').troopers.map((t) => t.name)).toEqual(['Field Sapper', 'Line Trooper']);
    expect(countOrders(s, 'A').regular).toBe(1);
  });

  it.each([
    ['outside its ZoC (8" from the base)', { x: 30, y: 6 }, 'MINE_OUT_OF_ZOC'],
    ['outside the Deployment Zone', { x: 20, y: 14 }, 'OUTSIDE_DEPLOYMENT_ZONE'],
    ['on its own base', { x: 20.5, y: 6 }, 'OVERLAPS_BASE'],
  ] as const)('a Mine %s is refused, the trooper with it', (_, mine, code) => {
    const s = game(['sapper', 'line-trooper'], ['line-trooper']);
    rejected(s, deployRoster('A', rosterId(s, 'A', 'Field Sapper'), 'model', 20, 6, { mine }), code);
  });

  it('just inside the ZoC is accepted: edge to edge 8"', () => {
    const s = game(['sapper', 'line-trooper'], ['line-trooper']);
    const x = 20 + 2 * baseRadiusInches(MINE_PROFILE.s) + 8;
    ok(s, deployRoster('A', rosterId(s, 'A', 'Field Sapper'), 'model', 20, 6, { mine: { x, y: 6 } }));
  });

  it('a trooper without Minelayer places no Mine (NO_DEPLOYABLE)', () => {
    const s = game(['line-trooper', 'line-trooper'], ['line-trooper']);
    rejected(
      s,
      deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 20, 6, { mine: MINE_AT }),
      'NO_DEPLOYABLE',
    );
  });

  it('taking the Minelayer back takes its Mine back and gives the use back', () => {
    let s = sapperWithMine();
    const sapper = rosterId(s, 'A', 'Field Sapper');
    s = ok(s, { type: 'withdrawTrooper', seat: 'A', trooperId: sapper });
    expect(Object.values(s.pieces)).toHaveLength(0);
    expect(Object.values(s.troopers).filter((t) => t.deployable)).toHaveLength(0);
    expect(s.troopers[sapper]?.spent?.[MINES_SPENT_KEY]).toBe(0);
  });

  it('the Mine itself is not moved while deploying; its Minelayer keeps it in its ZoC', () => {
    const s = sapperWithMine();
    const mine = pieceAt(s, 26, 6);
    rejected(
      s,
      { type: 'movePiece', seat: 'A', pieceId: mine, to: { x: 27, y: 6 }, limit: 'free' },
      'DEPLOYABLE_CANNOT_ACT',
    );
    const sapper = pieceAt(s, 20, 6);
    rejected(
      s,
      { type: 'movePiece', seat: 'A', pieceId: sapper, to: { x: 8, y: 6 }, limit: 'free' },
      'MINE_OUT_OF_ZOC',
    );
  });
});

/**
 * The two games of the paired test: A's Field Sapper at (20, 6) and a CAMO marker (−3) at (26, 6) that
 * is its Mine in one game and a Camo Sniper in the other. B plays first; its Line Trooper walks in the
 * marker's LoF, A passes with the marker, B's Camo Sniper tries to go back into Camouflaged State.
 */
function pairedGame(asMine: boolean): {
  views: Record<Viewer, unknown[]>;
  state: GameState;
  asked: GameState;
} {
  let s = game(asMine ? ['sapper', 'line-trooper'] : ['sapper', 'camo-sniper', 'line-trooper'], [
    'camo-sniper',
    'line-trooper',
  ]);
  const views: Record<Viewer, unknown[]> = { A: [], B: [], referee: [], public: [] };
  // A seat hears of a step only when its view changes (ARCHITECTURE.md §10), so repeats are dropped.
  const push = (list: unknown[], v: unknown) => {
    if (JSON.stringify(list.at(-1)) !== JSON.stringify(v)) list.push(v);
  };
  const step = (a: Action) => {
    s = ok(s, a);
    push(views.B, viewFor(s, 'B'));
    push(views.public, viewFor(s, 'public'));
  };
  const sapper = rosterId(s, 'A', 'Field Sapper');
  step(deployRoster('A', sapper, 'model', 20, 6, asMine ? { mine: MINE_AT } : {}));
  if (!asMine) step(deployRoster('A', rosterId(s, 'A', 'Camo Sniper'), 'CAMO', MINE_AT.x, MINE_AT.y));
  step(endStep('A'));
  step(deployRoster('B', rosterId(s, 'B', 'Camo Sniper'), 'model', 10, 44));
  step(endStep('B'));
  step(deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 40, 6));
  step(endStep('A'));
  step(deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 30, 44));
  step(endStep('B'));
  // B's turn: its Line Trooper walks 4" in the marker's LoF (far outside its trigger area).
  const walker = pieceAt(s, 30, 44);
  step({ type: 'activate', seat: 'B', pieceId: walker });
  step({ type: 'declare', seat: 'B', skill: 'move', to: { [walker]: { x: 30, y: 40 } } });
  const marker = pieceAt(s, MINE_AT.x, MINE_AT.y);
  const asked = s;
  step({ type: 'aro', seat: 'A', reactorId: marker, choice: 'pass' });
  for (const id of Object.keys(s.phase.kind === 'turn' ? (s.phase.order?.reactors ?? {}) : {})) {
    if (s.phase.kind === 'turn' && s.phase.order?.reactors[id]?.status === 'pending') {
      step({ type: 'aro', seat: 'A', reactorId: id, choice: 'pass' });
    }
  }
  return { views, state: s, asked };
}

describe('paired games: a Mine or a trooper under the CAMO marker (RULES.md §10.7, §18.7.1)', () => {
  const mine = pairedGame(true);
  const trooper = pairedGame(false);

  it('B and the audience see the very same views, ids included, step by step', () => {
    expect(mine.views.B).toEqual(trooper.views.B);
    expect(mine.views.public).toEqual(trooper.views.public);
    expect(mine.views.B.length).toBeGreaterThan(10);
  });

  it('B cannot go back into Camouflaged State in the marker LoF, with the same refusal', () => {
    const tryReenter = (s: GameState) => {
      const sniper = pieceAt(s, 10, 44);
      let t = s;
      if (t.phase.kind === 'turn' && t.phase.order) {
        t = ok(t, {
          type: 'declare',
          seat: 'B',
          skill: 'move',
          to: { [pieceAt(t, 30, 40)]: { x: 30, y: 38 } },
        });
        for (const [id, r] of Object.entries(
          t.phase.kind === 'turn' ? (t.phase.order?.reactors ?? {}) : {},
        )) {
          if (r.status === 'pending') t = ok(t, { type: 'aro', seat: 'A', reactorId: id, choice: 'pass' });
        }
      }
      t = ok(t, { type: 'activate', seat: 'B', pieceId: sniper });
      const r = apply(t, { type: 'declare', seat: 'B', skill: 'reenterCamouflage' });
      expect(r.ok).toBe(false);
      return { violations: r.ok ? [] : r.violations, view: viewFor(t, 'B') };
    };
    const a = tryReenter(mine.state);
    const b = tryReenter(trooper.state);
    expect(a.violations.map((v) => v.code)).toEqual(['REQUIREMENT_NOT_MET']);
    expect(a).toEqual(b);
  });
});

describe('a Mine never acts (RULES.md §18.7, D68)', () => {
  it('as a reactor it is asked like a trooper, and may only pass or delay', () => {
    const { asked, state } = pairedGame(true);
    const marker = pieceAt(asked, MINE_AT.x, MINE_AT.y);
    expect(asked.phase.kind === 'turn' && asked.phase.order?.reactors[marker]?.status).toBe('pending');
    rejected(
      asked,
      { type: 'aro', seat: 'A', reactorId: marker, choice: 'discover' },
      'DEPLOYABLE_CANNOT_ACT',
    );
    rejected(asked, { type: 'aro', seat: 'A', reactorId: marker, choice: 'dodge' }, 'DEPLOYABLE_CANNOT_ACT');
    expect(state.phase.kind === 'turn' && state.phase.order?.reactors[marker]?.status).toBe('passed');
  });

  it('activating the Mine is refused with DEPLOYABLE_CANNOT_ACT', () => {
    let s = game(['sapper', 'line-trooper'], ['line-trooper', 'line-trooper']);
    s = { ...s, setup: { ...s.setup, game: { ...s.setup.game!, firstTurn: 'A' } } };
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Field Sapper'), 'model', 20, 6, { mine: MINE_AT }));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 10, 44));
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 40, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 30, 44));
    s = ok(s, endStep('B'));
    expect(s.phase.kind === 'turn' && s.phase.active).toBe('A');
    rejected(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 26, 6) }, 'DEPLOYABLE_CANNOT_ACT');
  });
});

describe('Discover reveals a Mine token (RULES.md §18.7, W-MINES)', () => {
  it('a passed Discover replaces the CAMO marker with a MINE token, the same for both seats', () => {
    let s = pairedGame(true).state;
    s = { ...s, random: { ...s.random, dice: newGame(s.setup, { given: [1, 20, 20, 20] }).random.dice } };
    const marker = pieceAt(s, MINE_AT.x, MINE_AT.y);
    s = ok(s, { type: 'declare', seat: 'B', skill: 'discover', target: marker });
    while (s.phase.kind === 'turn' && s.phase.order?.stage === 'aro') {
      const pendingId = Object.entries(s.phase.order.reactors).find(([, r]) => r.status === 'pending')?.[0];
      s = pendingId
        ? ok(s, { type: 'aro', seat: 'A', reactorId: pendingId, choice: 'pass' })
        : ok(s, { type: 'endAros', seat: 'A' });
    }
    expect(s.pieces[marker]).toMatchObject({ kind: 'MINE', mimetism: -3, s: 2 });
    const seen = viewFor(s, 'B').pieces.find((p) => p.id === marker);
    expect(seen).toMatchObject({ kind: 'MINE', label: 'Mine token', arc: 360 });
    expect(viewFor(s, 'B').log.some((l) => l.text.includes('is revealed: a Mine'))).toBe(true);
  });
});

describe('the Small Teardrop is one constant (A27, D67)', () => {
  it('the trigger range is the table template length', () => {
    expect(SMALL_TEARDROP_LENGTH).toBe(TEMPLATES.smallTeardrop.length);
  });
});

describe('Holoechoes and Decoy replicas copy no deployables (seed rows 0.25, 1.23; RULES.md §10.4, §10.6)', () => {
  it('a Decoy user with Minelayer places one Mine, whichever of its pieces is real', () => {
    const lure = { ...structuredClone(ROSTER.find((p) => p.id === 'lure-stalker')!), id: 'lure-layer' };
    lure.skills.push({ skill: 'Minelayer' });
    const base = game(['line-trooper', 'line-trooper'], ['line-trooper']);
    const tid = rosterId(base, 'A', 'Line Trooper');
    const s0 = { ...base, troopers: { ...base.troopers, [tid]: { ...base.troopers[tid]!, profile: lure } } };
    const s = ok(
      s0,
      deployRoster('A', tid, 'CAMO', 20, 6, {
        extras: [{ x: 24, y: 6 }],
        extraCount: 1,
        real: 1,
        mine: { x: 20, y: 10 },
      }),
    );
    expect(Object.values(s.troopers).filter((t) => t.deployable)).toHaveLength(1);
    expect(Object.values(s.pieces).filter((p) => p.kind === 'CAMO')).toHaveLength(3);
  });

  it('a HoloMask showing the Field Sapper does not give the Echo Operative its Mines (NO_DEPLOYABLE)', () => {
    let s = game(['sapper', 'holoprojector', 'line-trooper'], ['line-trooper']);
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Field Sapper'), 'model', 4, 6));
    rejected(
      s,
      deployRoster('A', rosterId(s, 'A', 'Echo Operative'), 'Holoecho', 20, 6, {
        extras: [
          { x: 24, y: 6 },
          { x: 28, y: 6 },
        ],
        imitates: rosterId(s, 'A', 'Field Sapper'),
        decoysAsModels: true,
        mine: { x: 20, y: 10 },
      }),
      'NO_DEPLOYABLE',
    );
  });
});

describe('a replacement that cannot fit removes Equipment (seed row 3.11, RULES.md §12)', () => {
  it('a Mine token too big for the space is removed, where a trooper would be Immobilized-A', () => {
    let s = sapperWithMine();
    const id = pieceAt(s, 26, 6);
    // A token wider than the table fits nowhere, centre on centre or edge on edge.
    const big = { ...s.pieces[id]!, kind: 'MINE' as const, r: 30 };
    s = { ...s, pieces: { ...s.pieces, [id]: big } };
    const after = afterReplacement(s, big, 0.49, null);
    expect(after.state.pieces[id]).toBeUndefined();
    expect(after.lines[0]?.text).toMatch(/as Equipment it is removed from the table/);
    const trooperLike = afterReplacement(s, { ...big, kind: 'model' }, 0.49, null);
    expect(trooperLike.state.pieces[id]?.tokens).toContain('Immobilized-A');
  });
});

describe('a template that touches a Mine removes it, with no Saving Roll (RULES.md §18.7, D69)', () => {
  it("an Assault Trooper's Intuitive Attack lays its Chain Rifle's template on the marker: the Mine is removed", () => {
    let s = game(['sapper', 'line-trooper'], ['chain-trooper', 'line-trooper']);
    s = { ...s, setup: { ...s.setup, game: { ...s.setup.game!, firstTurn: 'B' } } };
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Field Sapper'), 'model', 20, 6, { mine: MINE_AT }));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Assault Trooper'), 'model', 26, 44));
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 44, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 44));
    s = ok(s, endStep('B'));
    // The Assault Trooper is put 6" from the Mine for the test; its WIP roll of 1 lays the template.
    const chain = pieceAt(s, 26, 44);
    s = { ...s, pieces: { ...s.pieces, [chain]: { ...s.pieces[chain]!, y: 12 } } };
    s = { ...s, random: { ...s.random, dice: newGame(s.setup, { given: [1, 20, 20, 20] }).random.dice } };
    const marker = pieceAt(s, MINE_AT.x, MINE_AT.y);
    s = ok(s, { type: 'activate', seat: 'B', pieceId: chain });
    s = ok(s, { type: 'declare', seat: 'B', skill: 'intuitiveAttack', target: marker });
    while (s.phase.kind === 'turn' && s.phase.order?.stage === 'aro') {
      const pendingId = Object.entries(s.phase.order.reactors).find(([, r]) => r.status === 'pending')?.[0];
      s = pendingId
        ? ok(s, { type: 'aro', seat: 'A', reactorId: pendingId, choice: 'pass' })
        : ok(s, { type: 'endAros', seat: 'A' });
    }
    expect(s.pieces[marker]).toBeUndefined();
    const lines = viewFor(s, 'B').log.map((l) => l.text);
    expect(lines.some((t) => t.includes('was a Mine: it is hit and removed from the table'))).toBe(true);
    expect(viewFor(s, 'B').log.some((l) => l.event?.kind === 'savingRolls')).toBe(false);
    // It was hit before it could go off: no Mine template, no Dodge against it.
    expect(lines.some((t) => t.includes('goes off'))).toBe(false);
    expect(Object.values(s.pieces).filter((p) => p.owner === 'A' && p.kind !== 'model')).toHaveLength(0);
  });
});
