import { installSchemas } from './zod.ts';
import {
  config,
  NEVER,
  _default,
  array,
  boolean,
  discriminatedUnion,
  enum as zodEnum,
  extend,
  int,
  length,
  literal,
  maxLength,
  maximum,
  minLength,
  minimum,
  nonnegative,
  nullable,
  number,
  object,
  omit,
  optional,
  partialRecord,
  pick,
  pipe,
  positive,
  record,
  refine,
  regex,
  safeParse,
  strictObject,
  string,
  transform,
  trim,
  tuple,
  union,
  unknown,
} from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * zod itself, in a chunk of its own (src/engine/zod.ts, loadSchemas): the parts of `zod/mini` the
 * app's schemas use, named so that the chunk holds only those (a schema written with another is a type
 * error in zod.ts's `z` until it is added here). WARNING: `zod/mini` sets no locale; without the
 * English one below every issue would read "Invalid input", and the players' error lines
 * (describeIssues) quote these messages.
 */
config(en());

/** What `z.` reaches (engine/zod.ts): one plain object, the same in every chunk that loads it. */
export const library = {
  NEVER,
  _default,
  array,
  boolean,
  discriminatedUnion,
  enum: zodEnum,
  extend,
  int,
  length,
  literal,
  maxLength,
  maximum,
  minLength,
  minimum,
  nonnegative,
  nullable,
  number,
  object,
  omit,
  optional,
  partialRecord,
  pick,
  pipe,
  positive,
  record,
  refine,
  regex,
  safeParse,
  strictObject,
  string,
  transform,
  trim,
  tuple,
  union,
  unknown,
};

// Whoever loads this can validate: the server, the tests and the bench import it at start, as they do
// apply.ts; a browser loads it by zod.ts's import().
installSchemas(library);
