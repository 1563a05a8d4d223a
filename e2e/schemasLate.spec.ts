import { expect, test, type Page, type Route } from '@playwright/test';
import { openTable, place } from './table.ts';

// zod comes in a chunk of its own, after the first table (src/engine/zod.ts): a fresh table is drawn
// without it, every part of the screen that may read data waits for it, and a table with something
// kept here waits for it before reading. Here its chunk is held back on its way to prove each of these.

// The service worker would fetch the chunk itself, out of the page's sight.
test.use({ serviceWorkers: 'block' });

/** Holds back zod's chunk until `release` is called; `asked` tells whether the page has asked for it. */
async function holdZod(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let asked = false;
  await page.route(/\/assets\/zodLibrary-[^/]+\.js$/, async (route: Route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** Whether the page has received a script chunk whose file name starts with `name` and a dash. */
function chunks(page: Page): (name: string) => boolean {
  const received: string[] = [];
  page.on('requestfinished', (r) => received.push(new URL(r.url()).pathname));
  return (name) => received.some((path) => path.startsWith(`/assets/${name}-`) && path.endsWith('.js'));
}

/** Lets the page take in what it has received: two frames and the tasks between them. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(r), 50))),
  );
}

/** Every uncaught error of the page, to be empty at the end. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('a fresh table is drawn before zod has come; a trooper placed meanwhile is placed once it comes', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const received = chunks(page);
  const zod = await holdZod(page);
  await openTable(page);
  await expect.poll(zod.asked).toBe(true);
  // The placement waits for the rules, which wait for zod: nothing is lost, nothing breaks.
  await place(page, 'A', 'line-trooper', 'model', { x: 24, y: 40 });
  await expect.poll(() => received('reducer')).toBe(true);
  await nextFrames(page);
  await expect(page.getByRole('heading', { name: 'On the table (0)' })).toBeVisible();
  zod.release();
  await expect(page.getByRole('heading', { name: 'On the table (1)' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a dialog whose chunk has come waits for zod, then opens', async ({ page }) => {
  const errors = pageErrors(page);
  const received = chunks(page);
  const zod = await holdZod(page);
  await openTable(page);
  await page.getByRole('button', { name: 'New game…' }).click();
  await expect.poll(() => received('Dialogs')).toBe(true);
  await nextFrames(page);
  await expect(page.getByRole('dialog', { name: 'New game' })).toHaveCount(0);
  zod.release();
  await expect(page.getByRole('dialog', { name: 'New game' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a table with a game kept here waits for zod before reading it', async ({ page }) => {
  const errors = pageErrors(page);
  await openTable(page);
  await place(page, 'A', 'line-trooper', 'model', { x: 24, y: 40 });
  await expect(page.getByRole('heading', { name: 'On the table (1)' })).toBeVisible();
  const zod = await holdZod(page);
  await page.reload();
  await expect.poll(zod.asked).toBe(true);
  await expect(page.getByTestId('table-canvas')).toHaveCount(0);
  zod.release();
  await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('heading', { name: 'On the table (1)' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the home screen and the drills wait for zod, then open', async ({ page }) => {
  const errors = pageErrors(page);
  const received = chunks(page);
  const zod = await holdZod(page);
  await page.goto('/');
  await expect.poll(zod.asked).toBe(true);
  await expect.poll(() => received('HomeScreen')).toBe(true);
  await nextFrames(page);
  await expect(page.getByRole('heading', { name: 'Drills' })).toHaveCount(0);
  zod.release();
  await expect(page.getByRole('heading', { name: 'Drills' })).toBeVisible();
  expect(errors).toEqual([]);
});
