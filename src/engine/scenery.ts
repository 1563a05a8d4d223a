import { appendLog } from './logList.ts';
import {
  sceneryHeightText,
  validateScenery,
  validateSceneryRemoval,
  violation,
  type Point,
  type Scenery,
  type SceneryHeight,
  type SceneryShape,
} from '../rules/index.ts';
import { publicName } from './pieces.ts';
import { mintId } from './random.ts';
import type { Applied, GameState, LogEvent } from './types.ts';

/**
 * Scenery is part of the game's set-up (RULES.md §11.2), changed by actions so it is saved, replayed
 * and undone with everything else. Pieces are named publicly in messages. A change that would leave a
 * piece inside solid scenery or change the level it stands on is refused (D177).
 */
function piecesOnTable(state: GameState) {
  return state.pieceOrder.flatMap((id) => {
    const p = state.pieces[id];
    return p ? [{ id: p.id, name: publicName(p), x: p.x, y: p.y, r: p.r }] : [];
  });
}

function check(state: GameState, s: SceneryShape, before?: Scenery): ReturnType<typeof validateScenery> {
  const rest = state.setup.scenery.filter((x) => x !== before);
  return validateScenery(state.setup.table, s, piecesOnTable(state), { rest, before });
}

function withScenery(state: GameState, scenery: Scenery[], text: string): Applied {
  const event: LogEvent = { seq: state.log.length + 1, text };
  return {
    ok: true,
    state: { ...state, setup: { ...state.setup, scenery }, log: appendLog(state.log, event) },
    events: [event],
  };
}

/** "Tower (tall, 6" roof, 3 storeys)", "Wall (low, 1" high)", "Block (tall)". */
const describe = (s: Pick<Scenery, 'name' | 'height' | 'heightIn'>) => `${s.name} (${sceneryHeightText(s)})`;

/** The height field of a piece of scenery, left out when it has none (games saved before heights). */
const heightField = (h: number | undefined): { heightIn?: number } =>
  h === undefined ? {} : { heightIn: h };

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
    ...heightField(a.heightIn),
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
    /** A new height in inches, or null to take it away (the old tall or low, D166). */
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
    ...heightField(a.heightIn === null ? undefined : (a.heightIn ?? old.heightIn)),
    polygon: (a.polygon ?? old.polygon).map((p) => ({ x: p.x, y: p.y })),
  };
  const problems = check(state, next, old);
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
  const rest = state.setup.scenery.filter((s) => s.id !== a.id);
  const problems = validateSceneryRemoval(state.setup.table, old, piecesOnTable(state), rest);
  if (problems.length) return { ok: false, state, violations: problems };
  return withScenery(state, rest, `Scenery removed: ${describe(old)}.`);
}
