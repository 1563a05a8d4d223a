import type { View, Viewer } from '../engine/index.ts';
import type { Violation } from '../rules/index.ts';
import type { Ask } from '../match/judge.ts';
import type { Stores } from '../store/index.ts';
import type { Answered } from '../store/net/remoteMatch.ts';

/**
 * What a command did: the view of the screen's viewer after it, or the reasons it was refused; on two
 * devices, that it was sent (the server's answer is said when it comes, and `after` runs then).
 */
export type Done = { ok: true; view: View } | { ok: false; violations: Violation[] } | { ok: 'sent' };

/**
 * One ask of `by` through the store's port: answered at once by the referee in this page, or on two
 * devices when the server has judged and kept it (then `done` runs, and the ask says 'sent').
 */
export function ask(game: Stores['game'], by: Viewer, a: Ask, done: (r: Answered) => Done): Done {
  const r = game.getState().ask(by, a);
  if (r instanceof Promise) {
    void r.then(done);
    return { ok: 'sent' };
  }
  return done(r);
}
