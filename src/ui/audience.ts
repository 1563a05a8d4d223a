import { useEffect } from 'react';
import { viewFor, type View } from '../engine/index.ts';
import { scenarioProgress, useGame, useSession } from '../store/index.ts';
import type { ViewLogLine } from '../engine/index.ts';

/**
 * The audience window (presenter mode): a second window opened from the app that shows only the
 * public view, what both players may know, and follows the game live. The presenter's window sends
 * `viewFor(state, 'public')` over a BroadcastChannel after every change and whenever an audience
 * window says hello; the truth never leaves the presenter's window.
 */
export const AUDIENCE_CHANNEL = 'marker-table-audience';
export const AUDIENCE_QUERY = 'audience';

/** A guided demonstration's place in its script: only the step's number, never its words. */
export interface GuideStep {
  step: number;
  total: number;
}

export type AudienceMessage = { type: 'hello' } | { type: 'view'; view: View; guide?: GuideStep };

/** Most lines the audience narration shows at once, newest last. */
export const NARRATION_LINES = 4;

/**
 * What the audience window narrates after a new view: the public log lines added since the view
 * before (the step just played, each line naming its rule), or the last narration when none were
 * added. Only public lines: the narration can say nothing the public view does not.
 */
export function narrationAfter(
  before: readonly ViewLogLine[],
  now: readonly ViewLogLine[],
  last: readonly ViewLogLine[],
): ViewLogLine[] {
  const seen = before.length > 0 ? (before[before.length - 1]?.seq ?? -1) : -1;
  const added = now.filter((l) => l.seq > seen);
  if (added.length === 0) return now.length < before.length ? now.slice(-NARRATION_LINES) : [...last];
  return added.slice(-NARRATION_LINES);
}

/** Whether this window is an audience window (opened with `?audience`). */
export function isAudienceWindow(): boolean {
  return new URLSearchParams(window.location.search).has(AUDIENCE_QUERY);
}

export function openAudienceWindow(): Window | null {
  const url = `${window.location.pathname}?${AUDIENCE_QUERY}`;
  return window.open(url, 'marker-table-audience', 'popup,width=1280,height=800');
}

/** In the presenter's window: broadcast the public view of every new state. */
export function useAudienceBroadcast(enabled: boolean): void {
  const state = useGame((g) => g.state);
  const guided = useSession((s) => s.guided);
  const progress = useGame((g) => scenarioProgress(g));
  const steps = guided && progress.scenario && !progress.offScript ? progress.scenario.script.length : 0;
  const played = progress.played;
  useEffect(() => {
    if (!enabled || typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(AUDIENCE_CHANNEL);
    const send = () => {
      const message: AudienceMessage = {
        type: 'view',
        view: viewFor(state, 'public'),
        ...(steps > 0 ? { guide: { step: played, total: steps } } : {}),
      };
      channel.postMessage(message);
    };
    channel.onmessage = (e: MessageEvent<AudienceMessage>) => {
      if (e.data.type === 'hello') send();
    };
    send();
    return () => {
      channel.close();
    };
  }, [state, enabled, steps, played]);
}
