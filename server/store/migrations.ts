// The PostgreSQL schema's steps, all in one place (the SQLite file's are in server/games.ts). Step v
// brings a database from version v - 1 to v; the server runs the missing ones on start, in one
// transaction under an advisory lock (two processes starting together run each step once), and
// records each in `schema_migrations`. Never change a step that has shipped: add the next one.
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const PG_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'games and their append-only log of steps',
    sql: `
      -- The salt of the creating addresses' hashes: two random UUIDs, 244 random bits.
      CREATE TABLE meta (key text PRIMARY KEY, value bytea NOT NULL);
      INSERT INTO meta (key, value)
        VALUES ('salt', decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'));

      -- One row a game: what it was made with (origin: set-up and random spec, written once), what it
      -- keeps besides its actions (kept: jumps, redo, undo request and answer), its seats' secret
      -- hashes, the hashed address that made it, and the room's notes (wire), as the SQLite file keeps
      -- them. seq counts the steps written; epoch is the claim of the room that loaded it last.
      CREATE TABLE games (
        id text PRIMARY KEY,
        created bigint NOT NULL,
        touched bigint NOT NULL,
        origin text NOT NULL,
        kept text NOT NULL,
        seq integer NOT NULL DEFAULT 0,
        epoch integer NOT NULL DEFAULT 0,
        seat_a bytea NOT NULL,
        seat_b bytea NOT NULL,
        address bytea,
        over boolean NOT NULL DEFAULT false,
        wire text NOT NULL DEFAULT '{}'
      );
      CREATE INDEX games_by_address ON games (over, address);
      CREATE INDEX games_by_touch ON games (over, touched);

      -- Each step of a game, appended once, never changed: how many actions it keeps from before (fewer
      -- after an undo) and the actions it adds (JSON), written by the room holding the claim epoch.
      CREATE TABLE steps (
        game text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq integer NOT NULL,
        epoch integer NOT NULL,
        keep integer NOT NULL,
        actions text NOT NULL,
        at bigint NOT NULL,
        PRIMARY KEY (game, seq)
      );
    `,
  },
];
