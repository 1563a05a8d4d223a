// Real pixels in Chromium (Vitest browser mode): what the table draws for pieces (ARCHITECTURE.md §7, §9).
import { afterEach, describe, expect, it } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import type { Line as KonvaLine } from 'konva/lib/shapes/Line';
import type { Text as KonvaText } from 'konva/lib/shapes/Text';
import type { Group as KonvaGroup } from 'konva/lib/Group';
import { Layer, Stage } from '../konva.ts';
import { PieceToken } from './PieceToken.tsx';
import { TableCanvas } from './TableCanvas.tsx';
import { RenderProblems } from '../panels/RenderProblems.tsx';
import { SEAT_COLOURS, MARKER_FACES } from '../theme.ts';
import { apply, newGame, viewFor, type GameState, type ViewPiece } from '../../engine/index.ts';
import { defaultSetup, findProfile } from '../../content/index.ts';
import { createGameStore, createSessionStore, StoresContext } from '../../store/index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLDivElement | null = null;

async function render(ui: React.ReactNode, size = { width: 400, height: 400 }): Promise<HTMLDivElement> {
  host = document.createElement('div');
  host.style.width = `${String(size.width)}px`;
  host.style.height = `${String(size.height)}px`;
  host.style.position = 'relative';
  document.body.appendChild(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(ui);
    await new Promise((r) => setTimeout(r, 50));
  });
  return host;
}

afterEach(() => {
  act(() => {
    root?.unmount();
  });
  host?.remove();
  root = null;
  host = null;
});

/** The colour at (x, y) in CSS pixels, read from every canvas layer, topmost opaque first. */
function pixel(container: HTMLElement, x: number, y: number): [number, number, number, number] {
  const canvases = [...container.querySelectorAll('canvas')].reverse();
  for (const c of canvases) {
    const ratio = c.width / c.clientWidth;
    const d = c.getContext('2d')?.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data;
    if (d && d[3]! > 0) return [d[0]!, d[1]!, d[2]!, d[3]!];
  }
  return [0, 0, 0, 0];
}

function hex(c: string): [number, number, number] {
  const n = parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function near(actual: number[], expected: number[], tolerance = 40): boolean {
  return expected.every((v, i) => Math.abs(v - (actual[i] ?? -999)) <= tolerance);
}

function piece(over: Partial<ViewPiece>): ViewPiece {
  return {
    id: 'p1',
    owner: 'A',
    kind: 'model',
    x: 5,
    y: 5,
    facing: 0,
    s: 2,
    r: 0.492,
    arc: 180,
    tokens: [],
    label: 'Line Trooper',
    ...over,
  };
}

describe('PieceToken in real pixels', () => {
  const scale = 40; // px per inch
  const stage = (p: ViewPiece) => (
    <Stage width={400} height={400} scaleX={scale} scaleY={scale}>
      <Layer>
        <PieceToken piece={p} />
      </Layer>
    </Stage>
  );

  it('draws a model base in its owner colour, with the front half shaded', async () => {
    const el = await render(stage(piece({ owner: 'A', facing: 0 })));
    // Back half (facing 0° = +x, so the back is at −x): plain base colour.
    const back = pixel(el, 5 * scale - 0.3 * scale, 5 * scale + 0.25 * scale);
    expect(near(back, hex(SEAT_COLOURS.A.base))).toBe(true);
    // Front half is darker than the back half (the shading of the front arc).
    const front = pixel(el, 5 * scale + 0.3 * scale, 5 * scale + 0.3 * scale);
    expect(front[0] + front[1] + front[2]).toBeLessThan(back[0] + back[1] + back[2]);
    // Outside the base: nothing drawn.
    expect(pixel(el, 5 * scale + 1.5 * scale, 5 * scale)[3]).toBe(0);
  });

  it('draws seat B in its own colour', async () => {
    const el = await render(stage(piece({ owner: 'B', facing: 0 })));
    expect(near(pixel(el, 5 * scale - 0.3 * scale, 5 * scale + 0.25 * scale), hex(SEAT_COLOURS.B.base))).toBe(
      true,
    );
  });

  it.each(['CAMO', 'IMP-1', 'HOLOECHO-1', 'DECOY-2'] as const)(
    'draws a %s marker on its own face colour',
    async (kind) => {
      const el = await render(
        stage(piece({ kind, arc: kind === 'CAMO' || kind === 'IMP-1' ? 360 : 180, facing: 270 })),
      );
      // Sample near the rim at the back, clear of the symbol and the text.
      const c = pixel(el, 5 * scale, 5 * scale + 0.62 * 0.492 * scale + 2);
      expect(c[3]).toBeGreaterThan(0);
      const face = hex(MARKER_FACES[kind].face);
      const ink = hex(MARKER_FACES[kind].ink);
      expect(near(c, face, 60) || near(c, ink, 60)).toBe(true);
    },
  );
});

/**
 * The white pixels inside a model's base, in the frame of its facing: `along` the facing and `across`
 * it, in pixels from the centre (the chevron is the only white there).
 */
function whitePixels(
  container: HTMLElement,
  centre: { x: number; y: number },
  radius: number,
  facing: number,
): { along: number; across: number }[] {
  const c = container.querySelector('canvas');
  const data = c?.getContext('2d')?.getImageData(0, 0, c.width, c.height).data;
  if (!c || !data) return [];
  const ratio = c.width / c.clientWidth;
  const f = { x: Math.cos((facing * Math.PI) / 180), y: Math.sin((facing * Math.PI) / 180) };
  const found: { along: number; across: number }[] = [];
  for (let py = 0; py < c.height; py++) {
    for (let px = 0; px < c.width; px++) {
      const dx = px / ratio - centre.x;
      const dy = py / ratio - centre.y;
      if (Math.hypot(dx, dy) > radius * 0.97) continue;
      const i = (py * c.width + px) * 4;
      if (data[i]! > 240 && data[i + 1]! > 240 && data[i + 2]! > 240 && data[i + 3]! > 240) {
        found.push({ along: dx * f.x + dy * f.y, across: -dx * f.y + dy * f.x });
      }
    }
  }
  return found;
}

describe('the facing chevron (issue: it read the wrong way at diagonal facings)', () => {
  const scale = 100; // px per inch: a base of 0.492" is about 49 px across its radius
  const at = { x: 1.5, y: 1.5 };
  let drawn: KonvaStage | null = null;
  const stage = (p: ViewPiece) => (
    <Stage
      width={300}
      height={300}
      scaleX={scale}
      scaleY={scale}
      ref={(s) => {
        drawn = s;
      }}
    >
      <Layer>
        <PieceToken piece={p} />
      </Layer>
    </Stage>
  );

  it.each([
    ['A', 45],
    ['A', 135],
    ['A', 225],
    ['A', 315],
    ['B', 45],
    ['B', 135],
    ['B', 225],
    ['B', 315],
    ['A', 0],
    ['A', 90],
  ] as const)(
    'a model of seat %s facing %i°: one point, on the facing, longer than it is wide',
    async (owner, facing) => {
      const p = piece({ owner, facing, x: at.x, y: at.y, label: '' });
      const el = await render(stage(p), { width: 300, height: 300 });
      const white = whitePixels(el, { x: at.x * scale, y: at.y * scale }, p.r * scale, facing);
      expect(white.length).toBeGreaterThan(20);
      // The tip: the white pixel farthest along the facing lies on it, in front of the centre.
      const tip = white.reduce((a, b) => (b.along > a.along ? b : a));
      expect(tip.along).toBeGreaterThan(p.r * scale * 0.7);
      expect(Math.abs(Math.atan2(tip.across, tip.along) * (180 / Math.PI))).toBeLessThan(5);
      // Its whole body is in front too, centred on the facing.
      const mean = (k: 'along' | 'across') => white.reduce((sum, w) => sum + w[k], 0) / white.length;
      expect(mean('along')).toBeGreaterThan(0);
      expect(Math.abs(mean('across'))).toBeLessThan(1.5);
      // An arrowhead, not an equilateral triangle: longer along the facing than across it. Any corner
      // of an equilateral triangle reads as its point, and at 45° the old one seemed to face left.
      const extent = (k: 'along' | 'across') =>
        Math.max(...white.map((w) => w[k])) - Math.min(...white.map((w) => w[k]));
      expect(extent('along')).toBeGreaterThan(extent('across') * 1.15);
    },
  );

  it.each(['HOLOECHO-1', 'CAMO', 'DECOY-1', 'IMP-2'] as const)(
    'a %s marker draws the same arrowhead, its tip on the facing at every diagonal',
    async (kind) => {
      for (const facing of [45, 135, 225, 315]) {
        const p = piece({
          kind,
          facing,
          x: at.x,
          y: at.y,
          arc: kind === 'CAMO' || kind === 'IMP-2' ? 360 : 180,
        });
        await render(stage(p), { width: 300, height: 300 });
        const chevron = drawn?.findOne<KonvaLine>('.facing-chevron');
        if (!chevron) throw new Error(`no facing chevron on a ${kind} marker`);
        const pts = chevron.points();
        const corners = [0, 2, 4, 6].map((i) =>
          chevron.getAbsoluteTransform().point({ x: pts[i] ?? NaN, y: pts[i + 1] ?? NaN }),
        );
        const f = { x: Math.cos((facing * Math.PI) / 180), y: Math.sin((facing * Math.PI) / 180) };
        const rel = corners.map((q) => {
          const dx = q.x / scale - at.x;
          const dy = q.y / scale - at.y;
          return { along: dx * f.x + dy * f.y, across: -dx * f.y + dy * f.x };
        });
        const farthest = rel.reduce((a, b) => (b.along > a.along ? b : a));
        expect(farthest).toBe(rel[0]);
        expect(Math.abs(farthest.across)).toBeLessThan(1e-9);
        expect(farthest.along).toBeGreaterThan(p.r * 0.8);
        const along = rel.map((q) => q.along);
        const across = rel.map((q) => q.across);
        expect(Math.max(...along) - Math.min(...along)).toBeGreaterThan(
          Math.max(...across) - Math.min(...across),
        );
        act(() => {
          root?.unmount();
        });
        host?.remove();
        root = null;
        host = null;
      }
    },
  );
});

describe('the table canvas with one malformed piece', () => {
  it('still draws the other pieces and reports the bad one by id', async () => {
    let state: GameState = newGame(defaultSetup('open'), 7);
    const r = apply(state, {
      type: 'deployTrooper',
      seat: 'A',
      profileId: 'line-trooper',
      profile: findProfile('line-trooper'),
      form: 'model',
      at: { x: 10, y: 10 },
      facing: 0,
    });
    if (!r.ok) throw new Error('deploy failed');
    state = r.state;
    const goodId = state.pieceOrder[0]!;
    // A damaged piece, as a broken save could hold: x is not a number.
    state = {
      ...state,
      pieces: { ...state.pieces, pbroken: { ...state.pieces[goodId]!, id: 'pbroken', x: Number.NaN } },
      pieceOrder: [...state.pieceOrder, 'pbroken'],
    };
    expect(viewFor(state, 'referee').pieces).toHaveLength(2);
    const game = createGameStore();
    game.setState({ state });
    const session = createSessionStore();
    const el = await render(
      <StoresContext value={{ game, session }}>
        <div style={{ position: 'relative', width: 480, height: 480 }}>
          <TableCanvas />
        </div>
        <RenderProblems />
      </StoresContext>,
      { width: 480, height: 600 },
    );
    await act(async () => {
      await new Promise((res) => setTimeout(res, 100));
    });
    const report = el.querySelector('[data-testid="render-problems"]');
    expect(report?.textContent).toContain('pbroken');
    expect(report?.textContent).toContain('x is not a finite number');
    // The good piece is drawn where the camera puts it.
    const cam = session.getState().camera;
    const box = el.querySelector('[data-testid="table-canvas"]')!.getBoundingClientRect();
    const hostBox = el.getBoundingClientRect();
    const px = box.left - hostBox.left + cam.x + (10 - 0.3) * cam.scale;
    const py = box.top - hostBox.top + cam.y + (10 + 0.2) * cam.scale;
    expect(
      near(
        pixel(
          el.querySelector('[data-testid="table-canvas"]')!,
          px - (box.left - hostBox.left),
          py - (box.top - hostBox.top),
        ),
        hex(SEAT_COLOURS.A.base),
        50,
      ),
    ).toBe(true);
  });
});

describe('the level badge (RULES.md §1.1): a piece on a roof shows its height by its base', () => {
  const scale = 60;
  let drawn: KonvaStage | null = null;
  const stage = (p: ViewPiece, level?: number) => (
    <Stage
      width={400}
      height={300}
      scaleX={scale}
      scaleY={scale}
      ref={(s) => {
        drawn = s;
      }}
    >
      <Layer>
        <PieceToken piece={p} {...(level === undefined ? {} : { level })} />
      </Layer>
    </Stage>
  );

  it('writes ▲4" on a dark tag clear of the base and of its caption, and nothing on the table', async () => {
    const p = piece({ x: 3, y: 2.5, label: 'Line Trooper' });
    await render(stage(p, 4), { width: 400, height: 300 });
    const badge = drawn?.findOne<KonvaGroup>('.piece-level');
    if (!badge) throw new Error('no level badge');
    expect(badge.findOne<KonvaText>('Text')?.text()).toBe('▲4"');
    const box = badge.getClientRect();
    const caption = drawn?.findOne<KonvaText>('.piece-caption')?.getClientRect();
    if (!caption) throw new Error('no caption');
    const overlap = (a: typeof box, b: typeof box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap(box, caption)).toBe(false);
    // Outside the base's centre: its tag does not cover the token's middle.
    const centre = { x: p.x * scale, y: p.y * scale };
    expect(
      centre.x >= box.x &&
        centre.x <= box.x + box.width &&
        centre.y >= box.y &&
        centre.y <= box.y + box.height,
    ).toBe(false);
    act(() => {
      root?.unmount();
    });
    host?.remove();
    root = null;
    host = null;
    await render(stage(p, 0), { width: 400, height: 300 });
    expect(drawn?.findOne('.piece-level')).toBeUndefined();
  });
});
