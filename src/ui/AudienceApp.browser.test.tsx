// The audience window over a real BroadcastChannel: it says hello, draws the whole view it is sent,
// follows the deltas after it, and says hello again when one goes missing.
import { ruledText } from '../rules/index.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { mountRoot } from '../../tests/reactRoot.ts';
// Laid out as in the app: the table fills its place instead of growing with its own canvas.
import './app.css';
import { AudienceApp } from './AudienceApp.tsx';
import { AUDIENCE_CHANNEL, createAudienceSender, type AudienceMessage } from './audience.ts';
import { viewFingerprint, viewFor, type View } from '../engine/index.ts';
import { SCENARIOS } from '../content/scenarioLibrary.ts';
import { playScript } from '../content/scenarios.ts';

/** The presenter's end of the channel: what it heard, and a way to wait for the next hello. */
function presenter() {
  const channel = new BroadcastChannel(AUDIENCE_CHANNEL);
  const heard: AudienceMessage[] = [];
  channel.onmessage = (e: MessageEvent<AudienceMessage>) => heard.push(e.data);
  const hellos = () => heard.filter((m) => m.type === 'hello').length;
  return { channel, hellos };
}

const open: BroadcastChannel[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.close();
  document.body.classList.remove('presenter');
});

/** Waits until `done` holds, letting the channel deliver and React draw. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
  expect(done()).toBe(true);
}

function publicViews(): View[] {
  const s = SCENARIOS.find((x) => x.script.length >= 3);
  if (!s) throw new Error('no scenario of three steps');
  return Array.from({ length: s.script.length + 1 }, (_, k) => viewFor(playScript(s, k).state, 'public'));
}

describe('AudienceApp', () => {
  it('draws the whole view, then each delta, and asks again for a whole view after a gap', async () => {
    const views = publicViews();
    const p = presenter();
    open.push(p.channel);
    const { root, host } = mountRoot();
    act(() => {
      root.render(<AudienceApp />);
    });
    const banner = () => host.querySelector('[data-testid="audience-banner"]')?.textContent ?? '';
    const narration = () => host.querySelector('[data-testid="audience-narration"]')?.textContent ?? '';
    const held = () => (window.markerAudienceView ? viewFingerprint(window.markerAudienceView) : null);
    const shows = (v: View) => () => banner().includes(ruledText(v.phase)) && held() === viewFingerprint(v);
    await until(() => p.hellos() === 1);
    expect(host.querySelector('[data-testid="audience-waiting"]')).not.toBeNull();

    const sender = createAudienceSender();
    const send = (m: AudienceMessage | null) => {
      if (m) p.channel.postMessage(m);
    };
    send(sender.update(views[0]!, { step: 0, total: views.length - 1 }));
    await until(shows(views[0]!));
    for (let k = 1; k < views.length - 1; k++) {
      const m = sender.update(views[k]!, { step: k, total: views.length - 1 });
      expect(m?.type).toBe('delta');
      send(m);
      await until(shows(views[k]!));
      expect(narration()).toContain(`Step ${String(k)} of ${String(views.length - 1)}`);
      const added = views[k]!.log.filter((l) => l.seq > (views[k - 1]!.log.at(-1)?.seq ?? 0)).at(-1);
      if (added) expect(narration()).toContain(ruledText(added));
    }
    expect(p.hellos()).toBe(1);

    // One delta lost on the way: the next one does not fit, and the window says hello again.
    const last = views.length - 1;
    sender.update(views[0]!);
    send(sender.update(views[last]!));
    await until(() => p.hellos() === 2);
    expect(window.markerAudienceView).toEqual(views[last - 1]);
    send(sender.full(views[last]!));
    await until(shows(views[last]!));
  });
});
