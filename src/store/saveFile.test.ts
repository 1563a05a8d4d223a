// Game files (issue: save files): export and open round-trip; every bad file is refused with a message
// naming the problem; a version 1 file is migrated.
import { describe, expect, it } from 'vitest';
import { SCENARIOS, scenarioStart } from '../engine/index.ts';
import { FILE_FORMAT, exportGame, migrateV1, openGame } from './saveFile.ts';

function sample() {
  const s = SCENARIOS[0]!;
  const start = scenarioStart(s);
  if (!start.ok) throw new Error(start.problem);
  return {
    name: 'Club night',
    setup: start.setup,
    seed: start.seed,
    actions: start.actions,
    state: start.state,
  };
}

describe('game files', () => {
  it('round-trips: the opened game replays to the identical state', () => {
    const g = sample();
    const text = exportGame(g, new Date('2026-11-21T10:00:00Z'));
    const opened = openGame(text);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.game).toMatchObject({
      name: 'Club night',
      savedAt: '2026-11-21T10:00:00.000Z',
      seed: g.seed,
    });
    expect(opened.game.actions).toEqual(g.actions);
    expect(opened.state).toEqual(g.state);
  });

  it('migrates a version 1 file (the seed at the top level) to version 2', () => {
    const g = sample();
    const v1 = { format: FILE_FORMAT, version: 1, seed: g.seed, setup: g.setup, actions: g.actions };
    const opened = openGame(JSON.stringify(v1));
    expect(opened.ok).toBe(true);
    if (opened.ok) {
      expect(opened.game.seed).toBe(g.seed);
      expect(opened.game.name).toBe('Imported game');
      expect(opened.state).toEqual(g.state);
    }
    expect(
      migrateV1({ ...v1, format: FILE_FORMAT, version: 1 } as Parameters<typeof migrateV1>[0]).dice,
    ).toEqual({
      seed: g.seed,
    });
  });

  const good = () => JSON.parse(exportGame(sample())) as Record<string, unknown>;
  const cases: [string, () => string, RegExp][] = [
    ['not JSON', () => '{ "format": ', /not JSON/],
    ['JSON but no object', () => '[1, 2]', /holds no object/],
    [
      'another format',
      () => JSON.stringify({ ...good(), format: 'something/else' }),
      /not a game file.*"something\/else"/,
    ],
    ['an unknown version', () => JSON.stringify({ ...good(), version: 7 }), /version 7 is not known/],
    ['a missing field', () => JSON.stringify({ ...good(), dice: undefined }), /malformed: dice/],
    [
      'a wrong field',
      () =>
        JSON.stringify({
          ...good(),
          setup: { ...(good().setup as object), table: { width: -4, depth: 48, zoneDepth: 12 } },
        }),
      /malformed: setup\.table\.width/,
    ],
    [
      'an action that does not replay',
      () => {
        const g = good();
        const actions = [...(g.actions as unknown[])];
        actions.splice(1, 1);
        return JSON.stringify({ ...g, actions });
      },
      /Action \d+ of \d+ does not replay/,
    ],
  ];
  it.each(cases)('refuses %s, naming the problem', (_name, text, message) => {
    const r = openGame(text());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});
