import { useEffect, useRef } from 'react';
import { applyViewDelta, viewDelta, viewFingerprint, type View, type ViewDelta } from '../engine/index.ts';
import { currentView, scenarioProgress, useGame, useSession } from '../store/index.ts';
import type { ViewLogLine } from '../engine/index.ts';
import type { RuleId } from '../rules/index.ts';
import { audienceSays } from '../content/audienceWords.ts';

/**
 * The audience window (presenter mode): a second window opened from the app that shows only the
 * public view, what both players may know, and follows the game live. The presenter's window sends
 * `viewFor(state, 'public')` whole over a BroadcastChannel first and whenever an audience window says
 * hello, and after that only the delta from the view it sent before (engine/viewDelta.ts); the truth
 * never leaves the presenter's window.
 */
export const AUDIENCE_CHANNEL = 'marker-table-audience';
export const AUDIENCE_QUERY = 'audience';

/**
 * A guided demonstration's place in its script, and the words and rule of the step just played when
 * its doing is public (toldToAudience): never a step a hidden trooper took unseen.
 */
export interface GuideStep {
  step: number;
  total: number;
  says?: string;
  rule?: RuleId;
}

/**
 * What goes over the channel. `seq` numbers the presenter's view and delta messages one by one: a
 * delta whose `seq` is not the next one, or whose base is not the view held, is a gap, and the
 * audience window says hello to get a whole view.
 */
export type AudienceMessage =
  | { type: 'hello' }
  | { type: 'view'; view: View; seq: number; guide?: GuideStep }
  | { type: 'delta'; delta: ViewDelta; seq: number; guide?: GuideStep };

/** What the presenter sends: a whole view or a delta. */
export type AudienceUpdate = Exclude<AudienceMessage, { type: 'hello' }>;

const sameGuide = (a: GuideStep | undefined, b: GuideStep | undefined) =>
  a?.step === b?.step && a?.total === b?.total && a?.says === b?.says && a?.rule === b?.rule;

/** The presenter's side: numbers the messages and remembers the view last sent, to send deltas from. */
export interface AudienceSender {
  /** A whole view: the first message, and the answer to hello. */
  full(view: View, guide?: GuideStep): AudienceUpdate;
  /** The delta from the view last sent (a whole view if none was), or null when nothing changed. */
  update(view: View, guide?: GuideStep): AudienceUpdate | null;
}

export function createAudienceSender(): AudienceSender {
  let sent: { view: View; guide: GuideStep | undefined } | null = null;
  let seq = 0;
  const withGuide = (guide: GuideStep | undefined) => (guide ? { guide } : {});
  const full = (view: View, guide?: GuideStep): AudienceUpdate => {
    sent = { view, guide };
    seq += 1;
    return { type: 'view', view, seq, ...withGuide(guide) };
  };
  return {
    full,
    update(view, guide) {
      if (!sent) return full(view, guide);
      const delta = viewDelta(sent.view, view);
      if (delta.from === delta.to && sameGuide(sent.guide, guide)) return null;
      sent = { view, guide };
      seq += 1;
      return { type: 'delta', delta, seq, ...withGuide(guide) };
    },
  };
}

/** What the audience window holds: the view drawn, its fingerprint, and the last message's number. */
export interface AudienceHeld {
  view: View;
  print: string;
  seq: number;
  guide: GuideStep | null;
}

export interface AudienceReceiver {
  held: AudienceHeld | null;
  /** A hello went out for a whole view: deltas are dropped until it comes. */
  waiting: boolean;
}

export const AUDIENCE_START: AudienceReceiver = { held: null, waiting: true };

/**
 * The audience window's side: the receiver after one message, and whether to say hello now (on a
 * gap, once until a whole view comes). A delta is applied only to the base it was made from, and the
 * result is kept only if it prints as the view the presenter sent.
 */
export function receiveAudience(
  r: AudienceReceiver,
  m: AudienceMessage,
): { receiver: AudienceReceiver; hello: boolean } {
  if (m.type === 'hello') return { receiver: r, hello: false };
  const guide = m.guide ?? null;
  if (m.type === 'view') {
    const held = { view: m.view, print: viewFingerprint(m.view), seq: m.seq, guide };
    return { receiver: { held, waiting: false }, hello: false };
  }
  const gap = { receiver: { held: r.held, waiting: true }, hello: !r.waiting };
  if (r.waiting || !r.held || m.seq !== r.held.seq + 1 || m.delta.from !== r.held.print) return gap;
  const view = applyViewDelta(r.held.view, m.delta);
  if (viewFingerprint(view) !== m.delta.to) return gap;
  return { receiver: { held: { view, print: m.delta.to, seq: m.seq, guide }, waiting: false }, hello: false };
}

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

/** In the presenter's window: broadcast the public view of every new state, as deltas after the first. */
export function useAudienceBroadcast(enabled: boolean): void {
  // On two devices this device holds only its own seat's packets: it has no public view to send (the
  // audience opens the game's audience link instead).
  const publicView = useGame((g) => (g.remote ? null : currentView(g, 'public')));
  const guided = useSession((s) => s.guided);
  const progress = useGame((g) => scenarioProgress(g));
  const steps = guided && progress.scenario && !progress.offScript ? progress.scenario.script.length : 0;
  const played = progress.played;
  const playedStep = steps > 0 && played > 0 ? progress.scenario?.script[played - 1] : undefined;
  const link = useRef<{ channel: BroadcastChannel; sender: AudienceSender } | null>(null);
  const latest = useRef<{ view: View; guide?: GuideStep } | null>(null);
  useEffect(() => {
    if (!enabled || typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(AUDIENCE_CHANNEL);
    const sender = createAudienceSender();
    link.current = { channel, sender };
    channel.onmessage = (e: MessageEvent<AudienceMessage>) => {
      const now = latest.current;
      if (e.data.type === 'hello' && now) channel.postMessage(sender.full(now.view, now.guide));
    };
    return () => {
      link.current = null;
      latest.current = null;
      channel.close();
    };
  }, [enabled]);
  useEffect(() => {
    const l = link.current;
    if (!enabled || !l || !publicView) return;
    const words = playedStep ? audienceSays(playedStep) : null;
    const told = playedStep && words ? { says: words, rule: playedStep.rule } : {};
    const guide = steps > 0 ? { step: played, total: steps, ...told } : undefined;
    const view = publicView;
    latest.current = { view, ...(guide ? { guide } : {}) };
    const message = l.sender.update(view, guide);
    if (message) l.channel.postMessage(message);
  }, [publicView, enabled, steps, played, playedStep]);
}
