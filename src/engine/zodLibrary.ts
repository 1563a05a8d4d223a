import { installSchemas } from './zod.ts';
import * as mini from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * zod itself, in a chunk of its own (src/engine/zod.ts, loadSchemas): the parts of `zod/mini` the
 * app's schemas use, named so that the chunk holds only those (a schema written with another is a type
 * error in zod.ts's `z` until it is added here). WARNING: `zod/mini` sets no locale; without the
 * English one below every issue would read "Invalid input", and the players' error lines
 * (describeIssues) quote these messages.
 */
mini.config(en());

/** What `z.` reaches (engine/zod.ts): one plain object, the same in every chunk that loads it. */
export const library = {
  NEVER: mini.NEVER,
  _default: mini._default,
  array: mini.array,
  boolean: mini.boolean,
  discriminatedUnion: mini.discriminatedUnion,
  enum: mini.enum,
  extend: mini.extend,
  int: mini.int,
  length: mini.length,
  literal: mini.literal,
  maxLength: mini.maxLength,
  maximum: mini.maximum,
  minLength: mini.minLength,
  minimum: mini.minimum,
  nonnegative: mini.nonnegative,
  nullable: mini.nullable,
  number: mini.number,
  object: mini.object,
  omit: mini.omit,
  optional: mini.optional,
  partialRecord: mini.partialRecord,
  pick: mini.pick,
  pipe: mini.pipe,
  positive: mini.positive,
  record: mini.record,
  refine: mini.refine,
  regex: mini.regex,
  safeParse: mini.safeParse,
  strictObject: mini.strictObject,
  string: mini.string,
  transform: mini.transform,
  trim: mini.trim,
  tuple: mini.tuple,
  union: mini.union,
  unknown: mini.unknown,
};

// Whoever loads this can validate: the server, the tests and the bench import it at start, as they do
// apply.ts; a browser loads it by zod.ts's import().
installSchemas(library);
