import { expect, test, type Page, type Response } from '@playwright/test';
import { openTable } from './table.ts';

// Offline and install (README.md): after one visit the service worker has precached the whole build,
// so the app opens with no network, its lazily loaded dialogs included, and the audience window too.

/** Waits until the service worker is active and controls the page (it claims it on activation). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

interface Manifest {
  name?: string;
  short_name?: string;
  display?: string;
  start_url?: string;
  scope?: string;
  background_color?: string;
  theme_color?: string;
  icons?: { src: string; sizes: string; type?: string; purpose?: string }[];
}

test('after one visit the table opens offline, lazy dialogs and the audience window included', async ({
  page,
  context,
}) => {
  await openTable(page);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  // From here on, whatever the page gets comes from the service worker: nothing reaches the network.
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));

  const reloaded = await page.reload();
  expect(reloaded?.ok()).toBe(true);
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await openTable(page);
  await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
  const loadedWithTable = new Set(responses.filter((r) => r.url().endsWith('.js')).map((r) => r.url()));

  // The dialogs load their code on first use: those chunks must have been precached as well.
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await expect(page.locator('dialog[open]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Scenarios…' }).click();
  await expect(page.getByRole('dialog', { name: 'Scenarios' }).getByTestId('scenario-card')).not.toHaveCount(
    0,
  );
  await page.keyboard.press('Escape');
  const lazy = responses.filter((r) => r.url().endsWith('.js') && !loadedWithTable.has(r.url()));
  expect(lazy.length, 'the dialogs loaded at least one chunk of their own').toBeGreaterThan(0);

  // The audience window (`/?audience`) is a navigation to another URL, answered with index.html.
  const audience = await page.goto('/?audience');
  expect(audience?.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId('audience-waiting')).toBeVisible();

  expect(responses.length).toBeGreaterThan(0);
  const notFromWorker = responses.filter((r) => !r.fromServiceWorker()).map((r) => r.url());
  expect(notFromWorker, 'responses that did not come from the service worker').toEqual([]);
  expect(responses.filter((r) => !r.ok()).map((r) => r.url())).toEqual([]);
});

test('the web app manifest is linked and served with its icons, also offline', async ({ page, context }) => {
  await openTable(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);
  await waitForServiceWorker(page);
  await context.setOffline(true);

  // Fetched by the page while offline: the manifest, each of its icons and the apple-touch-icon.
  const served = await page.evaluate(async (manifestHref) => {
    const manifestUrl = new URL(manifestHref, document.baseURI);
    const res = await fetch(manifestUrl);
    const manifest = (await res.json()) as Manifest;
    const touch = document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.href ?? '';
    const urls = [...(manifest.icons ?? []).map((i) => new URL(i.src, manifestUrl).href), touch];
    const icons = await Promise.all(
      urls.map(async (url) => {
        const r = await fetch(url);
        const body = await r.blob();
        return { url, ok: r.ok, type: r.headers.get('content-type') ?? '', bytes: body.size };
      }),
    );
    return { ok: res.ok, manifest, icons };
  }, href ?? '');

  expect(served.ok).toBe(true);
  const m = served.manifest;
  expect(m.name).toBe('Marker-play table');
  expect(m.short_name).toBeTruthy();
  expect(m.display).toBe('standalone');
  expect(m.start_url).toMatch(/^\.?\/$/);
  expect(m.scope).toMatch(/^\.?\/$/);
  expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const png = (m.icons ?? []).filter((i) => i.type === 'image/png');
  expect(png.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(png.some((i) => i.purpose?.split(' ').includes('maskable'))).toBe(true);
  for (const icon of served.icons) {
    expect(icon.ok, icon.url).toBe(true);
    expect(icon.type, icon.url).toMatch(/^image\//);
    expect(icon.bytes, icon.url).toBeGreaterThan(0);
  }
});

test('Chromium finds nothing that stops installing the app', async ({ page }) => {
  await openTable(page);
  await waitForServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito, where Chromium never installs; every other reason is ours.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test("the first table's script asks to be compiled as it streams in, and only it", async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toBeDefined();
  // The line is first, or V8 does not read it (vite.config.ts, COMPILE_ALL_HINT).
  const script = await page.request.get(entry ?? '');
  expect((await script.text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  // A chunk loaded later keeps V8's own choice: most of its functions are never called.
  const lazy = /"(assets\/reducer-[^"]+\.js)"/.exec(await script.text())?.[1];
  expect(lazy).toBeDefined();
  expect((await (await page.request.get(`/${lazy ?? ''}`)).text()).includes('allFunctionsCalledOnLoad')).toBe(
    false,
  );
});
