// Figures (c) and (d): a drag across the busy club table in headless Chromium, driven from inside the
// page one pointer event per animation frame, against a bare Konva page drawing the same shapes.
import { spawn, type ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import type Konva from 'konva';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { STORAGE_KEY } from '../src/store/persistence.ts';
import { busyClubSession } from './uiFixture.ts';

const PORT = 4199;
const FRAMES = 240;
const KEEP_NAMES = 'window.__name = (f) => f;';

export interface FrameFigures {
  intervals: number[];
  draws: number[];
}

async function startPreview(): Promise<ChildProcess> {
  const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${String(PORT)}/#table`);
      if (r.ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((res) => setTimeout(res, 100));
  }
  server.kill();
  throw new Error('vite preview did not start');
}

/** Runs inside the page: hooks every layer's draw, then drags along `path` one event per frame. */
async function dragInPage(
  page: Page,
  path: { x: number; y: number }[],
  frames: number,
): Promise<FrameFigures> {
  return page.evaluate(
    async ({ path, frames }) => {
      interface KLayer {
        on: (ev: string, f: () => void) => void;
      }
      interface KStage {
        getLayers: () => KLayer[];
        x: () => number;
        y: () => number;
        scaleX: () => number;
        content: HTMLElement;
      }
      const stage = (window as unknown as { __benchStage: KStage }).__benchStage;
      let drawMs = 0;
      for (const layer of stage.getLayers()) {
        let t0 = 0;
        layer.on('beforeDraw', () => {
          t0 = performance.now();
        });
        layer.on('draw', () => {
          drawMs += performance.now() - t0;
        });
      }
      const box = stage.content.getBoundingClientRect();
      const client = (p: { x: number; y: number }) => ({
        clientX: box.left + stage.x() + p.x * stage.scaleX(),
        clientY: box.top + stage.y() + p.y * stage.scaleX(),
      });
      const target = stage.content.querySelector('canvas:last-child') ?? stage.content;
      const fire = (type: string, p: { x: number; y: number }) => {
        target.dispatchEvent(
          new PointerEvent(type, {
            ...client(p),
            pointerId: 1,
            pointerType: 'mouse',
            button: 0,
            buttons: 1,
            bubbles: true,
          }),
        );
      };
      const at = (t: number) => {
        const f = t * (path.length - 1);
        const i = Math.min(path.length - 2, Math.floor(f));
        const a = path[i]!;
        const b = path[i + 1]!;
        const k = f - i;
        return { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k };
      };
      fire('pointerdown', path[0]!);
      const intervals: number[] = [];
      const draws: number[] = [];
      let last = performance.now();
      await new Promise<void>((done) => {
        let n = 0;
        const tick = (now: number) => {
          intervals.push(now - last);
          draws.push(drawMs);
          drawMs = 0;
          last = now;
          if (++n > frames) {
            done();
            return;
          }
          fire('pointermove', at(n / frames));
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      fire('pointerup', path[path.length - 1]!);
      return { intervals: intervals.slice(2), draws: draws.slice(2) };
    },
    { path, frames },
  );
}

/** Our app, with every ZoC ring and arc shown and the live preview on. */
export async function measureAppDrag(): Promise<
  FrameFigures & { camera: { x: number; y: number; scale: number } }
> {
  const fixture = busyClubSession();
  const server = await startPreview();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // The service worker would precache the build in the background while frames are measured.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    await context.addInitScript(
      ([key, value]) => {
        if (!localStorage.getItem('bench-loaded')) {
          localStorage.setItem(key, value);
          localStorage.setItem('bench-loaded', '1');
        }
      },
      [STORAGE_KEY, fixture.saved] as const,
    );
    const page = await context.newPage();
    // tsx keeps function names with a __name helper that the page does not have.
    await page.addInitScript(KEEP_NAMES);
    await page.goto(`http://127.0.0.1:${String(PORT)}/?bench#table`);
    await page.getByRole('heading', { name: /On the table \(31\)/ }).waitFor();
    await page.locator('[data-ready="true"]').waitFor();
    await page.getByTestId('table-canvas').focus();
    await page.keyboard.press('z');
    await page.keyboard.press('a');
    await page.waitForTimeout(300);
    const camera = await page.getByTestId('table-canvas').evaluate((el: HTMLElement) => ({
      x: Number(el.dataset.camX),
      y: Number(el.dataset.camY),
      scale: Number(el.dataset.scale),
    }));
    const figures = await dragInPage(page, fixture.path, FRAMES);
    return { ...figures, camera };
  } finally {
    await browser.close();
    server.kill();
  }
}

/** The same shapes on a bare Konva page: no React, no store, no rules. */
export async function measureBareDrag(camera: {
  x: number;
  y: number;
  scale: number;
}): Promise<FrameFigures> {
  const fixture = busyClubSession();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.evaluate(KEEP_NAMES);
    await page.setContent(
      '<div id="c" style="position:absolute;left:0;top:0;width:940px;height:700px"></div>',
    );
    await page.addScriptTag({ path: 'node_modules/konva/konva.min.js' });
    const state = JSON.parse(fixture.saved) as {
      actions: { type: string; at?: { x: number; y: number }; facing?: number }[];
    };
    const pieces = state.actions.flatMap((a) =>
      a.type === 'deployTrooper' && a.at ? [{ ...a.at, facing: a.facing ?? 0 }] : [],
    );
    await page.evaluate(
      ({ camera, scenery, pieces, mover }) => {
        const K = (window as unknown as { Konva: typeof Konva }).Konva;
        const stage = new K.Stage({
          container: 'c',
          width: 940,
          height: 700,
          x: camera.x,
          y: camera.y,
          scaleX: camera.scale,
          scaleY: camera.scale,
        });
        const table = new K.Layer({ listening: false });
        table.add(new K.Rect({ x: 0, y: 0, width: 48, height: 48, fill: '#c9c2ad' }));
        for (const s of scenery)
          table.add(
            new K.Line({
              points: s.polygon.flatMap((p: { x: number; y: number }) => [p.x, p.y]),
              closed: true,
              fill: s.height === 'tall' ? '#4a4f57' : '#b09a5a',
              stroke: '#222',
              strokeWidth: 0.1,
            }),
          );
        const overlay = new K.Layer({ listening: false });
        const piecesLayer = new K.Layer();
        for (const p of pieces) {
          overlay.add(
            new K.Wedge({
              x: p.x,
              y: p.y,
              radius: 12,
              angle: 180,
              rotation: p.facing - 90,
              fill: 'rgba(40,110,230,0.1)',
            }),
          );
          overlay.add(
            new K.Circle({
              x: p.x,
              y: p.y,
              radius: 8.5,
              stroke: '#0b3a8c',
              strokeWidth: 0.06,
              dash: [0.4, 0.25],
            }),
          );
          piecesLayer.add(
            new K.Circle({
              x: p.x,
              y: p.y,
              radius: 0.5,
              fill: '#6fa8ff',
              stroke: '#0b3a8c',
              strokeWidth: 0.06,
            }),
          );
          piecesLayer.add(
            new K.Text({
              x: p.x - 2,
              y: p.y + 0.6,
              width: 4,
              align: 'center',
              text: 'Trooper',
              fontSize: 0.5,
            }),
          );
        }
        const drag = new K.Layer({ listening: false });
        const group = new K.Group({ x: mover.x, y: mover.y });
        group.add(new K.Wedge({ radius: 12, angle: 180, rotation: -90, fill: 'rgba(40,110,230,0.1)' }));
        group.add(new K.Circle({ radius: 8.5, stroke: '#0b3a8c', strokeWidth: 0.06, dash: [0.4, 0.25] }));
        group.add(new K.Circle({ radius: 0.5, fill: '#6fa8ff', stroke: '#1f9d55', strokeWidth: 0.1 }));
        const line = new K.Line({
          points: [mover.x, mover.y, mover.x, mover.y],
          stroke: '#1f9d55',
          strokeWidth: 0.1,
          dash: [0.3, 0.15],
        });
        const label = new K.Text({ x: mover.x, y: mover.y, text: '0.0"', fontSize: 0.75 });
        drag.add(line, group, label);
        stage.add(table, overlay, piecesLayer, drag);
        (window as unknown as { __benchStage: unknown }).__benchStage = stage;
        stage.content.addEventListener('pointermove', (e: PointerEvent) => {
          const x = (e.clientX - stage.x()) / stage.scaleX();
          const y = (e.clientY - stage.y()) / stage.scaleX();
          group.position({ x, y });
          line.points([mover.x, mover.y, x, y]);
          label.position({ x: (mover.x + x) / 2, y: (mover.y + y) / 2 });
          label.text(`${Math.hypot(x - mover.x, y - mover.y).toFixed(1)}"`);
          drag.batchDraw();
        });
      },
      { camera, scenery: fixture.setup.scenery, pieces, mover: fixture.mover },
    );
    return await dragInPage(page, fixture.path, FRAMES);
  } finally {
    await browser.close();
  }
}

/**
 * First load of the built app in headless Chromium (issue: practice and club demonstration): the time
 * from navigation to the first table drawn (the canvas says data-ready), over fresh contexts with no
 * cache, and the JavaScript the first load fetched, gzipped as a server would send it.
 */
export async function measureFirstLoad(
  runs = 7,
): Promise<{ drawnMs: number[]; jsGzipKb: number; files: number }> {
  const server = await startPreview();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const drawnMs: number[] = [];
    let jsGzipKb = 0;
    let files = 0;
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith('.js')) bodies.push(r.body());
      });
      await page.goto(`http://127.0.0.1:${String(PORT)}/#table`);
      await page.waitForFunction(() => document.querySelector('[data-ready="true"]') !== null);
      drawnMs.push(await page.evaluate(() => performance.now()));
      if (i === 0) {
        const all = await Promise.all(bodies);
        files = all.length;
        jsGzipKb = all.reduce((n, b) => n + gzipSync(b).length, 0) / 1024;
      }
      await context.close();
    }
    return { drawnMs: drawnMs.sort((a, b) => a - b), jsGzipKb, files };
  } finally {
    await browser.close();
    server.kill();
  }
}
