// The walkthrough's step logic (issue: a first game in 60 seconds): which step is current and what it
// asks for, from the facts of the game; then the same over the walkthrough's own Order played on the
// engine, as the table would show it to each seat in turn.
import { describe, expect, it } from 'vitest';
import { apply, viewFor, type GameState } from '../../engine/index.ts';
import { FIRST_ORDER, WALK_DONE, WALK_STEPS, WALK_STEP_IDS } from '../../content/walkthrough.ts';
import { scenarioStart, scriptAction } from '../../content/scenarios.ts';
import { STEP_COUNT, backMove, stepsDone, walkFacts, walkPosition, type WalkFacts } from './walkSteps.ts';

const START: WalkFacts = {
  order: null,
  ended: false,
  awaited: 'A',
  atScreen: 'A',
  selected: null,
  drafted: false,
  cardSeen: false,
};
const at = (f: Partial<WalkFacts>): WalkFacts => ({ ...START, ...f });
const first = { stage: 'first', skills: 0 } as const;
const aros = { stage: 'aro', skills: 1 } as const;
const second = { stage: 'second', skills: 1 } as const;

describe('walkPosition: the current step and what it asks for', () => {
  it.each([
    ['nothing done: select your trooper', at({}), 'activate', 'select', null],
    ['own trooper selected: activate it', at({ selected: 'own' }), 'activate', 'act', null],
    ['an enemy selected is not yours to activate', at({ selected: 'enemy' }), 'activate', 'select', null],
    ['activated: move it', at({ order: first }), 'move', 'act', null],
    ['dragged: declare the Move', at({ order: first, drafted: true }), 'declare', 'act', null],
    [
      'declared, the curtain up: hand over to B',
      at({ order: aros, awaited: 'B', atScreen: null }),
      'handover',
      'pass',
      'B',
    ],
    ['declared, A still looking: hand over to B', at({ order: aros, awaited: 'B' }), 'handover', 'pass', 'B'],
    ['B at the screen: declare an ARO', at({ order: aros, awaited: 'B', atScreen: 'B' }), 'aro', 'act', null],
    ['ARO declared, the curtain up: back to A', at({ order: second, atScreen: null }), 'second', 'pass', 'A'],
    ['A back: select the target', at({ order: second }), 'second', 'select', null],
    ['target selected: declare the attack', at({ order: second, selected: 'enemy' }), 'second', 'act', null],
    [
      'second skill declared, a Dodge to make: wait for it',
      at({ order: { stage: 'dodge', skills: 2 }, awaited: 'B', atScreen: null }),
      'result',
      'pass',
      'B',
    ],
    [
      'the Order resolving at the screen',
      at({ order: { stage: 'dodge', skills: 2 } }),
      'result',
      'pending',
      null,
    ],
    ['the Order ended: read the card', at({ ended: true }), 'result', 'act', null],
    [
      'ended, the curtain up: the awaited seat looks',
      at({ ended: true, atScreen: null }),
      'result',
      'pass',
      'A',
    ],
    [
      'ended, B looking (an Alert): B reads it',
      at({ ended: true, awaited: 'B', atScreen: 'B' }),
      'result',
      'act',
      null,
    ],
    ['the card read: done', at({ ended: true, cardSeen: true }), null, 'done', null],
  ] as const)('%s', (_what, facts, step, cue, passTo) => {
    const p = walkPosition(facts);
    expect(p.step).toBe(step);
    expect(p.cue).toBe(cue);
    expect(p.passTo).toBe(passTo);
    expect(p.index).toBe(step === null ? STEP_COUNT : WALK_STEP_IDS.indexOf(step));
  });

  it('a first skill declared without a move (an attack at once) goes on to the hand-over', () => {
    expect(walkPosition(at({ order: aros, awaited: 'B', atScreen: null })).step).toBe('handover');
  });

  it('steps are done in order: each fact moves the count on by one, never back', () => {
    const path = [
      at({}),
      at({ order: first }),
      at({ order: first, drafted: true }),
      at({ order: aros, awaited: 'B', atScreen: null }),
      at({ order: aros, awaited: 'B', atScreen: 'B' }),
      at({ order: second }),
      at({ ended: true }),
      at({ ended: true, cardSeen: true }),
    ];
    expect(path.map(stepsDone)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('backMove: Back takes back only what the other seat has not seen', () => {
  it.each([
    ['nothing done yet', at({}), null],
    ['activated: take back the activation', at({ order: first }), 'undoActivation'],
    ['dragged: drop the destination', at({ order: first, drafted: true }), 'clearDraft'],
    ['declared: the screen changes hands', at({ order: aros, awaited: 'B', atScreen: null }), null],
    ['B at the screen', at({ order: aros, awaited: 'B', atScreen: 'B' }), null],
    ['the second skill', at({ order: second }), null],
  ] as const)('%s', (_what, facts, back) => {
    expect(backMove(facts)).toBe(back);
  });
});

/** The walkthrough's table after its prelude and the first `steps` scripted steps. */
function playedTo(steps: number): GameState {
  const start = scenarioStart(FIRST_ORDER, '5a'.repeat(32));
  if (!start.ok) throw new Error(start.problem);
  let state = start.state;
  for (const step of FIRST_ORDER.script.slice(0, steps)) {
    const action = scriptAction(state, step);
    if (!('type' in action)) throw new Error(action.message);
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join(' '));
    state = r.state;
  }
  return state;
}

/** A session as the table would have it: who looks (null: the curtain), what is selected or dragged. */
function facts(
  state: GameState,
  looking: 'A' | 'B' | null,
  o: { select?: 'A' | 'B'; drafted?: boolean; cardSeen?: boolean } = {},
): WalkFacts {
  const pub = viewFor(state, 'public');
  const selectedId = o.select ? (pub.pieces.find((p) => p.owner === o.select)?.id ?? null) : null;
  return walkFacts(
    pub,
    {
      viewer: looking ?? 'A',
      curtainUp: looking === null,
      selectedId,
      orderDraft: o.drafted ? { moved: { x: 12, y: 6.5 } } : {},
    },
    o.cardSeen ?? false,
  );
}

describe('the walkthrough’s own Order, played on the engine', () => {
  const where = (f: WalkFacts) => {
    const p = walkPosition(f);
    // Each step's text names the player who acts in it: the one asked to look, or looking.
    const step = WALK_STEPS[p.index];
    if (step) expect(step.seat, step.id).toBe(p.passTo ?? f.atScreen);
    return `${p.step ?? 'done'}:${p.cue}${p.passTo ? `→${p.passTo}` : ''}`;
  };

  it('starts with Player A to act, one trooper each on the table', () => {
    const s = playedTo(0);
    const pub = viewFor(s, 'public');
    expect(pub.phase.acting).toBe('A');
    expect(pub.pieces.map((p) => p.owner).sort()).toEqual(['A', 'B']);
    expect(viewFor(s, 'A').phase.ordersLeft).toBe(1);
  });

  it('walks through every step as each seat plays its part', () => {
    expect(where(facts(playedTo(0), 'A'))).toBe('activate:select');
    expect(where(facts(playedTo(0), 'A', { select: 'A' }))).toBe('activate:act');
    expect(where(facts(playedTo(1), 'A'))).toBe('move:act');
    expect(where(facts(playedTo(1), 'A', { drafted: true }))).toBe('declare:act');
    expect(where(facts(playedTo(2), null))).toBe('handover:pass→B');
    expect(where(facts(playedTo(2), 'B'))).toBe('aro:act');
    expect(where(facts(playedTo(3), null))).toBe('second:pass→A');
    expect(where(facts(playedTo(3), 'A'))).toBe('second:select');
    expect(where(facts(playedTo(3), 'A', { select: 'B' }))).toBe('second:act');
    expect(where(facts(playedTo(4), 'A'))).toBe('result:act');
    expect(where(facts(playedTo(4), 'A', { cardSeen: true }))).toBe('done:done');
  });

  it('under the curtain, nothing of the last seat’s screen counts: only the public facts', () => {
    const s = playedTo(2);
    const covered = facts(s, null, { select: 'A', drafted: true, cardSeen: true });
    expect(covered).toEqual(facts(s, null));
    expect(covered).toEqual({
      order: { stage: 'aro', skills: 1 },
      ended: false,
      awaited: 'B',
      atScreen: null,
      selected: null,
      drafted: false,
      cardSeen: false,
    });
  });

  it('ends the Order with its result in the log: the Face to Face and what it did', () => {
    const log = viewFor(playedTo(4), 'public').log.map((l) => l.text);
    // The walkthrough's seed: the Scout wins the Face to Face, as its table's description says.
    expect(log.find((t) => t.startsWith('Face to Face:'))).toContain('the Scout of Player A scores');
    expect(log.at(-1)).toBe('The Order of Player A is complete.');
  });
});

describe('the walkthrough’s texts', () => {
  it('has one step for each id, in order, each with what to do and why', () => {
    expect(WALK_STEPS.map((s) => s.id)).toEqual([...WALK_STEP_IDS]);
    for (const s of WALK_STEPS) {
      expect(s.todo.length, s.id).toBeGreaterThan(10);
      expect(s.why.length, s.id).toBeGreaterThan(20);
    }
    // The steps that need a piece selected say which.
    expect(WALK_STEPS.filter((s) => s.select).map((s) => s.id)).toEqual(['activate', 'second']);
  });

  it('points to its rules by id, never by a section in the text', () => {
    for (const text of [...WALK_STEPS.flatMap((s) => [s.todo, s.why, s.select ?? '']), WALK_DONE.text]) {
      expect(text).not.toMatch(/RULES\.md|§/);
    }
    expect(WALK_STEPS.filter((s) => s.rules?.length).map((s) => s.id)).toEqual([
      'activate',
      'move',
      'declare',
      'aro',
      'second',
      'result',
    ]);
    expect(WALK_DONE.rules).toEqual(['orders.sequence']);
  });
});
