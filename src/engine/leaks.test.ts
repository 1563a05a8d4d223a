// Hidden information (ARCHITECTURE.md §5, RULES.md §10.7): property-based leak tests. For random rosters
// and random deployments and moves, a deep scan of one seat's view and log finds none of the other
// seat's secrets. Extended as new states arrive (HoloMask, Hidden Deployment, Orders).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allowedForms, otherSeat, type DeploymentForm, type Seat } from '../rules/index.ts';
import { ROSTER, apply, defaultSetup, newGame, viewFor, type Action, type GameState } from './index.ts';

const arbDeploy = fc.record({
  seat: fc.constantFrom<Seat>('A', 'B'),
  profile: fc.integer({ min: 0, max: ROSTER.length - 1 }),
  form: fc.integer({ min: 0, max: 5 }),
  x: fc.double({ min: 1, max: 47, noNaN: true }),
  y: fc.double({ min: 1, max: 47, noNaN: true }),
  facing: fc.integer({ min: 0, max: 359 }),
});
const arbMove = fc.record({
  nth: fc.nat(),
  dx: fc.double({ min: -6, max: 6, noNaN: true }),
  dy: fc.double({ min: -6, max: 6, noNaN: true }),
});
const arbStep = fc.oneof({ arbitrary: arbDeploy, weight: 3 }, { arbitrary: arbMove, weight: 2 });

type Step = typeof arbStep extends fc.Arbitrary<infer T> ? T : never;

function play(steps: Step[]): GameState {
  let s = newGame(defaultSetup('club'), 9);
  for (const step of steps) {
    let action: Action;
    if ('seat' in step) {
      const profile = ROSTER[step.profile]!;
      const forms = allowedForms(profile);
      const form: DeploymentForm = forms[step.form % forms.length]!;
      action = {
        type: 'deployTrooper',
        seat: step.seat,
        profileId: profile.id,
        form,
        at: { x: step.x, y: step.y },
        facing: step.facing,
      };
    } else {
      const id = s.pieceOrder[step.nth % Math.max(1, s.pieceOrder.length)];
      if (!id) continue;
      const p = s.pieces[id]!;
      action = { type: 'movePiece', pieceId: id, to: { x: p.x + step.dx, y: p.y + step.dy }, limit: 'free' };
    }
    const r = apply(s, action);
    if (r.ok) s = r.state;
  }
  return s;
}

/** The secrets of `seat` that the other seat may not learn while its pieces are unrevealed markers. */
function secretsOf(s: GameState, seat: Seat): { trooperIds: string[]; markerNames: string[] } {
  const links = s.secrets[seat].trooperOfPiece;
  const markerTroopers = new Set(
    Object.entries(links)
      .filter(([pid]) => s.pieces[pid]?.kind !== 'model')
      .map(([, tid]) => tid),
  );
  const modelTroopers = new Set(
    Object.entries(links)
      .filter(([pid]) => s.pieces[pid]?.kind === 'model')
      .map(([, tid]) => tid),
  );
  // A trooper shown only by markers: its name is secret. (A Holoecho or Decoy trooper also shows a model.)
  const hidden = [...markerTroopers].filter((t) => !modelTroopers.has(t));
  return {
    trooperIds: Object.values(links),
    markerNames: hidden.map((t) => s.troopers[t]!.profile.name),
  };
}

describe('no seat ever reads the other seat’s secrets (fast-check)', () => {
  it('trooper ids, marker troopers’ names, realness and private skills are absent from the view and log', () => {
    fc.assert(
      fc.property(fc.array(arbStep, { minLength: 1, maxLength: 25 }), (steps) => {
        const s = play(steps);
        for (const viewer of ['A', 'B'] as const) {
          const enemy = otherSeat(viewer);
          const view = viewFor(s, viewer);
          const text = JSON.stringify(view);
          const { trooperIds, markerNames } = secretsOf(s, enemy);
          for (const id of trooperIds) expect(text).not.toContain(id);
          // A name may still appear legitimately: on the viewer's own troopers, or on an enemy model that shows it.
          const publicNames = new Set(
            view.pieces.filter((p) => p.owner === viewer || p.kind === 'model').map((p) => p.profile?.name),
          );
          for (const name of markerNames) if (!publicNames.has(name)) expect(text).not.toContain(name);
          for (const p of view.pieces.filter((x) => x.owner === enemy)) {
            expect(p).not.toHaveProperty('real');
            expect(p).not.toHaveProperty('trooperId');
            if (p.kind !== 'model') expect(p).not.toHaveProperty('profile');
            expect(JSON.stringify(p.profile ?? {})).not.toMatch(/Holoecho|HoloMask|Decoy|HiddenDeployment/);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
