// The storage interface's contract, run over both implementations: the SQLite file and PostgreSQL (a
// schema of this file's own; skipped, saying so, where no PostgreSQL answers). A game is kept with the
// room's notes and replays exactly, undo included; a write that fails refuses its step and the game
// stands; unfinished games expire.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { secretSpec, type Action } from '../../src/engine/index.ts';
import { judge, type Ask } from '../../src/match/judge.ts';
import { packetFor, startMatch, type Match } from '../../src/match/match.ts';
import { hotSeatSetup } from '../../tests/storeFixtures.ts';
import { testDisk } from '../testDisk.ts';
import { PgStore } from './postgres.ts';
import { SqliteStore } from './sqlite.ts';
import type { GameStore, Step } from './store.ts';
import { probePostgres, testSchemas } from './testDatabase.ts';

const disk = testDisk('store-contract-');
const schemas = testSchemas();
const noPostgres = await probePostgres();
if (noPostgres) console.warn(noPostgres);

afterAll(async () => {
  disk.clean();
  if (!noPostgres) await schemas.drop();
});

/** One implementation: where a fresh store goes, how to open it there, and how to make its writes fail. */
interface Kind {
  name: string;
  skip: boolean;
  fresh: () => Promise<string>;
  open: (where: string, log?: (line: string) => void) => Promise<GameStore>;
  /** Every write from now on fails the way a full disk fails; null where this machine cannot. */
  breakWrites: ((where: string) => Promise<void>) | null;
  mendWrites: (where: string) => Promise<void>;
}

const REFUSE = `
  CREATE FUNCTION refuse_writes() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'could not extend file: No space left on device'; END $$;
  CREATE TRIGGER refuse_steps BEFORE INSERT ON steps EXECUTE FUNCTION refuse_writes();
  CREATE TRIGGER refuse_games BEFORE INSERT ON games EXECUTE FUNCTION refuse_writes();`;

const KINDS: Kind[] = [
  {
    name: 'the SQLite file',
    skip: false,
    fresh: () => Promise.resolve(disk.place()),
    open: (where, log) => Promise.resolve(SqliteStore.open(where, log ? { log } : {})),
    breakWrites: disk.canFreeze
      ? (where) => {
          disk.freeze(`${where}-wal`);
          return Promise.resolve();
        }
      : null,
    mendWrites: (where) => {
      disk.thaw(`${where}-wal`);
      return Promise.resolve();
    },
  },
  {
    name: 'PostgreSQL',
    skip: noPostgres !== null,
    fresh: schemas.fresh,
    open: (where, log) => PgStore.open(where, log ? { log } : {}),
    breakWrites: async (where) => {
      await schemas.sql(where, REFUSE);
    },
    mendWrites: async (where) => {
      await schemas.sql(where, 'DROP FUNCTION refuse_writes() CASCADE');
    },
  },
];

const secrets = { A: 'secret-a', B: 'secret-b' };

function newMatch(a = ['line-trooper', 'field-officer']): Match {
  return startMatch(hotSeatSetup({ A: a, B: ['line-trooper'] }), secretSpec(randomBytes(32)), 'two');
}

function ask(m: Match, by: 'A' | 'B', a: Ask): Match {
  const verdict = judge(m, by, a);
  if (!verdict.ok) throw new Error(verdict.violations.map((v) => v.message).join('; '));
  return verdict.match;
}

const play = (m: Match, by: 'A' | 'B', action: Action) => ask(m, by, { type: 'play', action });
const propose = (m: Match) => play(m, 'A', { type: 'proposeEnd', seat: 'A' });
const answer = (m: Match, accept: boolean) => play(m, 'B', { type: 'answerEnd', seat: 'B', accept });

function deploy(m: Match, nth: number, x: number): Match {
  const trooperId = packetFor(m, 'A').view.troopers[nth]?.id ?? '';
  return play(m, 'A', { type: 'deploy', seat: 'A', trooperId, form: 'model', at: { x, y: 6 }, facing: 90 });
}

/** Writes the steps from `start` through each match in turn, as a room does; answers the last match. */
async function writeSteps(
  store: GameStore,
  id: string,
  claim: number,
  start: { match: Match; rev: number },
  steps: Match[],
): Promise<Match> {
  let before = start.match;
  let rev = start.rev;
  for (const after of steps) {
    rev++;
    const step: Step = { before, after, rev, wire: { seen: rev }, claim };
    expect(await store.save(id, step)).toStrictEqual({ ok: true });
    before = after;
  }
  return before;
}

describe.each(KINDS)('the store contract over $name', (kind) => {
  describe.skipIf(kind.skip)('kept and replayed', () => {
    it('create, load and save give the game back, replayed, with its notes; a new game’s notes are {}', async () => {
      const where = await kind.fresh();
      const store = await kind.open(where);
      const start = newMatch();
      expect(await store.create('g1', start, secrets, '10.0.0.1')).toStrictEqual({ ok: true });
      const loaded = await store.load('g1');
      expect(loaded?.rev).toBe(0);
      expect(loaded?.wire).toStrictEqual({});
      expect(await store.seatOf('g1', secrets.A)).toBe('A');
      expect(await store.seatOf('g1', secrets.B)).toBe('B');
      expect(await store.seatOf('g1', 'not-a-secret')).toBeNull();
      expect(await store.seatOf('nope', secrets.A)).toBeNull();
      const two = await writeSteps(store, 'g1', loaded?.claim ?? -1, { match: start, rev: 0 }, [
        propose(start),
        answer(propose(start), false),
      ]);
      await store.close();
      // Opened again (a restart): the game replays to the same state, with its notes.
      const again = await kind.open(where);
      const back = await again.load('g1');
      expect(back?.rev).toBe(2);
      expect(back?.wire).toStrictEqual({ seen: 2 });
      expect(back?.match.actions).toStrictEqual(two.actions);
      expect(back?.match.state).toStrictEqual(two.state);
      expect(await again.load('g2')).toBeNull();
      expect(await again.count()).toBe(1);
      await again.close();
      // A second close does nothing.
      await again.close();
    });

    it('undo and redo: a step that takes actions back, and the redo list, replay exactly', async () => {
      const where = await kind.fresh();
      const store = await kind.open(where);
      const start = newMatch(['line-trooper', 'line-trooper', 'field-officer']);
      await store.create('u', start, secrets);
      const claim = (await store.load('u'))?.claim ?? -1;
      const one = deploy(start, 0, 10);
      const two = deploy(one, 1, 20);
      const undone = ask(two, 'A', { type: 'undo' });
      expect(undone.actions).toHaveLength(1);
      expect(undone.redo).toHaveLength(1);
      const elsewhere = deploy(undone, 1, 30);
      const undoneAgain = ask(elsewhere, 'A', { type: 'undo' });
      const redone = ask(undoneAgain, 'A', { type: 'redo' });
      const steps = [one, two, undone, elsewhere, undoneAgain, redone];
      await writeSteps(store, 'u', claim, { match: start, rev: 0 }, steps.slice(0, 3));
      // Each prefix of the steps loads as that match: after the undo, its redo list too.
      const afterUndo = await store.load('u');
      expect(afterUndo?.match.actions).toStrictEqual(undone.actions);
      expect(afterUndo?.match.redo).toStrictEqual(undone.redo);
      expect(afterUndo?.match.state).toStrictEqual(undone.state);
      await writeSteps(store, 'u', afterUndo?.claim ?? -1, { match: undone, rev: 3 }, steps.slice(3));
      const last = await store.load('u');
      expect(last?.rev).toBe(6);
      expect(last?.match.actions).toStrictEqual(redone.actions);
      expect(last?.match.redo).toStrictEqual([]);
      expect(last?.match.state).toStrictEqual(redone.state);
      await store.close();
    });
  });

  describe.skipIf(kind.skip || !kind.breakWrites)(
    'a write that fails refuses its step and throws nothing',
    () => {
      it('save and create answer ok: false with a sentence and one line logged; the game stands; mended, the same step goes through', async () => {
        const lines: string[] = [];
        const where = await kind.fresh();
        const store = await kind.open(where, (line) => lines.push(line));
        const start = newMatch();
        await store.create('g1', start, secrets);
        const claim = (await store.load('g1'))?.claim ?? -1;
        const one = await writeSteps(store, 'g1', claim, { match: start, rev: 0 }, [propose(start)]);
        await kind.breakWrites?.(where);
        const next = answer(one, false);
        const step: Step = { before: one, after: next, rev: 2, wire: { seen: 2 }, claim };
        const saved = await store.save('g1', step);
        expect(saved.ok).toBe(false);
        expect(!saved.ok && saved.message).toMatch(
          /^The server could not write that step to its (disk|database) \(.+\): it was not played, and the game stands as it was\. Tell whoever runs the server\.$/,
        );
        expect(!saved.ok && saved.lost).toBeFalsy();
        const made = await store.create('g9', newMatch(), secrets);
        expect(!made.ok && made.message).toMatch(/could not write the new game.*no game was made/);
        expect(lines).toHaveLength(2);
        for (const line of lines) expect(line).not.toContain('\n');
        expect(lines[0]).toMatch(/game g1, step 2 could not be written/);
        await kind.mendWrites(where);
        // The game is as it was; the same step goes through now.
        const stood = await store.load('g1');
        expect(stood?.rev).toBe(1);
        expect(stood?.wire).toStrictEqual({ seen: 1 });
        expect(await store.load('g9')).toBeNull();
        expect(await store.save('g1', { ...step, claim: stood?.claim ?? -1 })).toStrictEqual({ ok: true });
        expect((await store.load('g1'))?.match.actions).toStrictEqual(next.actions);
        await store.close();
      });
    },
  );

  describe.skipIf(kind.skip)('expiry and the counts of unfinished games', () => {
    it('unfinished games untouched for the expiry go; finished and touched ones stay; a late step is refused', async () => {
      const lines: string[] = [];
      const store = await kind.open(await kind.fresh(), (line) => lines.push(line));
      const day = 86_400_000;
      const now = Date.now();
      const start = newMatch();
      for (const id of ['old', 'played', 'over']) {
        expect((await store.create(id, start, secrets, id === 'over' ? '10.0.0.2' : '10.0.0.1')).ok).toBe(
          true,
        );
      }
      expect(await store.unfinished()).toBe(3);
      expect(await store.unfinished('10.0.0.1')).toBe(2);
      expect(await store.unfinished('10.0.0.9')).toBe(0);
      const proposed = propose(start);
      const ended = answer(proposed, true);
      expect(ended.state.phase.kind).toBe('over');
      const claim = (await store.load('over'))?.claim ?? -1;
      await writeSteps(store, 'over', claim, { match: start, rev: 0 }, [proposed, ended]);
      expect(await store.unfinished()).toBe(2);
      expect(await store.unfinished('10.0.0.2')).toBe(0);
      expect(await store.expire(30, now + 10 * day)).toBe(0);
      expect(await store.expire(30, now + 31 * day)).toBe(2);
      expect(await store.load('old')).toBeNull();
      expect((await store.load('over'))?.match.state.phase.kind).toBe('over');
      expect(await store.count()).toBe(1);
      // A step of a game removed while a room still held it is refused, not written.
      await store.create('late', start, secrets);
      const late = await store.load('late');
      await store.expire(0, now + day);
      const refused = await store.save('late', {
        before: start,
        after: proposed,
        rev: 1,
        wire: {},
        claim: late?.claim ?? -1,
      });
      expect(!refused.ok && refused.message).toMatch(/no longer in the server’s file/);
      expect(lines).toHaveLength(1);
      await store.close();
    });
  });
});
