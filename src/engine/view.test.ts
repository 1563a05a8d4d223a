import { describe, expect, it } from 'vitest';
import type { PieceKind, Seat } from '../rules/index.ts';
import {
  VIEW_LOG_LINES,
  logItems,
  newGame,
  viewFor,
  viewLogBefore,
  type GameState,
  type ViewLogLine,
  type ViewPiece,
  type Viewer,
} from './index.ts';
import { longGame } from '../../bench/longGame.ts';
import { defaultSetup } from '../content/index.ts';
import { deploy, ok } from '../../tests/engineFixtures.ts';

/**
 * The projection (ARCHITECTURE.md §5, STYLE.md habit 6): secrets are asserted absent from the
 * other seat's view and log, not merely not drawn.
 */

function idOf(state: GameState, seat: Seat, kind: PieceKind): string {
  const id = state.pieceOrder.find((i) => state.pieces[i]!.owner === seat && state.pieces[i]!.kind === kind);
  if (!id) throw new Error(`no ${kind} of ${seat}`);
  return id;
}

/**
 * A: a Line Trooper model, a Veil Stalker as CAMO, an Echo Operative with Holoechoes.
 * B: a Camo Sniper as CAMO, a Mask Infiltrator as IMP-1, an Echo Operative with Holoechoes.
 * Then B moves and turns its CAMO marker, and A moves its model.
 */
function game(): GameState {
  let s = newGame(defaultSetup('open'), 3);
  s = deploy(s, 'A', 'line-trooper', 'model', 10, 6);
  s = deploy(s, 'A', 'veil-stalker', 'CAMO', 20, 6);
  s = deploy(s, 'A', 'holoprojector', 'Holoecho', 34, 6);
  s = deploy(s, 'B', 'camo-sniper', 'CAMO', 10, 42);
  s = deploy(s, 'B', 'impersonator', 'IMP-1', 20, 42);
  s = deploy(s, 'B', 'holoprojector', 'Holoecho', 34, 42);
  s = ok(s, { type: 'movePiece', pieceId: idOf(s, 'B', 'CAMO'), to: { x: 10, y: 39 }, limit: 'mov' });
  s = ok(s, { type: 'rotatePiece', pieceId: idOf(s, 'B', 'CAMO'), facing: 200 });
  s = ok(s, { type: 'movePiece', pieceId: s.pieceOrder[0]!, to: { x: 10, y: 9 }, limit: 'mov' });
  return s;
}

function inView(pieces: ViewPiece[], id: string): ViewPiece {
  const p = pieces.find((v) => v.id === id);
  if (!p) throw new Error(`piece ${id} is not in the view`);
  return p;
}

function troopersOf(state: GameState, seat: Seat): string[] {
  return Object.values(state.troopers)
    .filter((t) => t.owner === seat)
    .map((t) => t.id);
}

describe('when the referee looks at the table', () => {
  const s = game();
  const view = viewFor(s, 'referee');

  it('sees every piece, in placement order, with its profile, label, trooper and realness', () => {
    expect(view.viewer).toBe('referee');
    expect(view.pieces.map((p) => p.id)).toStrictEqual(s.pieceOrder);
    for (const p of view.pieces) {
      const tid = s.secrets[p.owner].trooperOfPiece[p.id]!;
      expect(p.profile).toStrictEqual(s.troopers[tid]!.profile);
      expect(p.trooperId).toBe(tid);
      expect(p.real).toBe(s.secrets[p.owner].realPieceOf[tid] === p.id);
      expect(p.label.length).toBeGreaterThan(0);
    }
  });

  it("reads B's markers by their true names", () => {
    expect(inView(view.pieces, idOf(s, 'B', 'CAMO')).label).toBe('Camo Sniper (CAMO marker)');
    expect(inView(view.pieces, idOf(s, 'B', 'IMP-1')).label).toBe('Mask Infiltrator (IMP-1 marker)');
  });

  it("reads both seats' owner texts in the log", () => {
    expect(view.log.map((l) => l.text)).toContain('Player B placed Camo Sniper as CAMO.');
    expect(view.log.map((l) => l.text)).toContain('Player A placed Veil Stalker as CAMO.');
  });
});

describe('when seat A looks at its own pieces', () => {
  const s = game();
  const view = viewFor(s, 'A');
  const own = view.pieces.filter((p) => p.owner === 'A');

  it('sees each with its profile, trooper id and realness', () => {
    expect(own).toHaveLength(5);
    for (const p of own) {
      const tid = s.secrets.A.trooperOfPiece[p.id]!;
      expect(p.profile).toStrictEqual(s.troopers[tid]!.profile);
      expect(p.trooperId).toBe(tid);
      expect(typeof p.real).toBe('boolean');
    }
  });

  it('knows its CAMO marker is the Veil Stalker, and which Holoecho is real', () => {
    const camo = inView(own, idOf(s, 'A', 'CAMO'));
    expect(camo).toMatchObject({ label: 'Veil Stalker (CAMO marker)', mimetism: -6, real: true, arc: 360 });
    expect(inView(own, idOf(s, 'A', 'HOLOECHO-1')).real).toBe(false);
    expect(inView(own, idOf(s, 'A', 'HOLOECHO-2')).real).toBe(false);
    const holoTrooper = inView(own, idOf(s, 'A', 'HOLOECHO-1')).trooperId;
    const model = own.find((p) => p.kind === 'model' && p.trooperId === holoTrooper);
    expect(model?.real).toBe(true);
  });
});

describe("when seat A looks at B's CAMO marker", () => {
  const s = game();
  const camoId = idOf(s, 'B', 'CAMO');
  const camo = inView(viewFor(s, 'A').pieces, camoId);

  it('gets only the public keys', () => {
    expect(Object.keys(camo).sort()).toStrictEqual(
      ['id', 'owner', 'kind', 'x', 'y', 'facing', 's', 'r', 'arc', 'tokens', 'mimetism', 'label'].sort(),
    );
  });

  it('reads it as a CAMO marker with its Mimetism label, where it now stands', () => {
    expect(camo).toStrictEqual({
      id: camoId,
      owner: 'B',
      kind: 'CAMO',
      x: 10,
      y: 39,
      facing: 200,
      s: 2,
      r: s.pieces[camoId]!.r,
      arc: 360,
      tokens: [],
      mimetism: -3,
      label: 'CAMO marker',
    });
  });

  it("reads B's IMP-1 marker with the same keys minus the Mimetism label", () => {
    const imp = inView(viewFor(s, 'A').pieces, idOf(s, 'B', 'IMP-1'));
    expect(Object.keys(imp).sort()).toStrictEqual(
      ['id', 'owner', 'kind', 'x', 'y', 'facing', 's', 'r', 'arc', 'tokens', 'label'].sort(),
    );
    expect(imp.label).toBe('IMP-1 marker');
  });
});

describe("when seat A's whole view is scanned for B's secrets", () => {
  const s = game();
  const view = viewFor(s, 'A');
  const text = JSON.stringify(view);

  it("contains none of B's trooper ids", () => {
    const ids = troopersOf(s, 'B');
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(text).not.toContain(id);
  });

  it("contains neither the Camo Sniper nor the Mask Infiltrator, B's marker troopers", () => {
    expect(text).not.toContain('Camo Sniper');
    expect(text).not.toContain('Mask Infiltrator');
    expect(text).not.toContain('camo-sniper');
    expect(text).not.toContain('impersonator');
  });

  it("gives no B piece a 'real' or 'trooperId' key", () => {
    const theirs = view.pieces.filter((p) => p.owner === 'B');
    expect(theirs).toHaveLength(5);
    for (const p of theirs) {
      expect(p).not.toHaveProperty('real');
      expect(p).not.toHaveProperty('trooperId');
    }
  });

  it("shows A the public text of B's deploys and moves, and the owner text of its own", () => {
    const lines = view.log.map((l) => l.text);
    expect(lines).toStrictEqual([
      'Player A placed Line Trooper as a model.',
      'Player A placed Veil Stalker as CAMO.',
      'Player A placed Echo Operative as Holoecho.',
      'Player B placed a CAMO marker.',
      'Player B placed an IMP-1 marker.',
      'Player B placed a model (Echo Operative), a HOLOECHO-1 marker, a HOLOECHO-2 marker.',
      'Player B moved a CAMO marker 3.0" to (10.0, 39.0).',
      'Player B turned a CAMO marker to face 200° (left).',
      'Player A moved Line Trooper 3.0" to (10.0, 9.0).',
    ]);
    expect(view.log.map((l) => l.seq)).toStrictEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const l of view.log) expect(Object.keys(l).sort()).toStrictEqual(['seq', 'text']);
  });

  it("hides A's Veil Stalker from B the same way", () => {
    const bText = JSON.stringify(viewFor(s, 'B'));
    expect(bText).not.toContain('Veil Stalker');
    for (const id of troopersOf(s, 'A')) expect(bText).not.toContain(id);
    expect(bText).toContain('Player A placed a CAMO marker.');
  });
});

describe("when seat A looks at B's Holoecho group", () => {
  const s = game();
  const view = viewFor(s, 'A');
  const h1 = inView(view.pieces, idOf(s, 'B', 'HOLOECHO-1'));
  const h2 = inView(view.pieces, idOf(s, 'B', 'HOLOECHO-2'));
  const bHoloTrooper = s.secrets.B.trooperOfPiece[h1.id]!;
  const modelId = s.secrets.B.realPieceOf[bHoloTrooper]!;

  it('reads the model by the profile it shows (public)', () => {
    const model = inView(view.pieces, modelId);
    expect(model.kind).toBe('model');
    expect(model.label).toBe('Echo Operative');
    expect(model.profile?.name).toBe('Echo Operative');
    expect(model).not.toHaveProperty('real');
    expect(model).not.toHaveProperty('trooperId');
  });

  it('does not learn from the shown profile that Holoecho or HoloMask is in play (RULES.md §10.7)', () => {
    const model = inView(view.pieces, modelId);
    expect(model.profile?.skills.map((x) => x.skill)).toStrictEqual([]);
    expect(JSON.stringify(view.pieces.filter((p) => p.owner === 'B'))).not.toMatch(/"Holoecho"|HoloMask/);
  });

  it('reads the HOLOECHO markers with no profile and no realness', () => {
    for (const [h, kind] of [
      [h1, 'HOLOECHO-1'],
      [h2, 'HOLOECHO-2'],
    ] as const) {
      expect(h.kind).toBe(kind);
      expect(h.label).toBe(`${kind} marker`);
      expect(h.arc).toBe(180);
      expect(h).not.toHaveProperty('profile');
      expect(h).not.toHaveProperty('real');
      expect(h).not.toHaveProperty('trooperId');
    }
  });
});

describe('when a view is taken', () => {
  it('does not change the state, and changing the view does not reach the state', () => {
    const s = game();
    const before = structuredClone(s);
    const view = viewFor(s, 'A');
    const mine = view.pieces.find((p) => p.owner === 'A' && p.profile)!;
    // The parts views share (profiles, scenery, log lines: engine/viewShared.ts) are read-only.
    expect(() => {
      mine.profile!.name = 'Changed';
    }).toThrow(TypeError);
    expect(() => view.scenery.push({ id: 'x', name: 'x', height: 'tall', polygon: [] })).toThrow(TypeError);
    expect(() => view.log.at(-1) && Object.assign(view.log.at(-1)!, { text: 'x' })).toThrow(TypeError);
    mine.tokens.push('Prone');
    view.table.width = 1;
    expect(s).toStrictEqual(before);
  });

  it('shares what stays from one step to the next: the same profile, scenery and log line objects', () => {
    const s = game();
    const one = viewFor(s, 'A');
    const two = viewFor(s, 'A');
    expect(two.scenery).toBe(one.scenery);
    expect(two.troopers[0]!.profile).toBe(one.troopers[0]!.profile);
    expect(two.log.at(-1)).toBe(one.log.at(-1));
    // Each viewer's own words: another viewer's line is another object where the words differ.
    expect(viewFor(s, 'B').troopers[0]!.profile).not.toBe(one.troopers[0]!.profile);
  });
});

describe('a view carries the newest lines of the log; older ones come a page at a time', () => {
  // The whole log as each viewer may read it, numbered from 1: what a view carried before it was cut.
  const fullLog = (state: GameState, viewer: Viewer) => {
    const knows = (seat: Seat) => viewer === 'referee' || viewer === seat;
    return logItems(state.log)
      .filter((e) => e.only === undefined || knows(e.only))
      .map((e, i) => ({
        seq: i + 1,
        text: e.seat !== undefined && knows(e.seat) ? (e.ownerText ?? e.text) : e.text,
        ...(e.event ? { event: e.event } : {}),
        ...(e.rules ? { rules: e.rules } : {}),
      }));
  };
  const long = longGame(700).state;

  it.each(['A', 'B', 'public', 'referee'] as const)(
    'for %s: the newest lines, and every older page',
    (viewer) => {
      const full = fullLog(long, viewer);
      expect(full.length).toBeGreaterThan(VIEW_LOG_LINES);
      const view = viewFor(long, viewer);
      expect(view.log).toEqual(full.slice(-VIEW_LOG_LINES));
      let before = view.log[0]!.seq;
      const pages: ViewLogLine[][] = [];
      while (before > 1) {
        const page = viewLogBefore(long, viewer, before, 64);
        expect(page.length).toBeGreaterThan(0);
        pages.unshift(page);
        before = page[0]!.seq;
      }
      expect([...pages.flat(), ...view.log]).toEqual(full);
      expect(viewLogBefore(long, viewer, 1, 64)).toEqual([]);
    },
  );
});
