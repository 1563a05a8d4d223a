import { expect, type Page } from '@playwright/test';

/** Helpers that drive the table the way a person does: with the mouse on the canvas. */

export async function openTable(page: Page): Promise<void> {
  await page.goto('/#table');
  await expect(page.getByTestId('table-canvas').locator('canvas').first()).toBeVisible();
  // The camera is fitted to the canvas after its first layout; coordinates are stable from then on.
  await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
}

/** Screen position of a table point, from the camera the canvas publishes as data attributes. */
export async function toScreen(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const canvas = page.getByTestId('table-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('table canvas is not visible');
  const cam = await canvas.evaluate((el: HTMLElement) => ({
    x: Number(el.dataset.camX),
    y: Number(el.dataset.camY),
    s: Number(el.dataset.scale),
    turned: el.dataset.turned === 'true',
    width: el.clientWidth,
    height: el.clientHeight,
  }));
  const sx = cam.x + x * cam.s;
  const sy = cam.y + y * cam.s;
  // A seat that sees the table from its own side sees it turned half round (issue 31).
  return cam.turned
    ? { x: box.x + cam.width - sx, y: box.y + cam.height - sy }
    : { x: box.x + sx, y: box.y + sy };
}

export async function place(
  page: Page,
  seat: 'A' | 'B',
  profileId: string,
  form: string,
  at: { x: number; y: number },
): Promise<void> {
  await page.getByLabel(seat === 'A' ? 'Player A (blue)' : 'Player B (orange)').check();
  await page.getByLabel('Trooper').selectOption(profileId);
  await page.getByLabel('Form').selectOption(form);
  await page.getByRole('button', { name: /Place on the table/ }).click();
  const p = await toScreen(page, at.x, at.y);
  await page.mouse.click(p.x, p.y);
  await page.getByRole('button', { name: 'Select', exact: true }).click();
}

/** Presses on a table point and drags to another in small steps, as a hand would. */
export async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  opts: { release?: boolean } = {},
): Promise<void> {
  const a = await toScreen(page, from.x, from.y);
  const b = await toScreen(page, to.x, to.y);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 12 });
  if (opts.release !== false) await page.mouse.up();
}

/** The awaited seat takes the screen at the curtain (typing its PIN when it has one). */
export async function takeScreen(page: Page, seat: 'A' | 'B', pin?: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^I am Player ${seat}`) }).click();
  if (pin) {
    await page.getByLabel(`PIN of Player ${seat}`).fill(pin);
    await page.getByRole('button', { name: 'Open' }).click();
  }
  await expect(page.getByTestId('seat-banner')).toContainText(`Player ${seat}'s screen`);
  await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
}

/**
 * Clicks one of the toolbar's screen buttons (Home, New game…, Scenarios…, Games…, Help…); on a phone
 * they are behind the Menu button, which is opened first.
 */
export async function toolbarButton(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  if (!(await button.isVisible())) {
    await page.getByRole('toolbar', { name: 'Table tools' }).getByRole('button', { name: 'Menu' }).click();
  }
  await button.click();
}

/** Loads a scenario from the gallery to play hot-seat; the curtain comes down. */
export async function loadScenario(page: Page, title: string): Promise<void> {
  const scenarios = page.getByRole('button', { name: 'Scenarios…' });
  if (await page.getByTestId('curtain').isVisible()) await scenarios.click();
  else await toolbarButton(page, 'Scenarios…');
  await page
    .getByRole('dialog', { name: 'Scenarios' })
    .getByRole('button', { name: `Load the scenario: ${title}` })
    .click();
  await expect(page.getByTestId('curtain')).toBeVisible();
}

/** Loads the rulebook's IMP-1 example; Player A plays its first two steps; Player B takes the screen for its AROs. */
export async function atImp1Aros(page: Page): Promise<void> {
  await loadScenario(page, 'An IMP-1 marker under three AROs');
  await takeScreen(page, 'A');
  const next = page.getByTestId('scenario-next').getByRole('button', { name: 'Play this step' });
  await next.click();
  await next.click();
  await takeScreen(page, 'B');
}

/** Replaces the browser's stored games with `items` (storage key → text) and opens the table on them. */
export async function openStored(page: Page, items: Record<string, string>): Promise<void> {
  await page.goto('/');
  await page.evaluate((all) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v);
  }, items);
  await page.goto('/#table');
  await page.reload();
}

/** How a roster trooper deploys: its form and the options its skills give (the deployment panel). */
export interface DeployOptions {
  form?: string;
  /** How many Holoechoes or Decoy markers, by the option's words ("up to" the skill's number). */
  extras?: string;
  real?: string;
  shows?: string;
  hidden?: boolean;
  /** A screenshot of the chosen options, taken before placing. */
  optionsShot?: string;
}

/** Chooses a reserve trooper and its options in the panel, then clicks the table where it goes. */
export async function deploy(
  page: Page,
  name: string,
  at: { x: number; y: number },
  o: DeployOptions = {},
): Promise<void> {
  await page
    .getByRole('radio', { name: new RegExp(`^${name}`) })
    .first()
    .check();
  if (o.form) await page.getByRole('combobox', { name: 'Form' }).selectOption(o.form);
  if (o.shows) await page.getByRole('combobox', { name: 'HoloMask: shows' }).selectOption({ label: o.shows });
  if (o.extras) {
    await page
      .getByRole('combobox', { name: /^(Holoechoes|Decoy markers)/ })
      .selectOption({ label: o.extras });
  }
  if (o.optionsShot) await page.locator('.deploy-options').screenshot({ path: o.optionsShot });
  if (o.hidden) await page.getByRole('checkbox', { name: /^Hidden Deployment/ }).check();
  if (o.real) await page.getByRole('combobox', { name: 'The real one is' }).selectOption({ label: o.real });
  const placeButton = page.getByRole('button', { name: new RegExp(`^Plac(e|ing) ${name}`) });
  if ((await placeButton.getAttribute('aria-pressed')) !== 'true') await placeButton.click();
  const p = await toScreen(page, at.x, at.y);
  await page.mouse.move(p.x, p.y);
  await expect(page.getByTestId('drag-readout')).toContainText(`${name} may deploy here`);
  await page.mouse.click(p.x, p.y);
  await expect(
    page
      .getByTestId('placed-trooper')
      .filter({ hasText: new RegExp(`^${name}`) })
      .first(),
  ).toBeVisible();
}
