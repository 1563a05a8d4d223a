import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * The one zod every schema of the app is written with: `zod/mini`, whose functions a bundle keeps
 * only when used (the first load carries about 11 kB gzip of it instead of the classic API's 26 kB).
 * WARNING: `zod/mini` sets no locale; without the English one below every issue would read
 * "Invalid input", and the players' error lines (describeIssues) quote these messages.
 */
config(en());

export * as z from 'zod/mini';
