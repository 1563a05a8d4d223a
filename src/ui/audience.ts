import { useEffect } from 'react';
import { viewFor, type View } from '../engine/index.ts';
import { useGame } from '../store/index.ts';

/**
 * The audience window (presenter mode): a second window opened from the app that shows only the
 * public view, what both players may know, and follows the game live. The presenter's window sends
 * `viewFor(state, 'public')` over a BroadcastChannel after every change and whenever an audience
 * window says hello; the truth never leaves the presenter's window.
 */
export const AUDIENCE_CHANNEL = 'marker-table-audience';
export const AUDIENCE_QUERY = 'audience';

export type AudienceMessage = { type: 'hello' } | { type: 'view'; view: View };

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
  useEffect(() => {
    if (!enabled || typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(AUDIENCE_CHANNEL);
    const send = () => {
      const message: AudienceMessage = { type: 'view', view: viewFor(state, 'public') };
      channel.postMessage(message);
    };
    channel.onmessage = (e: MessageEvent<AudienceMessage>) => {
      if (e.data.type === 'hello') send();
    };
    send();
    return () => {
      channel.close();
    };
  }, [state, enabled]);
}
