import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEY } from '../src/store/persist/persistence.ts';
import { heightsClubSession } from '../bench/uiFixture.ts';

// Legible at a glance (issue 31): the busiest table (40 pieces of scenery with heights, 30 troopers,
// some on roofs) at a phone, a tablet, a laptop and a 1080p projector. Bases are drawn to scale; no
// caption or scenery name overprints another or runs off the table, as the canvas itself draws them;
// "Close up" frames the pieces at their true size, "Big pieces" magnifies; a screenshot of each is
// kept under test-results/screens for looking at.

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'laptop', width: 1280, height: 720 },
  { name: 'projector', width: 1920, height: 1080 },
] as const;

interface Drawn {
  kind: string;
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Every caption and scenery name the stage draws, in screen pixels, and the table's edges. */
async function drawnLabels(
  page: Page,
): Promise<{ labels: Drawn[]; table: Drawn; radii: Record<string, number> }> {
  return page.evaluate(() => {
    interface Node {
      name(): string;
      isVisible(): boolean;
      text(): string;
      getClientRect(): { x: number; y: number; width: number; height: number };
    }
    const stage = (window as unknown as { __benchStage: { find(sel: string): Node[] } }).__benchStage;
    const labels = [
      ...stage.find('.piece-caption'),
      ...stage.find('.scenery-label'),
      ...stage.find('.piece-tokens'),
    ]
      .filter((n) => n.isVisible() && n.text() !== '')
      .map((n) => {
        const r = n.getClientRect();
        return { kind: n.name(), text: n.text(), x0: r.x, y0: r.y, x1: r.x + r.width, y1: r.y + r.height };
      });
    const el = document.querySelector<HTMLElement>('[data-testid="table-canvas"]');
    const cam = { x: Number(el?.dataset.camX), y: Number(el?.dataset.camY), s: Number(el?.dataset.scale) };
    const view = (window as unknown as { markerTableView: { table: { width: number; depth: number } } })
      .markerTableView;
    const table = {
      kind: 'table',
      text: '',
      x0: cam.x,
      y0: cam.y,
      x1: cam.x + view.table.width * cam.s,
      y1: cam.y + view.table.depth * cam.s,
    };
    // The drawn radius of each Silhouette's base, in pixels per inch of its true radius.
    const radii: Record<string, number> = {};
    for (const p of (window as unknown as { markerTableView: { pieces: { s: number; r: number }[] } })
      .markerTableView.pieces)
      radii[`S${String(p.s)}`] = p.r * cam.s;
    return { labels, table, radii };
  });
}

function collisions(labels: readonly Drawn[]): string[] {
  const out: string[] = [];
  // Boxes may touch: each text's light halo (its stroke) reaches under a pixel past its box.
  const slack = 1;
  for (let i = 0; i < labels.length; i++)
    for (let j = i + 1; j < labels.length; j++) {
      const a = labels[i]!;
      const b = labels[j]!;
      if (a.x0 + slack < b.x1 && b.x0 + slack < a.x1 && a.y0 + slack < b.y1 && b.y0 + slack < a.y1)
        out.push(
          `"${a.text.replace(/\n/g, ' ')}" over "${b.text.replace(/\n/g, ' ')}" by ${(Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)).toFixed(1)}×${(Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)).toFixed(1)} px`,
        );
    }
  return out;
}

function outside(labels: readonly Drawn[], table: Drawn): string[] {
  const slack = 1;
  return labels
    .filter(
      (l) =>
        l.x0 < table.x0 - slack ||
        l.y0 < table.y0 - slack ||
        l.x1 > table.x1 + slack ||
        l.y1 > table.y1 + slack,
    )
    .map((l) => `"${l.text.replace(/\n/g, ' ')}"`);
}

for (const size of SIZES) {
  test(`the busiest table reads at ${size.name} (${String(size.width)}×${String(size.height)}): no label overprints or leaves the table`, async ({
    page,
  }) => {
    const fixture = heightsClubSession();
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await page.evaluate(
      ([key, saved]) => {
        localStorage.clear();
        localStorage.setItem(key, saved);
      },
      [STORAGE_KEY, fixture.saved] as const,
    );
    await page.goto('/?bench#table');
    await page.reload();
    const curtain = page.getByRole('button', { name: /^I am Player A/ });
    if (await curtain.isVisible().catch(() => false)) await curtain.click();
    await expect(page.getByTestId('table-canvas')).toHaveAttribute('data-ready', 'true');
    await page.waitForFunction(() => (window as { __benchStage?: unknown }).__benchStage);

    const fitted = await drawnLabels(page);
    expect(fitted.labels.length, 'some names are written').toBeGreaterThan(0);
    expect(collisions(fitted.labels)).toEqual([]);
    expect(outside(fitted.labels, fitted.table)).toEqual([]);
    // To scale: an S2 base is drawn smaller than an S5's, in the true ratio of their bases.
    const { S2, S5 } = fitted.radii;
    if (S2 !== undefined && S5 !== undefined) expect(S5 / S2).toBeGreaterThan(1.3);
    await page.screenshot({ path: `test-results/screens/busiest-${size.name}.png` });

    // Close up on the pieces in play: still to scale, the same rules for labels.
    await page.keyboard.press('c');
    await page.waitForTimeout(100);
    const close = await drawnLabels(page);
    expect(collisions(close.labels)).toEqual([]);
    expect(outside(close.labels, close.table)).toEqual([]);
    await page.screenshot({ path: `test-results/screens/busiest-${size.name}-close.png` });

    // The magnifier: every base at least a readable size, labels laid out again.
    await page.keyboard.press('f');
    await page.keyboard.press('b');
    await page.waitForTimeout(100);
    const big = await drawnLabels(page);
    expect(collisions(big.labels)).toEqual([]);
    expect(outside(big.labels, big.table)).toEqual([]);
    await page.screenshot({ path: `test-results/screens/busiest-${size.name}-big.png` });
  });
}
