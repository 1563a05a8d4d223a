/**
 * The sizes a saved game or a game file may have (issue: secrets that hold, nothing lost silently).
 * Anything larger is refused with the limit it broke, so a file cannot stall the page, fill the
 * browser's storage or keep the curtain "Checking…" for ever. Each limit has its test.
 */

/** A game file or a stored game, in characters of JSON (a 1,000-action game is about 100,000). */
export const MAX_GAME_CHARS = 3_000_000;
/** The table's width and depth, in inches (the New game dialog offers 12" to 96"). */
export const MAX_TABLE_INCHES = 120;
/** Pieces of scenery on one table. */
export const MAX_SCENERY = 200;
/** Corners of one piece of scenery (the same bound the engine puts on an added piece). */
export const MAX_VERTICES = 64;
/** Troopers in one player's roster (in a game file, and in a roster file or a saved roster). */
export const MAX_ROSTER = 24;
/** Troopers one player takes into a new game from the New game dialog. */
export const MAX_GAME_TROOPERS = 10;
/** A roster file (or a roster kept in the browser), in bytes of UTF-8 text. */
export const ROSTER_FILE_BYTES = 200_000;
/** Actions in one game (a long game has a few thousand). */
export const MAX_ACTIONS = 20_000;
/** A game's name, in characters. */
export const MAX_NAME = 120;
/** Any other text: ids, scenery names, scenario ids, dates. */
export const MAX_TEXT = 200;
/**
 * PBKDF2 iterations of a PIN lock: the table writes 100,000; a file may not ask for fewer than the
 * lower bound (too weak) or more than the upper one (a hash that takes minutes stalls the curtain).
 */
export const MIN_PIN_ITERATIONS = 10_000;
export const MAX_PIN_ITERATIONS = 1_000_000;
/** An army list pasted from an army builder, in characters (a 15-trooper list is about 2,000). */
export const ARMY_LIST_CHARS = 20_000;
/** Lines of a pasted army list (a long list with its header and groups has about 30). */
export const MAX_ARMY_LIST_LINES = 300;
/** One line of a pasted army list, in characters (a trooper with every option is about 200). */
export const MAX_ARMY_LINE_CHARS = 400;
/** Kept profiles (a unit's attributes by its name) in one profile library or profile file. */
export const MAX_PROFILES = 300;
/** A profile library file, in bytes of UTF-8 text. */
export const PROFILE_FILE_BYTES = 300_000;
