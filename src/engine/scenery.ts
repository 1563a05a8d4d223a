import { appendLog } from './logList.ts';
import { validateScenery, violation, type Point, type Scenery, type SceneryHeight } from '../rules/index.ts';
import { publicName } from './pieces.ts';
import { mintId } from './random.ts';
import type { Applied, GameState, LogEvent } from './types.ts';

/**
 * Scenery is part of the game's set-up (RULES.md §11.2), changed by actions so it is saved, replayed
 * and undone with everything else. Pieces are named publicly in messages.
 */
function check(state: GameState, s: Omit<Scenery, 'id'>): ReturnType<typeof validateScenery> {
  const pieces = state.pieceOrder.flatMap((id) => {
    const p = state.pieces[id];
    return p ? [{ id: p.id, name: publicName(p), x: p.x, y: p.y, r: p.r }] : [];
  });
  return validateScenery(state.setup.table, s, pieces);
}

function withScenery(state: GameState, scenery: Scenery[], text: string): Applied {
  const event: LogEvent = { seq: state.log.length + 1, text };
  return {
    ok: true,
    state: { ...state, setup: { ...state.setup, scenery }, log: appendLog(state.log, event) },
    events: [event],
  };
}

const describe = (s: { name: string; height: SceneryHeight; heightIn?: number | undefined }) =>
  `${s.name} (${s.height}${s.heightIn === undefined ? '' : `, ${String(s.heightIn)}"`})`;

export function addScenery(
  state: GameState,
  a: { name: string; height: SceneryHeight; heightIn?: number | undefined; polygon: Point[] },
): Applied {
  const problems = check(state, a);
  if (problems.length) return { ok: false, state, violations: problems };
  const [id, random] = mintId(state.random, 'scenery', 's', (x) =>
    state.setup.scenery.some((s) => s.id === x),
  );
  const added: Scenery = {
    id,
    name: a.name,
    height: a.height,
    ...(a.heightIn === undefined ? {} : { heightIn: a.heightIn }),
    polygon: a.polygon.map((p) => ({ x: p.x, y: p.y })),
  };
  const r = withScenery(state, [...state.setup.scenery, added], `Scenery added: ${describe(added)}.`);
  return r.ok ? { ...r, state: { ...r.state, random } } : r;
}

export function updateScenery(
  state: GameState,
  a: {
    id: string;
    name?: string | undefined;
    height?: SceneryHeight | undefined;
    heightIn?: number | null | undefined;
    polygon?: Point[] | undefined;
  },
): Applied {
  const old = state.setup.scenery.find((s) => s.id === a.id);
  if (!old)
    return {
      ok: false,
      state,
      violations: [violation('UNKNOWN_SCENERY', `No scenery ${a.id} is on the table.`, [a.id])],
    };
  const next: Scenery = {
    id: old.id,
    name: a.name ?? old.name,
    height: a.height ?? old.height,
    polygon: (a.polygon ?? old.polygon).map((p) => ({ x: p.x, y: p.y })),
  };
  // A height given replaces the old one, null takes it away (RULES.md §1.1).
  const heightIn = a.heightIn === undefined ? old.heightIn : (a.heightIn ?? undefined);
  if (heightIn !== undefined) next.heightIn = heightIn;
  const problems = check(state, next);
  if (problems.length) return { ok: false, state, violations: problems };
  const what = a.polygon ? 'moved' : 'changed';
  return withScenery(
    state,
    state.setup.scenery.map((s) => (s.id === old.id ? next : s)),
    `Scenery ${what}: ${describe(next)}.`,
  );
}

export function removeScenery(state: GameState, a: { id: string }): Applied {
  const old = state.setup.scenery.find((s) => s.id === a.id);
  if (!old)
    return {
      ok: false,
      state,
      violations: [violation('UNKNOWN_SCENERY', `No scenery ${a.id} is on the table.`, [a.id])],
    };
  return withScenery(
    state,
    state.setup.scenery.filter((s) => s.id !== a.id),
    `Scenery removed: ${describe(old)}.`,
  );
}
