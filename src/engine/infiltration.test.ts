// Infiltration at deployment (RULES.md §18.11.4; decisions D94–D96; seed 001 row 1.15, the Infiltration
// half): free in the own half, a PH−3 roll in the enemy half, a failure deploys the trooper as its own
// Model at its own table edge, and the other seat learns nothing of a marker but the die and the result.
import { describe, expect, it } from 'vitest';
import { ruledText, type Profile, type Scenery, type Seat } from '../rules/index.ts';
import { ROSTER } from '../content/index.ts';
import { logItems } from './logList.ts';
import { newGame, RULES_EDITION, viewFor, type GameState } from './index.ts';
import { R2, deployRoster, endStep, ok, rejected, rosterId } from '../../tests/engineFixtures.ts';

/** A roster profile by id; with Infiltration added when `infiltrates`. */
function profileOf(id: string, infiltrates: boolean): Profile {
  const p = ROSTER.find((r) => r.id === id);
  if (!p) throw new Error(`no profile ${id}`);
  const copy = structuredClone(p);
  return infiltrates ? { ...copy, skills: [...copy.skills, { skill: 'Infiltration' }] } : copy;
}

/**
 * A hot-seat game on a 48" × 48" table (zones 12" deep, the centre line at y = 24; A deploys first at
 * the small-y edge). Every profile of A has Infiltration unless told; the dice are given.
 */
function game(
  a: string[],
  dice: number[],
  b: string[] = ['line-trooper'],
  infiltrates = true,
  scenery: Scenery[] = [],
): GameState {
  return newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery,
      game: {
        rosters: { A: a.map((id) => profileOf(id, infiltrates)), B: b.map((id) => profileOf(id, false)) },
        firstDeployer: 'A' as Seat,
        rules: RULES_EDITION,
        pins: {},
      },
    },
    { given: dice },
  );
}

const lastLine = (s: GameState) => logItems(s.log).at(-1);

/** A tall wall along Player A's table edge: no room there for a model. */
const EDGE_WALL: Scenery = {
  id: 'wall',
  name: 'Wall along the edge',
  height: 'tall',
  polygon: [
    { x: 0, y: 0 },
    { x: 48, y: 0 },
    { x: 48, y: 1.5 },
    { x: 0, y: 1.5 },
  ],
};

describe('where an Infiltration trooper deploys (RULES.md §18.11.4)', () => {
  it('deploys in its own half outside its zone with no roll', () => {
    const s = game(['camo-sniper', 'line-trooper'], []);
    const s1 = ok(s, deployRoster('A', rosterId(s, 'A', 'Camo Sniper'), 'CAMO', 20, 20));
    expect(s1.pieces[s1.pieceOrder[0]!]).toMatchObject({ kind: 'CAMO', x: 20, y: 20 });
    expect(lastLine(s1)?.dice).toBeUndefined();
    expect(s1.troopers[rosterId(s, 'A', 'Camo Sniper')]?.rolled).toBeUndefined();
  });

  it('never deploys inside the enemy Deployment Zone, roll or not', () => {
    const s = game(['camo-sniper', 'line-trooper'], [1]);
    rejected(
      s,
      deployRoster('A', rosterId(s, 'A', 'Camo Sniper'), 'CAMO', 20, 36 + R2 - 0.1),
      'OUTSIDE_DEPLOYMENT_ZONE',
    );
  });

  it('keeps a trooper without the skill in its own zone', () => {
    const s = game(['camo-sniper', 'line-trooper'], [], ['line-trooper'], false);
    rejected(
      s,
      deployRoster('A', rosterId(s, 'A', 'Camo Sniper'), 'CAMO', 20, 20),
      'OUTSIDE_DEPLOYMENT_ZONE',
    );
  });
});

describe('the PH−3 roll in the enemy half (RULES.md §18.11.4, decision D94)', () => {
  it('a pass keeps the CAMO marker where it was placed; the other seat reads only the die and the result', () => {
    const s = game(['camo-sniper', 'line-trooper'], [7]);
    const t = rosterId(s, 'A', 'Camo Sniper');
    const s1 = ok(s, deployRoster('A', t, 'CAMO', 20, 30));
    expect(s1.pieces[s1.pieceOrder[0]!]).toMatchObject({ kind: 'CAMO', x: 20, y: 30 });
    const e = lastLine(s1)!;
    expect(e.dice).toEqual([7]);
    expect(e.only).toBe('A');
    expect(e.text).toContain('PH−3 roll 7 against 7, passed');
    expect(e.rules).toEqual(['infiltration']);
    expect(s1.troopers[t]).toMatchObject({ form: 'CAMO', rolled: true });
    // Rolled: the placement is final (no taking back to roll again).
    rejected(s1, { type: 'withdrawTrooper', seat: 'A', trooperId: t }, 'DICE_ROLLED');
    expect(viewFor(s1, 'B').log.map(ruledText).join('\n')).not.toContain('PH');
    const ended = ok(s1, endStep('A'));
    const told = ruledText(viewFor(ended, 'B').log.at(-1) ?? { text: '' });
    expect(told).toContain(
      "A trooper infiltrating Player B's half of the table rolled PH 7: passed (Infiltration).",
    );
    expect(told).not.toContain('Camo Sniper');
    expect(told).not.toContain('against');
  });

  it('a failed CAMO marker is revealed: its model deploys at its own table edge, nearest where it was placed (D95)', () => {
    const s = game(['camo-sniper', 'line-trooper'], [8]);
    const t = rosterId(s, 'A', 'Camo Sniper');
    const s1 = ok(s, deployRoster('A', t, 'CAMO', 20, 30));
    expect(s1.pieceOrder).toHaveLength(1);
    const piece = s1.pieces[s1.pieceOrder[0]!]!;
    expect(piece).toMatchObject({ kind: 'model', x: 20, y: R2 });
    expect(piece.shows?.name).toBe('Camo Sniper');
    expect(piece.mimetism).toBeUndefined();
    expect(s1.troopers[t]).toMatchObject({ form: 'model', rolled: true });
    expect(lastLine(s1)?.dice).toEqual([8]);
    expect(lastLine(s1)?.text).toContain(
      'failed. It is revealed and deploys as a model at its own table edge (20.0, 0.5)',
    );
    const ended = ok(s1, endStep('A'));
    expect(ruledText(viewFor(ended, 'B').log.at(-1) ?? { text: '' })).toContain(
      "A trooper infiltrating Player B's half of the table rolled PH 8: failed, so it deployed as a model at Player A's table edge (Infiltration).",
    );
  });

  it('a failed Decoy user loses its replicas and stands as its one model', () => {
    const s = game(['decoy-user', 'line-trooper'], [20]);
    const t = rosterId(s, 'A', 'Lure Specialist');
    const s1 = ok(s, deployRoster('A', t, 'Decoy', 20, 30));
    expect(s1.pieceOrder.map((id) => s1.pieces[id]?.kind)).toEqual(['model']);
    expect(s1.pieces[s1.pieceOrder[0]!]).toMatchObject({ x: 20, y: R2 });
    expect(s1.troopers[t]?.form).toBe('model');
    expect(lastLine(s1)?.text).toContain('its Decoy replicas are removed');
  });

  it('a failed Holoecho trooper: all its pieces give way to its one model (D95)', () => {
    const s = game(['holoprojector', 'line-trooper'], [20]);
    const t = rosterId(s, 'A', 'Echo Operative');
    const s1 = ok(s, deployRoster('A', t, 'Holoecho', 20, 30, { real: 2 }));
    expect(s1.pieceOrder.map((id) => s1.pieces[id]?.kind)).toEqual(['model']);
    expect(s1.pieces[s1.pieceOrder[0]!]?.y).toBe(R2);
    expect(s1.secrets.A.realPieceOf[t]).toBe(s1.pieceOrder[0]);
    expect(lastLine(s1)?.text).toContain('its Holoechoes are removed');
  });

  it('with no room at its own table edge the placement is refused whatever the die (the die is not kept)', () => {
    for (const die of [1, 20]) {
      const s = game(['camo-sniper', 'line-trooper'], [die], ['line-trooper'], true, [EDGE_WALL]);
      const [v] = rejected(
        s,
        deployRoster('A', rosterId(s, 'A', 'Camo Sniper'), 'CAMO', 20, 30),
        'NO_ROOM_FOR_GROUP',
      );
      expect(v?.message).not.toMatch(/\b(1|20)\b/);
    }
  });

  it('likewise for an IMP marker placed in the enemy Deployment Zone (RULES.md §10.3, D15): refused whatever the die, the die not named', () => {
    for (const die of [1, 20]) {
      const s = game(['impersonator', 'line-trooper'], [die], ['line-trooper'], false, [EDGE_WALL]);
      const t = s.setup.game!.rosters.A[0]!;
      const [v] = rejected(
        s,
        deployRoster('A', rosterId(s, 'A', t.name), 'IMP-1', 20, 40),
        'NO_ROOM_FOR_GROUP',
      );
      expect(v?.message).not.toMatch(/\b(1|20)\b/);
      expect(v?.message).toMatch(/no room/);
    }
  });

  it('a failed Minelayer loses its Mine (RULES.md §18.7.5)', () => {
    const s = game(['sapper', 'line-trooper'], [20]);
    const t = rosterId(s, 'A', 'Field Sapper');
    const s1 = ok(s, deployRoster('A', t, 'model', 20, 30, { mine: { x: 22, y: 30 } }));
    expect(s1.pieceOrder.map((id) => s1.pieces[id]?.kind)).toEqual(['model']);
    expect(s1.troopers[t]?.spent).toBeDefined();
    expect(
      logItems(s1.log)
        .map((e) => e.text)
        .join('\n'),
    ).toContain('its Mine is lost');
  });

  it('a Minelayer in its own half rolls for a Mine it sets in the enemy half: the Mine goes with it', () => {
    const s = game(['sapper', 'line-trooper'], [1]);
    const t = rosterId(s, 'A', 'Field Sapper');
    const s1 = ok(s, deployRoster('A', t, 'model', 20, 22, { mine: { x: 20, y: 27 } }));
    expect(s1.pieceOrder.map((id) => s1.pieces[id]?.kind)).toEqual(['model', 'CAMO']);
    expect(s1.troopers[t]?.rolled).toBe(true);
    expect(logItems(s1.log).some((e) => e.dice?.[0] === 1 && e.rules?.includes('infiltration'))).toBe(true);
  });

  it('a Mine spot out of reach is refused whatever the die would show (no die is rolled for it)', () => {
    for (const die of [1, 20]) {
      const s = game(['sapper', 'line-trooper'], [die]);
      rejected(
        s,
        deployRoster('A', rosterId(s, 'A', 'Field Sapper'), 'model', 20, 30, { mine: { x: 20, y: 20 } }),
        'MINE_OUT_OF_ZOC',
      );
    }
  });

  it('a passed Minelayer keeps its Mine beside it in the enemy half', () => {
    const s = game(['sapper', 'line-trooper'], [1]);
    const t = rosterId(s, 'A', 'Field Sapper');
    const s1 = ok(s, deployRoster('A', t, 'model', 20, 30, { mine: { x: 22, y: 30 } }));
    expect(s1.pieceOrder.map((id) => s1.pieces[id]?.kind)).toEqual(['model', 'CAMO']);
  });
});

describe('what Infiltration refuses (decision D96)', () => {
  it('a Hidden Deployment position written in the enemy half: it is never placed, so it cannot roll', () => {
    const s = game(['holo-lurker', 'line-trooper'], []);
    rejected(
      s,
      deployRoster('A', rosterId(s, 'A', 'Echo Lurker'), 'model', 20, 30, { hidden: true }),
      'OUTSIDE_DEPLOYMENT_ZONE',
    );
    ok(s, deployRoster('A', rosterId(s, 'A', 'Echo Lurker'), 'model', 20, 20, { hidden: true }));
  });

  it('moving a piece placed without a roll into the enemy half', () => {
    const s = game(['camo-sniper', 'line-trooper'], []);
    const s1 = ok(s, deployRoster('A', rosterId(s, 'A', 'Camo Sniper'), 'CAMO', 20, 20));
    rejected(
      s1,
      { type: 'movePiece', seat: 'A', pieceId: s1.pieceOrder[0]!, to: { x: 20, y: 30 }, limit: 'free' },
      'OUTSIDE_DEPLOYMENT_ZONE',
    );
    ok(s1, { type: 'movePiece', seat: 'A', pieceId: s1.pieceOrder[0]!, to: { x: 20, y: 22 }, limit: 'free' });
  });
});

describe('the other seat learns nothing of an infiltrating marker but the roll (hidden information)', () => {
  /** Two games differing only in which trooper is under the CAMO marker that infiltrates and passes. */
  function infiltrated(under: 'Camo Sniper' | 'Frenzied Raider'): GameState {
    const s = game(['camo-sniper', 'frenzy-raider', 'line-trooper'], [2]);
    let g = ok(s, deployRoster('A', rosterId(s, 'A', under), 'CAMO', 20, 30));
    g = ok(g, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 10, 6));
    return ok(g, endStep('A'));
  }

  it('gives B identical views whatever the marker hides (PH 10 or PH 12)', () => {
    const sniper = infiltrated('Camo Sniper');
    const raider = infiltrated('Frenzied Raider');
    expect(logItems(sniper.log).some((e) => e.text.includes('against 7'))).toBe(true);
    expect(logItems(raider.log).some((e) => e.text.includes('against 9'))).toBe(true);
    expect(viewFor(sniper, 'B')).toEqual(viewFor(raider, 'B'));
    expect(viewFor(sniper, 'public')).toEqual(viewFor(raider, 'public'));
  });
});
