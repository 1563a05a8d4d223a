import { expect, test } from '@playwright/test';
import { hotSeatSetup, recordedGame } from './recorded.ts';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { openStored, takeScreen, toScreen } from './table.ts';
import { rosterOf } from '../src/engine/index.ts';

// Airborne Deployment at the table (RULES.md §18.11, decisions D97–D102): Player A's Camo Sniper has
// Parachutist. At deployment the panel keeps it off the table; in A's turn it is listed with "Arrive",
// the table shows where it may land, a click away from every edge is refused with the reason, and a
// click near the side edge lands it there as a CAMO marker with its own Order. Player B reads that a
// trooper arrived, never which.

const TABLE = { width: 48, depth: 48, zoneDepth: 12 };

function setup() {
  const s = hotSeatSetup(['camo-sniper', 'line-trooper'], ['line-trooper', 'line-trooper'], TABLE);
  s.game?.rosters.A[0]?.skills.push({ skill: 'Parachutist' });
  return s;
}

/** Deployment done: the Camo Sniper kept off the table, the Line Troopers placed; A's first turn. */
function inTurn(): string {
  const g = recordedGame(setup(), { seed: 5 });
  g.play((s) => ({ type: 'keepAirborne', seat: 'A', trooperId: rosterOf(s, 'A')[0]?.id ?? '' }));
  g.endStep('A');
  g.deploy('B', 0, 'model', 40, 42);
  g.endStep('B');
  g.deploy('A', 1, 'model', 30, 6);
  g.endStep('A');
  g.deploy('B', 1, 'model', 44, 42);
  g.endStep('B');
  return g.saved('g-airborne-turn', 'Airborne Deployment');
}

test('the deploy panel keeps a Parachutist off the table, and the other seat reads only that', async ({
  page,
}) => {
  await openStored(page, {
    [STORAGE_KEY]: recordedGame(setup(), { seed: 5 }).saved('g-airborne', 'Airborne'),
  });
  await takeScreen(page, 'A');
  await page.getByRole('radio', { name: /^Camo Sniper/ }).check();
  await page.getByRole('button', { name: 'Keep Camo Sniper off the table (Airborne Deployment)' }).click();
  await expect(page.getByTestId('placed-trooper')).toContainText(
    'Camo Sniper · kept off the table (Airborne Deployment)',
  );
  await page.getByRole('button', { name: 'Done: hand the screen to Player B' }).click();
  await takeScreen(page, 'B');
  const log = page.getByTestId('log');
  await expect(log).toContainText('Player A ended deployment step 1: a trooper kept off the table');
  await expect(log).not.toContainText('Camo Sniper');
});

test('a Parachutist arrives with the mouse: refused away from the edges, landed at the side edge', async ({
  page,
}) => {
  await openStored(page, { [STORAGE_KEY]: inTurn() });
  await takeScreen(page, 'A');
  const arrive = page.getByRole('button', { name: /^Arrive: Camo Sniper with Parachutist/ });
  await expect(page.getByTestId('airborne-troopers')).toBeVisible();
  await page.getByRole('combobox', { name: 'Form Camo Sniper arrives as' }).selectOption('CAMO');
  await arrive.click();
  await expect(page.getByRole('button', { name: /^Landing Camo Sniper: click the table/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e-airborne/landing-area.png' });
  // The middle of the table: no edge there. Hovering tells why before any click.
  const middle = await toScreen(page, 24, 24);
  await page.mouse.move(middle.x, middle.y);
  await expect(page.getByTestId('drag-readout')).toContainText(
    'Camo Sniper cannot land here: Camo Sniper lands with Parachutist: its base must touch a table edge',
  );
  await page.screenshot({ path: 'test-results/e2e-airborne/landing-refused-hover.png' });
  await page.mouse.click(middle.x, middle.y);
  await expect(page.getByTestId('status')).toContainText('its base must touch a table edge');
  // Near the left edge, outside B's zone: the base lands touching it.
  const edge = await toScreen(page, 0.8, 24);
  await page.mouse.move(edge.x, edge.y);
  await expect(page.getByTestId('drag-readout')).toContainText('Camo Sniper may land here');
  await page.mouse.click(edge.x, edge.y);
  // Landed: B's Line Trooper sees it, so the screen goes to Player B for the AROs.
  await expect(page.getByText('Player B declares AROs')).toBeVisible();
  await takeScreen(page, 'B');
  const log = page.getByTestId('log');
  await expect(log).toContainText(
    "Player A spends a trooper's own Order on an Airborne Deployment with Parachutist",
  );
  await expect(log).not.toContainText('Camo Sniper');
  await expect(page.getByTestId('piece-list')).toContainText('CAMO marker');
  await page.screenshot({ path: 'test-results/e2e-airborne/landed.png' });
});
