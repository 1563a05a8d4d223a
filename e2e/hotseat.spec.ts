import { expect, test, type Page } from '@playwright/test';
import { deploy, drag, openTable, takeScreen, toScreen } from './table.ts';

// Hot-seat deployment behind the curtain (RULES.md §11.2, §10.7; ARCHITECTURE.md §5): A deploys
// every hidden form, hands over, and B's page holds none of A's secrets.

const shots = 'test-results/screenshots';

/**
 * Starts a hot-seat game from the dialog. A's roster gets a second Echo Operative renamed "Mirage
 * Agent", and its Mask Infiltrator becomes "Shade Infiltrator", so A's secret names occur nowhere else.
 */
async function newGame(page: Page, opts: { pinB?: string; lurker?: boolean } = {}): Promise<void> {
  await page.getByRole('button', { name: 'New game…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Add a trooper to Player A').selectOption('holoprojector');
  await dialog.getByRole('button', { name: 'Add to Player A' }).click();
  await dialog.getByLabel('Name of trooper 7, Player A').fill('Mirage Agent');
  await dialog.getByLabel('Name of trooper 5, Player A').fill('Shade Infiltrator');
  if (opts.lurker) {
    await dialog.getByLabel('Add a trooper to Player A').selectOption('holo-lurker');
    await dialog.getByRole('button', { name: 'Add to Player A' }).click();
  }
  if (opts.pinB) await dialog.getByLabel('PIN of Player B (optional, 4–8 digits)').fill(opts.pinB);
  await page.screenshot({ path: `${shots}/new-game-dialog.png` });
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByTestId('curtain')).toBeVisible();
}

async function gridOff(page: Page): Promise<void> {
  const grid = page.getByRole('button', { name: 'Grid', exact: true });
  if ((await grid.getAttribute('aria-pressed')) === 'true') await grid.click();
  await expect(grid).toHaveAttribute('aria-pressed', 'false');
}

/** How many colours the composed table canvas has in a 0.9" disc around (x, y): 1 where nothing is drawn. */
async function discPixels(page: Page, x: number, y: number): Promise<{ distinct: number }> {
  const c = await toScreen(page, x, y);
  const box = await page.getByTestId('table-canvas').boundingBox();
  const scale = Number(await page.getByTestId('table-canvas').getAttribute('data-scale'));
  if (!box) throw new Error('no canvas');
  return page.evaluate(
    ({ cx, cy, rad }) => {
      const layers = [...document.querySelectorAll<HTMLCanvasElement>('[data-testid=table-canvas] canvas')];
      const first = layers[0];
      if (!first) throw new Error('no layers');
      const rect = first.getBoundingClientRect();
      const ratio = first.width / rect.width;
      const out = document.createElement('canvas');
      out.width = first.width;
      out.height = first.height;
      const ctx = out.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      for (const l of layers) ctx.drawImage(l, 0, 0);
      const px = (cx - rect.left) * ratio;
      const py = (cy - rect.top) * ratio;
      const rr = rad * ratio;
      const img = ctx.getImageData(
        Math.floor(px - rr),
        Math.floor(py - rr),
        Math.ceil(rr * 2),
        Math.ceil(rr * 2),
      );
      const seen = new Set<string>();
      for (let j = 0; j < img.height; j++) {
        for (let i = 0; i < img.width; i++) {
          if (Math.hypot(i - rr, j - rr) > rr) continue;
          const k = (j * img.width + i) * 4;
          seen.add(`${String(img.data[k])},${String(img.data[k + 1])},${String(img.data[k + 2])}`);
        }
      }
      return { distinct: seen.size };
    },
    { cx: c.x, cy: c.y, rad: 0.9 * scale },
  );
}

test.describe('hot-seat deployment behind the curtain', () => {
  test('A deploys Holoecho, Decoy, HoloMask and Hidden Deployment troopers; B sees none of the secrets', async ({
    page,
  }) => {
    await openTable(page);
    await newGame(page, { pinB: '2468', lurker: true });
    await expect(page.getByTestId('curtain-status')).toContainText('Player A to play');
    // Nothing of the table is mounted behind the curtain.
    await expect(page.getByTestId('table-canvas')).toHaveCount(0);
    await takeScreen(page, 'A');
    await gridOff(page); // the zone is then one flat colour where nothing stands

    const HD = { x: 20.5, y: 8.5 };
    await deploy(page, 'Echo Operative', { x: 6, y: 6 }, { form: 'Holoecho', real: 'the HOLOECHO-2 marker' });
    // Its markers stand beside it (2.48" apart); one dragged 14" away breaks Coherency and snaps back.
    await drag(page, { x: 8.48, y: 6 }, { x: 22, y: 6 }, { release: false });
    await expect(page.getByTestId('drag-readout')).toContainText('out of Coherency');
    await page.mouse.up();
    await expect(page.getByTestId('status')).toContainText('Each Holoecho needs another within 8"');
    // Decoy (2) places "up to two" replicas: one here (seed 001).
    await deploy(
      page,
      'Lure Specialist',
      { x: 34, y: 6 },
      {
        form: 'Decoy',
        extras: 'one replica besides the model',
        real: 'the DECOY-1 marker',
        optionsShot: `${shots}/deploy-fewer-pieces.png`,
      },
    );
    await deploy(page, 'Mirage Agent', { x: 42, y: 9 }, { shows: 'the model of Line Trooper' });
    await deploy(page, 'Veil Stalker', { x: 20, y: 8 }, { hidden: true });
    // The written position can be rewritten by dragging its ghost, under the same rules.
    await drag(page, { x: 20, y: 8 }, { x: 20, y: 20 });
    await expect(page.getByTestId('status')).toContainText("totally inside Player A's Deployment Zone");
    await drag(page, { x: 20, y: 8 }, HD);
    await expect(page.getByTestId('status')).toContainText('rewrote the position of Veil Stalker');
    await deploy(page, 'Line Trooper', { x: 26, y: 3 });
    // Hidden Deployment with Holoecho: three written positions, one real, all only A's.
    await deploy(
      page,
      'Echo Lurker',
      { x: 14, y: 10 },
      { form: 'Holoecho', hidden: true, real: 'the HOLOECHO-1 marker' },
    );
    await deploy(page, 'Shade Infiltrator', { x: 44, y: 24 }, { form: 'IMP-1' });
    await expect(page.getByTestId('drag-readout')).toHaveText('');
    // A sees its written position as a ghost: the check below would find it.
    expect((await discPixels(page, HD.x, HD.y)).distinct).toBeGreaterThan(1);
    const aView = await page.evaluate(() => JSON.stringify(window.markerTableView));
    expect((JSON.parse(aView) as { ghosts: unknown[] }).ghosts).toHaveLength(4);
    const aTrooperIds = [
      ...new Set([...aView.matchAll(/"trooperId":"(t[a-z2-9]{8})"/g)].map((m) => m[1] ?? '')),
    ];
    expect(aTrooperIds.length).toBeGreaterThanOrEqual(5);
    await page.screenshot({ path: `${shots}/hotseat-a-deployed.png` });

    await page.getByRole('button', { name: 'Done: hand the screen to Player B' }).click();
    await expect(page.getByTestId('curtain-status')).toContainText('Player B to play');
    await expect(page.getByTestId('table-canvas')).toHaveCount(0);
    expect(await page.evaluate(() => window.markerTableView)).toBeUndefined();
    await page.screenshot({ path: `${shots}/hotseat-curtain.png` });

    // A wrong PIN keeps the curtain down.
    await page.getByRole('button', { name: /^I am Player B/ }).click();
    await page.getByLabel('PIN of Player B').fill('1111');
    await page.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('alert')).toHaveText("That is not Player B's PIN.");
    await expect(page.getByTestId('table-canvas')).toHaveCount(0);
    await page.getByLabel('PIN of Player B').fill('2468');
    await page.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByTestId('seat-banner')).toContainText("Player B's screen");
    await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
    await gridOff(page);
    await page.screenshot({ path: `${shots}/hotseat-b-view.png` });

    const secrets = [
      'Mirage Agent',
      'Veil Stalker',
      'Shade Infiltrator',
      'Echo Lurker',
      'HoloMask',
      'Hidden Deployment',
      'Holoecho (',
      'Decoy (',
      '20.5',
      '8.5)',
      ...aTrooperIds,
    ];
    const text = await page.locator('body').innerText();
    const aria = await page.locator('body').ariaSnapshot();
    const bView = await page.evaluate(() => JSON.stringify(window.markerTableView));
    for (const s of secrets) {
      expect(text, `page text holds "${s}"`).not.toContain(s);
      expect(aria, `accessibility tree holds "${s}"`).not.toContain(s);
      expect(bView, `rendered view holds "${s}"`).not.toContain(s);
    }
    expect(bView).not.toMatch(/"real":|"trooperId":|"imitates":/);
    const parsed = JSON.parse(bView) as { ghosts: unknown[]; pieces: { owner: string; kind: string }[] };
    expect(parsed.ghosts).toEqual([]);
    // A's table: Holoecho model + 2 markers, Decoy model + 2 replicas, the HoloMask model, a model, an IMP-1.
    expect(
      parsed.pieces
        .filter((p) => p.owner === 'A')
        .map((p) => p.kind)
        .sort(),
    ).toEqual(['DECOY-1', 'HOLOECHO-1', 'HOLOECHO-2', 'IMP-1', 'model', 'model', 'model', 'model'].sort());
    // The HoloMask model reads as a Line Trooper; the written position shows nothing at all.
    await expect(page.getByText('Line Trooper').first()).toBeVisible();
    expect((await discPixels(page, HD.x, HD.y)).distinct).toBe(1);
    // The New game dialog keeps nothing A typed: B opening it sees the default rosters.
    await page.getByRole('button', { name: 'New game…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await expect(dialog.getByLabel('Name of trooper 1, Player A')).toHaveValue('Line Trooper');
    expect(await dialog.innerText()).not.toContain('Mirage');
    await expect(dialog.getByLabel('Name of trooper 7, Player A')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    // Undo cannot reach back across the handover to A's steps: Ctrl+Z and the button (one command)
    // would ask A to agree to take back a step of B's, and B has made none (the button used to say nothing).
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('status')).toHaveText('You have made no step to take back.');
    await page.keyboard.press('m');
    await expect(page.getByTestId('status')).toHaveText(
      'Free drags: a piece follows the pointer past its limit; a move is still checked when it is declared.',
    );
    // The button says the same: it is off, and its title says why.
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeDisabled();
    await expect(undo).toHaveAttribute('title', /you have made no step to take back/);
    await page.keyboard.press('m');
    await expect(page.getByTestId('seat-banner')).toContainText("Player B's screen");
    // B may select A's model and read it, but not move it.
    await drag(page, { x: 26, y: 3 }, { x: 26, y: 6 });
    await expect(page.getByTestId('info-name')).toHaveText('Line Trooper');
    await expect(page.getByTestId('info-position')).toContainText('26.0');
    await expect(page.getByTestId('info-position')).toContainText('3.0');
  });

  test('the game plays through all four steps, and a reload brings the curtain back', async ({ page }) => {
    await openTable(page);
    await newGame(page);
    await takeScreen(page, 'A');
    // Holding one back is enforced: the Done button says what is missing.
    await expect(page.getByRole('button', { name: 'Done: hand the screen to Player B' })).toBeDisabled();
    for (const [name, x] of [
      ['Echo Operative', 4],
      ['Lure Specialist', 14],
      ['Mirage Agent', 22],
      ['Veil Stalker', 28],
      ['Line Trooper', 34],
      ['Shade Infiltrator', 40],
    ] as const) {
      await deploy(page, name, { x, y: 6 });
    }
    await expect(page.getByRole('radio', { name: /^Camo Sniper/ })).toBeVisible();
    await page.getByRole('button', { name: 'Done: hand the screen to Player B' }).click();

    await page.reload();
    await expect(page.getByTestId('curtain-status')).toContainText('Player B to play');
    await takeScreen(page, 'B');
    // An illegal spot is refused with the rule, and nothing is placed.
    await page.getByRole('radio', { name: /^Field Officer/ }).check();
    await page.getByRole('button', { name: /^Place Field Officer/ }).click();
    const mid = await toScreen(page, 24, 20);
    await page.mouse.move(mid.x, mid.y);
    await expect(page.getByTestId('drag-readout')).toContainText('cannot deploy here');
    await page.mouse.click(mid.x, mid.y);
    await expect(page.getByTestId('status')).toContainText("totally inside Player B's Deployment Zone");
    for (const [name, x] of [
      ['Field Officer', 6],
      ['Bulwark Walker', 14],
      ['Camo Sniper', 22],
      ['Mask Infiltrator', 30],
      ['Line Trooper', 38],
    ] as const) {
      await deploy(page, name, { x, y: 42 });
    }
    await page.getByRole('button', { name: 'Done: hand the screen to Player A' }).click();
    await takeScreen(page, 'A');
    await deploy(page, 'Camo Sniper', { x: 10, y: 10 });
    await page.getByRole('button', { name: 'Done: hand the screen to Player B' }).click();
    await takeScreen(page, 'B');
    await deploy(page, 'Line Trooper', { x: 44, y: 42 });
    await page.getByRole('button', { name: 'Done: deployment complete' }).click();
    // Round 1 begins at once with A's turn (A deployed first): the curtain passes the screen.
    await expect(page.getByTestId('curtain-status')).toContainText(
      "Player A to play · Round 1 · Player A's turn · 7 Orders left",
    );
    await takeScreen(page, 'A');
    await expect(page.getByRole('heading', { name: "Round 1 · Player A's turn" })).toBeVisible();
    await expect(page.getByTestId('orders-left')).toHaveText('7 Orders left');
    // One Order (RULES.md §5.3): activate the Line Trooper, drag it 3" on, declare Move.
    const line = await toScreen(page, 34, 6);
    await page.mouse.click(line.x, line.y);
    await page.getByRole('button', { name: 'Activate Line Trooper' }).click();
    await expect(page.getByTestId('orders-left')).toHaveText('6 Orders left');
    await drag(page, { x: 34, y: 6 }, { x: 31, y: 6 });
    await expect(page.getByTestId('order-draft')).toContainText('Line Trooper → (31.0, 6.0)');
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    // Whoever of B sees it reacts: the first with a BS Attack, the rest pass; then A declares Idle.
    let attacked = false;
    for (let round = 0; round < 2; round++) {
      const status = page.getByTestId('curtain-status');
      if (await status.isVisible()) {
        await expect(status).toContainText('Player B declares AROs');
        await takeScreen(page, 'B');
        for (;;) {
          if (await page.getByTestId('curtain').isVisible()) break;
          const reactor = page.getByTestId('reactor').first();
          if (!(await reactor.isVisible())) {
            // Asked after every declaration (D28): nothing of B's may react this time.
            await page.getByRole('button', { name: 'No AROs: hand back' }).click();
            break;
          }
          const name = (await reactor.locator('strong').innerText()).trim();
          const attack = reactor.getByRole('button', { name: `${name}: BS Attack` });
          if (!attacked && (await attack.count()) > 0) {
            await attack.click();
            attacked = true;
          } else {
            await reactor.getByRole('button', { name: `${name}: Pass` }).click();
          }
          if (await page.getByTestId('curtain').isVisible()) break;
        }
        await takeScreen(page, 'A');
      }
      if (round === 0) await page.getByRole('button', { name: 'Idle', exact: true }).click();
    }
    // Alert (RULES.md §6.7): whoever was attacked or has an attacked ally in its ZoC may turn; B first.
    for (const seat of ['B', 'A'] as const) {
      const status = page.getByTestId('curtain-status');
      if ((await status.isVisible()) && (await status.innerText()).includes(`Player ${seat} may turn`)) {
        await takeScreen(page, seat);
      }
      const banner = page.getByTestId('seat-banner');
      if (
        (await banner.isVisible()) &&
        (await banner.innerText()).includes('may turn its alerted troopers')
      ) {
        await expect(page.getByTestId('alert-panel')).toBeVisible();
        await page.screenshot({ path: `${shots}/hotseat-alert.png` });
        await page.getByRole('button', { name: 'Done turning' }).click();
      }
    }
    if (await page.getByTestId('curtain-status').isVisible()) await takeScreen(page, 'A');
    await expect(page.getByTestId('log')).toContainText('The Order of Player A is complete.');
    if (attacked) await expect(page.getByTestId('log')).toContainText('BS Attack with the');
    await page.screenshot({ path: `${shots}/hotseat-order.png` });
    await page.getByRole('button', { name: 'End turn' }).click();
    await page.getByRole('button', { name: 'End the turn: 6 Orders lost' }).click();
    await expect(page.getByTestId('curtain-status')).toContainText(
      "Round 1 · Player B's turn · 6 Orders left",
    );
    await takeScreen(page, 'B');
    await expect(page.getByTestId('log')).toContainText('Player A ended the turn; 6 unspent Orders are lost');
    await page.screenshot({ path: `${shots}/hotseat-turn-b.png` });
  });
});

test('a whole Order against a marker: A moves an IMP-1 twice, B delays one ARO and Discovers with another', async ({
  page,
}) => {
  await openTable(page);
  await page.getByRole('button', { name: 'New game…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByLabel('Scenery').selectOption('open');
  // A: an Impersonator and a Line Trooper; B: two Line Troopers.
  for (const seat of ['A', 'B'] as const) {
    for (let i = 6; i >= 1; i--) {
      const remove = dialog.getByRole('button', { name: `Remove trooper ${String(i)} of Player ${seat}` });
      if ((await remove.count()) > 0) await remove.click();
    }
    for (const id of seat === 'A' ? ['impersonator', 'line-trooper'] : ['line-trooper', 'line-trooper']) {
      await dialog.getByLabel(`Add a trooper to Player ${seat}`).selectOption(id);
      await dialog.getByRole('button', { name: `Add to Player ${seat}` }).click();
    }
  }
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await takeScreen(page, 'A');
  await deploy(page, 'Mask Infiltrator', { x: 24, y: 30 }, { form: 'IMP-1' });
  await page.getByRole('button', { name: 'Done: hand the screen to Player B' }).click();
  await takeScreen(page, 'B');
  await deploy(page, 'Line Trooper', { x: 18, y: 42 });
  await page.getByRole('button', { name: 'Done: hand the screen to Player A' }).click();
  await takeScreen(page, 'A');
  await deploy(page, 'Line Trooper', { x: 10, y: 6 });
  await page.getByRole('button', { name: 'Done: hand the screen to Player B' }).click();
  await takeScreen(page, 'B');
  await deploy(page, 'Line Trooper', { x: 30, y: 42 });
  await page.getByRole('button', { name: 'Done: deployment complete' }).click();

  // A's turn: activate the IMP-1 marker and move it twice.
  await takeScreen(page, 'A');
  const imp = await toScreen(page, 24, 30);
  await page.mouse.click(imp.x, imp.y);
  await page.getByRole('button', { name: /^Activate Mask Infiltrator/ }).click();
  await drag(page, { x: 24, y: 30 }, { x: 24, y: 27 });
  await page.screenshot({ path: `${shots}/hotseat-declare.png` });
  await page.getByRole('button', { name: 'Move', exact: true }).click();

  // B sees an IMP-1 marker, not who it is: one Line Trooper delays, the other Discovers.
  await expect(page.getByTestId('curtain-status')).toContainText('Player B declares AROs');
  await takeScreen(page, 'B');
  await expect(page.getByTestId('aro-controls')).not.toContainText('Mask Infiltrator');
  // B's view shows the declared path of the marker, and not which trooper it is.
  const order = await page.evaluate(() => window.markerTableView?.phase.order);
  expect(order?.paths).toHaveLength(1);
  expect(order?.paths[0]?.pieceId).toBe(order?.pieceIds[0]);
  expect(order?.paths[0]?.from.x).toBeCloseTo(24, 1);
  expect(order?.paths[0]?.from.y).toBeCloseTo(30, 1);
  expect(order?.paths[0]?.to.y).toBeCloseTo(27, 1);
  expect(order?.trooperId).toBeUndefined();
  expect(JSON.stringify(await page.evaluate(() => window.markerTableView))).not.toContain('Mask Infiltrator');
  const reactors = page.getByTestId('reactor');
  await expect(reactors).toHaveCount(2);
  await expect(reactors.first().getByRole('button', { name: /^Line Trooper \d: BS Attack$/ })).toHaveCount(0);
  await page.screenshot({ path: `${shots}/hotseat-aro.png` });
  await reactors
    .first()
    .getByRole('button', { name: /^Line Trooper \d: Delay$/ })
    .click();
  await page
    .getByTestId('reactor')
    .first()
    .getByRole('button', { name: /^Line Trooper \d: Discover$/ })
    .click();

  // A moves again; the marker stays hidden, so the delayed ARO is lost; then the dice.
  await takeScreen(page, 'A');
  await drag(page, { x: 24, y: 27 }, { x: 24, y: 25 });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  // B is asked after every declaration (D28): its delayed ARO is gone and nothing else may react.
  await takeScreen(page, 'B');
  await expect(page.getByTestId('aro-controls')).toContainText(
    'Nothing of yours may react to this declaration.',
  );
  // The panel says why: the marker stayed hidden, so the delayed ARO is lost (issue 31).
  await expect(page.getByTestId('reactors-done').locator('[data-status="lost"]')).toContainText(
    'its delayed ARO is lost: the active trooper stayed a marker',
  );
  await expect(page.getByTestId('reactors-done').locator('[data-status="declared"]')).toContainText(
    'Discover declared against the IMP-1 marker.',
  );
  await page.getByRole('button', { name: 'No AROs: hand back' }).click();
  await takeScreen(page, 'A');
  const log = page.getByTestId('log');
  await expect(log).toContainText('delays its ARO until the second skill');
  await expect(log).toContainText('delayed its ARO and the trooper did not reveal itself: the ARO is lost');
  await expect(log).toContainText('The Order of Player A is complete.');
  const discover = (await log.locator('li', { hasText: 'Discover on the IMP-1 marker' }).innerText()).trim();
  // WIP 13, +3 up to 8" or 0 beyond, −6 against IMP-1 (RULES.md §9.2).
  const m = /WIP 13,? ([^=]*)= (\d+), rolled (\d+): (success|failure|critical success)/.exec(discover);
  expect(m, discover).not.toBeNull();
  const [sv, die] = [Number(m?.[2]), Number(m?.[3])];
  expect(m?.[1]).toContain('−6');
  expect(m?.[4] === 'failure').toBe(die > sv);
  if (die <= sv) await expect(log).toContainText('The IMP-1 marker is Discovered and becomes IMP-2');
  await page.screenshot({ path: `${shots}/hotseat-aro-discover.png` });
});
