// Two devices over the real game server (issue: two devices): Player A makes the game in one browser,
// Player B and an audience open its links in their own; every WebSocket frame each receives is kept
// and searched for the other seat's secrets. A second test kills the server mid-game.
import { mkdtempSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { gameServerPort } from '../playwright.config.ts';
import { startServerProcess } from '../server/process.ts';
import { deploy } from './table.ts';
import { audit } from './audit.ts';
import { DICE_AGAIN } from '../src/match/undoRequest.ts';

const shots = 'test-results/screenshots';
/** How long a step may take to reach the other device while other browsers share the machine. */
const OTHER_DEVICE = 15_000;

/** A page in its own browser context, with every WebSocket frame it receives kept as bytes. */
async function device(browser: Browser): Promise<{ page: Page; frames: Buffer[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const frames: Buffer[] = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => {
      frames.push(typeof f.payload === 'string' ? Buffer.from(f.payload) : f.payload);
    });
  });
  return { page, frames };
}

/** Makes a game on two devices from the home screen; the page is Player A's device. */
async function makeGame(page: Page, server: string): Promise<{ seatB: string; audience: string }> {
  await page.goto(server);
  await page.getByRole('button', { name: 'Play on two devices…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game on two devices' });
  await audit(page, 'New game on two devices');
  // A's Impersonator gets a name of its own: B's roster has a Mask Infiltrator too.
  await dialog.getByLabel('Name of trooper 5, Player A').fill('Shade Infiltrator');
  await dialog.getByRole('button', { name: 'Make the game and its links' }).click();
  await expect(page.getByTestId('seat-banner')).toContainText("Player A's device");
  return {
    seatB: await page.getByTestId('share-seat').inputValue(),
    audience: await page.getByTestId('share-audience').inputValue(),
  };
}

const pieceCount = (page: Page) =>
  page.evaluate(
    () => window.markerTableView?.pieces.length ?? window.markerAudienceView?.pieces.length ?? -1,
  );

test.describe('two devices over the game server', () => {
  const server = `http://127.0.0.1:${String(gameServerPort)}/`;

  test('A makes the game, B and the audience open its links; no frame B or the audience receives holds A’s secrets', async ({
    browser,
  }) => {
    // Three browsers, their frames and three accessibility audits: about 20 s alone, more beside others.
    test.setTimeout(90_000);
    const a = await device(browser);
    const links = await makeGame(a.page, server);
    expect(links.seatB).toContain('?play=');
    expect(links.audience).toContain('?watch=');
    // A page opened as 127.0.0.1 links to this computer's address on its network, which phones can open.
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((i) => i?.family === 'IPv4' && !i.internal)?.address;
    if (lan) expect(new URL(links.seatB).hostname).toBe(lan);
    await a.page.screenshot({ path: `${shots}/two-devices-a-links.png` });

    const b = await device(browser);
    await b.page.goto(links.seatB);
    await expect(b.page.getByTestId('seat-banner')).toContainText("Player B's device");
    // The secret leaves B's address bar; this browser keeps it.
    const secretB = new URL(links.seatB).hash.slice(1);
    expect(secretB.length).toBeGreaterThan(10);
    expect(b.page.url()).not.toContain(secretB);
    const crowd = await device(browser);
    await crowd.page.goto(links.audience);
    await expect(crowd.page.getByTestId('audience-banner')).toBeVisible();
    await expect(a.page.getByTestId('device-presence')).toContainText('Player B: connected');
    await expect(a.page.getByTestId('device-presence')).toContainText('audience: 1');
    await audit(a.page, "Player A's device with its links");
    await audit(b.page, "Player B's device");
    await audit(crowd.page, 'the audience link');

    // A deploys an Impersonator as IMP-1 and a Hidden Deployment trooper: both are A's secrets.
    await deploy(a.page, 'Shade Infiltrator', { x: 20, y: 6 }, { form: 'IMP-1' });
    await deploy(a.page, 'Veil Stalker', { x: 30, y: 8 }, { hidden: true });
    await deploy(a.page, 'Line Trooper', { x: 10, y: 6 });
    await expect.poll(() => pieceCount(a.page)).toBe(2);
    // B and the audience see A's step when it is finished, in one packet: nothing of it until then.
    await expect.poll(() => pieceCount(b.page)).toBe(0);
    await expect.poll(() => pieceCount(crowd.page)).toBe(0);
    await b.page.screenshot({ path: `${shots}/two-devices-b.png` });

    // B cannot act in A's step: its device offers no placing of A's troopers, and a reload keeps its seat.
    await b.page.reload();
    await expect(b.page.getByTestId('seat-banner')).toContainText("Player B's device");
    await expect.poll(() => pieceCount(b.page)).toBe(0);
    await a.page.reload();
    await expect(a.page.getByTestId('seat-banner')).toContainText("Player A's device");
    // A Hidden Deployment trooper is no piece on the table, not even on its own side.
    await expect.poll(() => pieceCount(a.page)).toBe(2);
    await crowd.page.reload();
    await expect.poll(() => pieceCount(crowd.page)).toBe(0);

    // B's link opened on another device takes the seat over; the first device says so and can take it back.
    const b2 = await device(browser);
    await b2.page.goto(links.seatB);
    await expect(b2.page.getByTestId('seat-banner')).toContainText("Player B's device");
    await expect(b.page.getByTestId('device-waiting')).toContainText('opened on another device');
    await b.page.getByRole('button', { name: 'Take the seat back here' }).click();
    await expect(b.page.getByTestId('seat-banner')).toContainText("Player B's device");
    await expect(b2.page.getByTestId('device-waiting')).toContainText('opened on another device');
    await b2.page.close();

    // Every frame each device received, searched for A's secrets; A's own frames are the control.
    const secrets = ['Shade Infiltrator', 'Veil Stalker'];
    const holds = (frames: Buffer[], text: string) => frames.some((f) => f.includes(Buffer.from(text)));
    for (const s of secrets) expect(holds(a.frames, s), `A's frames name ${s}`).toBe(true);
    expect(b.frames.length).toBeGreaterThan(3);
    expect(crowd.frames.length).toBeGreaterThan(3);
    for (const s of secrets) {
      expect(holds(b.frames, s), `B's frames name ${s}`).toBe(false);
      expect(holds(crowd.frames, s), `the audience's frames name ${s}`).toBe(false);
    }

    // A leaves; the home screen offers the game again, and Rejoin takes A's seat back.
    await a.page.getByRole('button', { name: 'Leave game' }).click();
    const kept = a.page.getByTestId('two-device-games');
    await expect(kept).toContainText('A game you made');
    await audit(a.page, 'the home screen with a game on two devices');
    await kept.getByRole('button', { name: 'Rejoin' }).click();
    await expect(a.page.getByTestId('seat-banner')).toContainText("Player A's device");
    await expect.poll(() => pieceCount(a.page)).toBe(2);
    // On a phone the device's screen and its links fit the width.
    await a.page.setViewportSize({ width: 390, height: 844 });
    await expect(a.page.getByTestId('share-panel')).toBeAttached();
    await a.page.getByTestId('share-panel').locator('summary').click();
    expect(await a.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await a.page.screenshot({ path: `${shots}/two-devices-a-phone.png`, fullPage: true });
  });

  test('the server is killed mid-game and started again: the game goes on where it was', async ({
    browser,
  }) => {
    const port = gameServerPort + 1;
    const database = join(mkdtempSync(join(tmpdir(), 'e2e-games-')), 'games.sqlite');
    const dist = process.env.E2E_DIST ?? 'dist';
    let running = await startServerProcess({ port, database, dist });
    try {
      const here = `http://127.0.0.1:${String(port)}/`;
      const a = await device(browser);
      await makeGame(a.page, here);
      await deploy(a.page, 'Line Trooper', { x: 10, y: 6 });
      running.kill();
      await expect(a.page.getByTestId('device-presence')).toContainText(/reconnecting|lost/);
      running = await startServerProcess({ port, database, dist });
      await expect(a.page.getByTestId('device-presence')).toContainText(/^connected/, { timeout: 15_000 });
      await expect.poll(() => pieceCount(a.page)).toBe(1);
      await deploy(a.page, 'Shade Infiltrator', { x: 20, y: 6 }, { form: 'IMP-1' });
      await expect.poll(() => pieceCount(a.page)).toBe(2);
    } finally {
      running.kill();
    }
  });

  test('a game across devices: every marker kind, an agreed undo, a Hidden Deployment reveal, the end and the review', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const a = await device(browser);
    const links = await makeGame(a.page, server);
    const b = await device(browser);
    await b.page.goto(links.seatB);
    await expect(b.page.getByTestId('seat-banner')).toContainText("Player B's device");
    const crowd = await device(browser);
    await crowd.page.goto(links.audience);
    await expect(crowd.page.getByTestId('audience-banner')).toBeVisible();

    // A's deployment: Holoecho, Decoy, Hidden Deployment, a model and an IMP-1 Impersonator.
    const HD = { x: 20.5, y: 8.5 };
    await deploy(
      a.page,
      'Echo Operative',
      { x: 6, y: 6 },
      { form: 'Holoecho', real: 'the HOLOECHO-2 marker' },
    );
    await deploy(
      a.page,
      'Lure Specialist',
      { x: 34, y: 6 },
      { form: 'Decoy', extras: 'one replica besides the model', real: 'the DECOY-1 marker' },
    );
    await deploy(a.page, 'Veil Stalker', HD, { hidden: true });
    await deploy(a.page, 'Line Trooper', { x: 26, y: 3 });
    await deploy(a.page, 'Shade Infiltrator', { x: 44, y: 6 }, { form: 'IMP-1' });
    const placed = await pieceCount(a.page);

    // B has seen nothing of A's unfinished step (D52): Ctrl+Z takes A's last placement back alone.
    await a.page.keyboard.press('Control+z');
    await expect.poll(() => pieceCount(a.page)).toBe(placed - 1);
    await expect(a.page.getByTestId('undo-request')).toHaveCount(0);
    await expect(b.page.getByTestId('undo-request')).toHaveCount(0);
    await deploy(a.page, 'Shade Infiltrator', { x: 44, y: 6 }, { form: 'IMP-1' });
    await a.page.getByRole('button', { name: /^Done/ }).click();
    await expect.poll(() => pieceCount(b.page), { timeout: OTHER_DEVICE }).toBe(placed);

    // Now B has seen the step: Ctrl+Z asks B, as the Undo button does (the shortcut used to refuse on
    // two devices), on B's own device; A's device says the request waits; B agrees, and the step is A's
    // again, unseen by B until A ends it once more.
    let asked = '';
    a.page.once('dialog', (d) => {
      asked = d.message();
      void d.accept();
    });
    await a.page.keyboard.press('Control+z');
    await expect(a.page.getByTestId('undo-request')).toContainText('Waiting for Player B');
    expect(asked).toContain('On two devices Player B saw it at once, so Player B must agree.');
    expect(asked).toContain(DICE_AGAIN);
    const request = b.page.getByTestId('undo-request');
    await expect(request).toContainText('Player A asks to take back');
    await expect(request).not.toContainText('Shade');
    await request.getByRole('button', { name: 'Agree: take it back' }).click();
    await expect(a.page.getByTestId('undo-answer')).toContainText('Step taken back');
    await a.page.getByTestId('undo-answer').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => pieceCount(b.page)).toBe(0);
    await expect.poll(() => pieceCount(a.page)).toBe(placed);
    await a.page.getByRole('button', { name: /^Done/ }).click();
    await expect.poll(() => pieceCount(b.page), { timeout: OTHER_DEVICE }).toBe(placed);

    // B's deployment on B's device, then each holds-back trooper (A's Camo Sniper as a CAMO marker).
    for (const [name, x] of [
      ['Field Officer', 6],
      ['Bulwark Walker', 14],
      ['Camo Sniper', 22],
      ['Line Trooper', 38],
    ] as const) {
      await deploy(b.page, name, { x, y: 42 });
    }
    // B's Impersonator as IMP-2: with A's IMP-1, CAMO, HOLOECHO and DECOY markers, every marker kind.
    await deploy(b.page, 'Mask Infiltrator', { x: 30, y: 42 }, { form: 'IMP-2' });
    await b.page.getByRole('button', { name: 'Done: Player A deploys next' }).click();
    // Each device reloads mid-game and takes its seat (or the audience its view) again.
    for (const d of [a, b, crowd]) await d.page.reload();
    await expect(a.page.getByTestId('seat-banner')).toContainText("Player A's device");
    await expect(b.page.getByTestId('seat-banner')).toContainText("Player B's device");
    await expect(crowd.page.getByTestId('audience-banner')).toBeVisible();
    await deploy(a.page, 'Camo Sniper', { x: 10, y: 10 }, { form: 'CAMO' });
    await a.page.getByRole('button', { name: /^Done/ }).click();
    await deploy(b.page, 'Line Trooper', { x: 44, y: 42 });
    await b.page.getByRole('button', { name: /^Done/ }).click();
    await expect(a.page.getByRole('heading', { name: "Round 1 · Player A's turn" })).toBeVisible();
    await b.page.screenshot({ path: `${shots}/two-devices-b-deployed.png` });
    const kinds = await crowd.page.evaluate(() => [
      ...new Set(window.markerAudienceView?.pieces.map((p) => p.kind)),
    ]);
    for (const kind of ['CAMO', 'IMP-1', 'IMP-2', 'HOLOECHO-1', 'HOLOECHO-2', 'DECOY-1'])
      expect(kinds).toContain(kind);

    // Until something is revealed, no frame of B's or the audience's names A's secrets (A's are the control).
    // (Which trooper a Holoecho or a Decoy group is, is public; which piece is real, and the rest, is not.)
    const aTroopers = await a.page.evaluate(() => window.markerTableView?.troopers.map((t) => t.id) ?? []);
    expect(aTroopers.length).toBe(6);
    const secrets = ['Shade Infiltrator', 'Veil Stalker', '20.5', ...aTroopers];
    const holds = (frames: Buffer[], text: string) => frames.some((f) => f.includes(Buffer.from(text)));
    for (const secret of secrets) {
      expect(holds(a.frames, secret), `A's frames name ${secret}`).toBe(true);
      expect(holds(b.frames, secret), `B's frames name ${secret}`).toBe(false);
      expect(holds(crowd.frames, secret), `the audience's frames name ${secret}`).toBe(false);
    }

    // A reveals its Hidden Deployment trooper: B and the audience see it where it was written.
    await a.page.getByRole('button', { name: 'Reveal and activate Veil Stalker' }).click();
    const revealed = 'A Hidden Deployment trooper of Player A reveals itself: Veil Stalker at (20.5, 8.5)';
    await expect(b.page.getByTestId('log')).toContainText(revealed);
    await expect(crowd.page.getByTestId('audience-narration')).toContainText('Veil Stalker');

    // A proposes to end the game; B agrees on its device; both review it with everything revealed.
    a.page.once('dialog', (d) => void d.accept());
    await a.page.getByRole('button', { name: 'Propose to end the game…' }).click();
    await b.page.getByTestId('end-proposal').getByRole('button', { name: 'Agree: end the game' }).click();
    await expect(a.page.getByTestId('turn-phase')).toContainText('The game is over');
    await expect(b.page.getByTestId('turn-phase')).toContainText('The game is over');
    await b.page.getByRole('button', { name: 'Review the game, everything revealed' }).click();
    await expect(b.page.getByTestId('review-panel')).toBeVisible();
    await expect
      .poll(async () => JSON.stringify(await b.page.evaluate(() => window.markerTableView)))
      .toContain('Shade Infiltrator');
    await b.page.screenshot({ path: `${shots}/two-devices-b-review.png` });
  });
});
