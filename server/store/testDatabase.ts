// PostgreSQL for the server's tests: a reachability probe, and a schema of each test's own (dropped
// afterwards). TEST_DATABASE_URL names the database (by default the one these machines run:
// PostgreSQL on 127.0.0.1:5432, trust auth, database `test`). Where none is reachable (a laptop
// without PostgreSQL), the tests that need it say so in one line and are skipped.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { causeOf } from './store.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Null when PostgreSQL answers at TEST_DATABASE_URL; otherwise one line saying what is missing. */
export async function probePostgres(): Promise<string | null> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (e) {
    return `PostgreSQL tests skipped: no PostgreSQL answers at ${TEST_DATABASE_URL} (${causeOf(e)}). Start one there, or set TEST_DATABASE_URL.`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Schemas of the tests' own, each made on asking and all dropped by `drop`. */
export function testSchemas(): {
  /** A new empty schema; answers the database address that works in it. */
  fresh: () => Promise<string>;
  /** Runs SQL in the schema a `fresh` address names (to break or inspect what a test made). */
  sql: <R extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]) => Promise<R[]>;
  drop: () => Promise<void>;
} {
  const made: string[] = [];
  const run = async <R extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    fresh: async () => {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      await run(TEST_DATABASE_URL, `CREATE SCHEMA ${schema}`);
      made.push(schema);
      const url = new URL(TEST_DATABASE_URL);
      url.searchParams.set('options', `-c search_path=${schema}`);
      return url.href;
    },
    sql: run,
    drop: async () => {
      for (const schema of made.splice(0)) await run(TEST_DATABASE_URL, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}
